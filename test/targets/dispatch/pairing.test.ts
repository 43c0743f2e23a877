import { test } from "uvu";
import * as assert from "uvu/assert";
import { versions } from "../../helpers/paths.ts";
import { sampler } from "../../helpers/sample.ts";
import { definitionsByName } from "../../../generator/ir/lookup.ts";
import { dispatchOf } from "./helpers.ts";

test("pairing: every request of every version, answered with its result and each alternative result, is accepted and typed by its method", async () => {
  const counts: string[] = [];
  for (const version of versions) {
    const { model, methods, dispatch } = await dispatchOf(version);
    const sample = sampler(model);
    const defs = definitionsByName(model);
    let checked = 0;
    for (const side of ["client", "server"] as const) {
      const pairing = side === "client" ? dispatch.createClientPairing() : dispatch.createServerPairing();
      const sent = methods.filter((m) => m.kind === "request" && m.via === "json-rpc" && m.direction === (side === "client" ? "client-to-server" : "server-to-client"));
      let id = 0;
      for (const m of sent) {
        for (const answer of [m.result!, ...m.alternativeResults]) {
          const result = sample(defs.get(answer)!.type);
          assert.equal(pairing.request(++id, m.method), { ok: true });
          const paired = pairing.response(JSON.stringify({ jsonrpc: "2.0", id, result }));
          assert.equal(paired.ok && [paired.kind, paired.method, paired.id], ["result", m.method, id], `${version} ${m.method} -> ${answer}: ${JSON.stringify(paired)}`);
          // A sample may fit the main result too (an alternative with only optional fields): any of the method's answers is right.
          assert.ok([m.result, ...m.alternativeResults].includes(paired.definition), paired.definition);
          checked++;
        }
      }
      assert.is(pairing.pending, 0);
    }
    counts.push(`${version} ${checked}`);
  }
  console.log(`  pairing: results and alternative results accepted per version [${counts.join(", ")}]`);
});

test("pairing: a wrong result shape is rejected with a path; the issue's resources/read example", async () => {
  for (const version of versions) {
    const { dispatch, model } = await dispatchOf(version);
    const pairing = dispatch.createClientPairing();
    assert.equal(pairing.request("r1", "resources/read"), { ok: true });
    const wrong = pairing.response({ jsonrpc: "2.0", id: "r1", result: { contents: "x" } });
    assert.equal([wrong.ok, wrong.reason, wrong.method, wrong.id], [false, "invalid-result", "resources/read", "r1"], version);
    // 2026-07-28's results must carry resultType: there the envelope rejects it first.
    const resultTyped = model.definitions.some((d) => d.name === "Result" && d.type.kind === "object" && d.type.properties.some((p) => p.name === "resultType" && p.required));
    const where = resultTyped ? ["/result", "required"] : ["/result/contents", "type"];
    assert.ok(wrong.errors.some((e: { path: string; keyword: string }) => e.path === where[0] && e.keyword === where[1]), `${version} ${JSON.stringify(wrong.errors)}`);
    // Answered (even wrongly): forgotten.
    assert.is(pairing.pending, 0);
    assert.equal(pairing.response({ jsonrpc: "2.0", id: "r1", result: { contents: [] } }).reason, "unknown-id");
    if (resultTyped) {
      // The schema's InputRequiredResult requires only a string resultType: with one, any shape is an InputRequiredResult.
      pairing.request("r2", "resources/read");
      const loose = pairing.response({ jsonrpc: "2.0", id: "r2", result: { contents: "x", resultType: "complete" } });
      assert.equal([loose.ok, loose.definition], [true, "InputRequiredResult"], version);
    }
  }
});

