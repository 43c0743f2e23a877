import { test } from "uvu";
import * as assert from "uvu/assert";
import { exampleFiles, readJson, versions } from "../../helpers/paths.ts";
import { versionUnderTest } from "./helpers.ts";

test("every JSON-RPC example of 2026-07-28 parses as the kind and method it is", async () => {
  const { validators } = await versionUnderTest("2026-07-28");
  let seen = 0;
  for (const e of exampleFiles()) {
    const value = readJson<Record<string, unknown>>(e.path);
    if (value.jsonrpc !== "2.0") continue;
    seen++;
    const parsed = validators.parseMessage!(JSON.stringify(value));
    const kind = "method" in value ? ("id" in value ? "request" : "notification") : "result" in value ? "result" : "error";
    assert.equal({ ok: parsed.ok, kind: parsed.kind }, { ok: true, kind }, `${e.type}/${e.file}: ${JSON.stringify(parsed.errors)}`);
    if ("method" in value) assert.is(parsed.method, value.method);
    assert.equal(parsed.message, value);
  }
  assert.ok(seen > 20, `JSON-RPC examples found: ${seen}`);
});

const listTools = exampleFiles().find((e) => e.type === "ListToolsRequest")!.path;

test("classification on every version: request, notification, result, error, unknown method, shape, envelope, json", async () => {
  for (const version of versions) {
    const { validators } = await versionUnderTest(version);
    const parse = validators.parseMessage!;
    // 2026-07-28 has no ping, and its requests carry _meta: take its own example there.
    const request = validators.is.PingRequest ? '{"jsonrpc": "2.0", "id": 7, "method": "ping"}' : JSON.stringify(readJson(listTools));
    const ping = parse(request);
    assert.equal([ping.ok, ping.kind], [true, "request"], `${version} ${JSON.stringify(ping.errors)}`);
    const cancelled = parse({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 7 } });
    assert.equal([cancelled.ok, cancelled.kind, cancelled.method], [true, "notification", "notifications/cancelled"], `${version} ${JSON.stringify(cancelled.errors)}`);
    const error = parse({ jsonrpc: "2.0", id: 7, error: { code: -32601, message: "nope" } });
    assert.equal([error.ok, error.kind], [true, "error"], version);
    const unknown = parse({ jsonrpc: "2.0", id: 7, method: "tools/teleport", params: {} });
    assert.equal([unknown.ok, unknown.kind, unknown.reason, unknown.method], [false, "request", "unknown-method", "tools/teleport"], version);
    const unknownNote = parse({ jsonrpc: "2.0", method: "notifications/teleported" });
    assert.equal([unknownNote.ok, unknownNote.kind, unknownNote.reason], [false, "notification", "unknown-method"], version);
    const shape = parse({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: 42 } });
    assert.equal([shape.ok, shape.kind, shape.reason, shape.method], [false, "request", "invalid", "tools/call"], version);
    assert.ok(shape.errors!.length > 0);
    const envelope = parse({ jsonrpc: "1.0", id: 7, method: "ping" });
    assert.equal([envelope.ok, envelope.kind, envelope.reason], [false, "request", "envelope"], version);
    assert.ok(envelope.errors!.some((e) => e.path === "/jsonrpc"), `${version} ${JSON.stringify(envelope.errors)}`);
    const badResult = parse({ jsonrpc: "2.0", id: 7, result: "not an object" });
    assert.equal([badResult.ok, badResult.kind, badResult.reason], [false, "result", "envelope"], version);
    for (const input of ["{", "[]", "42", "null", '{"jsonrpc": "2.0"}']) {
      const r = parse(input);
      assert.equal([r.ok, r.kind], [false, "unknown"], `${version} ${input}`);
      assert.is(r.reason, input === "{" ? "json" : "envelope");
    }
  }
});


test("methods come from the spec's method unions: 2026-07-28's input requests are not JSON-RPC requests", async () => {
  const roots = { jsonrpc: "2.0", id: 1, method: "roots/list" };
  const before = (await versionUnderTest("2025-11-25")).validators.parseMessage!(roots);
  assert.equal([before.ok, before.kind, before.method], [true, "request", "roots/list"]);
  const after = (await versionUnderTest("2026-07-28")).validators.parseMessage!(roots);
  assert.equal([after.ok, after.reason], [false, "unknown-method"]);
});

test.run();
