/**
 * Issue 26 item 5: the dispatch core's edge cases, on every published version. Replies to what has no readable id
 * carry `id: null` where the version requires an id (JSON-RPC 2.0), and the version's own parser and pairing accept
 * them; one id rule (the version's RequestId) in validators, dispatcher and pairing; any request method is recorded.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { versions } from "../../helpers/paths.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { writeInProject } from "../zod/helpers.ts";
import { dispatchOf, type GeneratedDispatch } from "./helpers.ts";

/** The versions whose error envelope (JSONRPCError) requires an id. */
const idRequired = new Set(["2024-11-05", "2025-03-26", "2025-06-18"]);
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

for (const version of versions) {
  test(`${version}: parse error and invalid request replies without a readable id: ${idRequired.has(version) ? "id null" : "no id"}, accepted by the version's parser and pairing`, async () => {
    const { dispatch, validators } = await dispatchOf(version);
    const server = dispatch.createServerDispatcher({ handlers: {} });
    for (const input of ["{", '{"jsonrpc":"1.0","method":"tools/call","id":{}}', "[1]"]) {
      const reply = (await server.handle(input, undefined)) as Record<string, unknown>;
      assert.is(hasOwn(reply, "id"), idRequired.has(version), `${input}: ${JSON.stringify(reply)}`);
      if (hasOwn(reply, "id")) assert.is(reply.id, null);
      const parsed = validators.parseMessage!(JSON.stringify(reply)) as { ok: boolean; kind: string; errors?: unknown };
      assert.ok(parsed.ok && parsed.kind === "error", `${input}: ${JSON.stringify(parsed)}`);
      const paired = dispatch.createClientPairing().response(reply);
      assert.equal(paired, { ok: true, kind: "error", id: null, method: null, error: reply.error });
    }
  });

  test(`${version}: one id rule: the version's RequestId decides in the validators, the dispatcher and the pairing`, async () => {
    const { dispatch, validate } = await dispatchOf(version);
    await sameIdRule(dispatch, (id) => validate("RequestId", id).ok, version);
  });

  test(`${version}: a pairing records a request outside the version's table and pairs its -32601 (and a vendor result)`, async () => {
    const { dispatch } = await dispatchOf(version);
    const server = dispatch.createServerDispatcher({ handlers: {} });
    const pairing = dispatch.createClientPairing();
    const request = { jsonrpc: "2.0", id: 7, method: "x-vendor/foo", params: {} };
    assert.equal(pairing.sent(request), { ok: true });
    const reply = (await server.handle(request, undefined)) as { error: { code: number } };
    assert.is(reply.error.code, -32601);
    const paired = pairing.response(JSON.stringify(reply));
    assert.equal(paired, { ok: true, kind: "error", id: 7, method: "x-vendor/foo", error: reply.error });
    assert.equal(pairing.request("v", "x-vendor/bar"), { ok: true });
    assert.equal(pairing.response({ jsonrpc: "2.0", id: "v", result: { resultType: "complete", anything: 1 } }), { ok: true, kind: "extension-result", id: "v", method: "x-vendor/bar", result: { resultType: "complete", anything: 1 } });
    assert.is(pairing.pending, 0);
  });
}

test("--no-patches: the spec's own RequestId (string or integer) refuses 1.5 in all three places", async () => {
  const version = "2025-06-18";
  const files = await renderFiles({ specs: [version], targets: ["dispatch"], patches: false });
  const dir = writeInProject(files, "dispatch-nopatch-");
  const dispatch = (await import(pathToFileURL(join(dir, version, "dispatch.ts")).href)) as GeneratedDispatch;
  const validators = (await import(pathToFileURL(join(dir, version, "validators.js")).href)) as { validate: Record<string, (v: unknown) => { ok: boolean }> };
  assert.is(validators.validate.RequestId!(1.5).ok, false);
  await sameIdRule(dispatch, (id) => validators.validate.RequestId!(id).ok, version);
});

/** 1, "a", 1.5, -0.5, 1e21: each accepted or refused alike by `isId` (the validators), the dispatcher and a pairing. */
async function sameIdRule(dispatch: GeneratedDispatch, isId: (id: unknown) => boolean, version: string): Promise<void> {
  // tools/list: every version's client sends it (2026-07-28 has no client ping); results are not this test's subject.
  const server = dispatch.createServerDispatcher({ handlers: { "tools/list": () => ({ tools: [] }) }, validateResults: false });
  for (const id of [1, "a", 1.5, -0.5, 1e21]) {
    const accepted = isId(id);
    const reply = (await server.handle({ jsonrpc: "2.0", id, method: "tools/list", params: {} }, undefined)) as { id?: unknown; result?: unknown; error?: { code: number } };
    // Accepted: answered under its id (a result, or -32602 where the version's params need more); refused: -32600.
    assert.is(reply.id === id, accepted, `${version} dispatcher, id ${id}: ${JSON.stringify(reply)}`);
    if (!accepted) assert.is(reply.error?.code, -32600);
    const pairing = dispatch.createClientPairing();
    const recorded = pairing.request(id as never, "tools/list") as { ok: boolean; reason?: string };
    assert.is(recorded.ok, accepted, `${version} pairing, id ${id}: ${JSON.stringify(recorded)}`);
    if (accepted) {
      // Paired with its request (checked as a tools/list result, whatever that check says), never an unknown id.
      const paired = pairing.response({ jsonrpc: "2.0", id, result: { tools: [] } }) as { ok: boolean; id?: unknown; reason?: string };
      assert.ok(paired.id === id && paired.reason !== "unknown-id", JSON.stringify(paired));
      assert.is(pairing.pending, 0);
    } else assert.is(recorded.reason, "invalid-id");
  }
}

test.run();