test("pairing: unknown and duplicate ids, bad ids, error responses, cancellation, non-responses: answers, not exceptions", async () => {
  const { dispatch } = await dispatchOf("2025-11-25");
  const pairing = dispatch.createClientPairing();
  assert.equal(pairing.response({ jsonrpc: "2.0", id: 404, result: {} }), { ok: false, reason: "unknown-id", id: 404 });
  assert.equal(pairing.request(1, "tools/list"), { ok: true });
  assert.equal(pairing.request(1, "tools/call"), { ok: false, reason: "duplicate-id", id: 1, method: "tools/call" });
  // 1 and "1" are different ids.
  assert.equal(pairing.request("1", "tools/call"), { ok: true });
  // The version's RequestId (string or number, as the shipped patch reads schema.ts) is the rule: 1.5 is an id.
  assert.equal(pairing.request(1.5, "tools/call"), { ok: true });
  assert.is(pairing.cancel(1.5), true);
  assert.equal(pairing.request({} as never, "tools/call").reason, "invalid-id");
  // Any method is recorded, so its answer (a -32601, mostly) pairs: one outside the table, one the other side sends.
  assert.equal(pairing.request(2, "sampling/createMessage"), { ok: true });
  assert.equal(pairing.request(3, "toString"), { ok: true });
  assert.is(pairing.cancel(2) && pairing.cancel(3), true);
  const error = pairing.response({ jsonrpc: "2.0", id: "1", error: { code: -32602, message: "bad" } });
  assert.equal(error, { ok: true, kind: "error", id: "1", method: "tools/call", error: { code: -32602, message: "bad" } });
  assert.is(pairing.cancel(1), true);
  assert.is(pairing.cancel(1), false);
  assert.is(pairing.pending, 0);
  assert.equal(pairing.response({ jsonrpc: "2.0", id: 1, result: { tools: [] } }).reason, "unknown-id", "a cancelled request is forgotten");
  assert.equal(pairing.response("{").reason, "not-a-response");
  assert.equal(pairing.response({ jsonrpc: "2.0", id: 1, method: "ping" }).reason, "not-a-response");
  // An error without an id (the peer could not read the request's) answers no request, and is no unknown id.
  assert.equal(pairing.response({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }), { ok: true, kind: "error", id: null, method: null, error: { code: -32700, message: "Parse error" } });
});

test("pairing: 100,000 requests with their responses (and some cancelled) leave no entries behind", async () => {
  const { dispatch, model } = await dispatchOf("2026-07-28");
  const result = sampler(model)(model.definitions.find((d) => d.name === "ListToolsResult")!.type);
  const pairing = dispatch.createClientPairing();
  let peak = 0;
  let answered = 0;
  for (let i = 0; i < 100_000; i++) {
    const id = i % 3 === 0 ? `s${i}` : i;
    assert.ok(pairing.request(id, "tools/list").ok);
    peak = Math.max(peak, pairing.pending);
    if (i % 10 === 9) {
      pairing.cancel(id);
      continue;
    }
    if (pairing.response({ jsonrpc: "2.0", id, result }).ok) answered++;
  }
  assert.is(answered, 90_000);
  assert.is(pairing.pending, 0);
  assert.is(peak, 1);
});

test("pairing.sent: 100,000 outgoing requests, half answered, half cancelled by an outgoing notifications/cancelled: no entries", async () => {
  const { dispatch, model } = await dispatchOf("2025-11-25");
  const result = sampler(model)(model.definitions.find((d) => d.name === "ListToolsResult")!.type);
  const pairing = dispatch.createClientPairing();
  for (let i = 0; i < 100_000; i += 2) {
    assert.ok(pairing.sent(JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/list" })).ok);
    assert.ok(pairing.sent({ jsonrpc: "2.0", id: i + 1, method: "tools/list" }).ok);
    assert.is(pairing.pending, 2);
    assert.ok(pairing.response({ jsonrpc: "2.0", id: i, result }).ok);
    pairing.sent({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: i + 1, reason: "timeout" } });
    assert.is(pairing.pending, 0);
  }
  assert.equal(pairing.sent({ jsonrpc: "2.0", id: 1, method: "tools/list" }), { ok: true });
  assert.equal(pairing.sent({ jsonrpc: "2.0", id: 1, method: "tools/list" }).reason, "duplicate-id");
  assert.equal(pairing.sent("not json"), { ok: true });
  assert.equal(pairing.sent({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } }), { ok: true });
  assert.is(pairing.pending, 1);
});

test.run();
