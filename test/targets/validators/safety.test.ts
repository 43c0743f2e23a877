import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { projectRoot, readJson } from "../../helpers/paths.ts";
import { ajvChecks } from "./ajv.ts";
import { loadValidators, provenanceFor, versionUnderTest } from "./helpers.ts";

const fixture = (name: string) => join(projectRoot, "test/fixtures/validators", name);

function assertNoPollution() {
  const probe = {} as Record<string, unknown>;
  assert.is(probe.polluted, undefined, "Object.prototype untouched");
  assert.is(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), false);
}

test("__proto__, constructor and prototype keys neither pollute nor crash, and get Ajv's verdict", async () => {
  const { json, model, validators } = await versionUnderTest("2026-07-28");
  const ajv = ajvChecks(json, model);
  const hostile = [
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": {"polluted": true}}',
    '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "x", "_meta": {}, "arguments": {"__proto__": {"polluted": true}}, "__proto__": {"name": 1}}}',
    '{"type": "text", "text": "hi", "__proto__": {"type": "image"}, "constructor": 1}',
    '{"toString": 1, "valueOf": 2, "hasOwnProperty": 3}',
  ].map((s) => JSON.parse(s) as unknown);
  const definitions = ["Result", "CallToolRequest", "TextContent", "ContentBlock", "JSONObject", "JSONValue", "Error", "Implementation"];
  for (const value of hostile) {
    for (const d of definitions) {
      assert.is(validators.is[d]!(value), ajv(d)(value), `${d} on ${JSON.stringify(value)}`);
      assert.is(validators.validate[d]!(value).ok, ajv(d)(value));
    }
    validators.parseMessage!(value);
    validators.parseMessage!(JSON.stringify(value));
  }
  assertNoPollution();
  for (const key of ["__proto__", "toString", "constructor", "hasOwnProperty"]) {
    assert.is(validators.is[key], undefined, `is[${key}]`);
    assert.is(validators.validate[key], undefined, `validate[${key}]`);
    const r = validators.parseMessage!({ jsonrpc: "2.0", id: 1, method: key });
    assert.is(r.reason, "unknown-method", key);
  }
});

test("required counts own properties only; inherited ones do not satisfy it", async () => {
  const model = buildModel(readJson(fixture("hostile-names.json")) as never);
  const v = await loadValidators({ version: "hostile", model, provenance: provenanceFor("hostile-names.json") });
  assert.is(v.is["__proto__"]!({}), false, "{} lacks own toString");
  assert.is(v.is["__proto__"]!(JSON.parse('{"toString": 1}')), true);
  assert.is(v.is["__proto__"]!(Object.create({ toString: 1 })), false, "inherited");
  const constant = v.is['Quote"*/`${x}']!;
  assert.is(constant(JSON.parse('{"__proto__": {"polluted": true}, "a\\u2028": "</script>"}')), true, "const with an own __proto__ key");
  assert.is(constant({ "a\u2028": "</script>" }), false);
  const normal = v.is.Normal!;
  assert.is(normal(JSON.parse('{"__proto__": "s", "constructor": 1, "*/ alert(1) /*": "\\"; throw 1; //", "x-\\"\'": true}')), true);
  assert.is(normal(JSON.parse('{"__proto__": 1}')), false);
  assert.is(normal({ other: 1 }), false, "closed");
  assertNoPollution();
});

test("a value nested 100,000 levels deep gives a verdict or a clean error, never a crash", async () => {
  const { validators } = await versionUnderTest("2026-07-28");
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const verdict = validators.is.JSONValue!(deep);
  assert.type(verdict, "boolean");
  const result = validators.validate.JSONValue!(deep);
  if (result.ok) assert.ok(verdict);
  else assert.equal(result.errors, [{ path: "", keyword: "depth", message: "value is nested too deeply to validate" }]);
  // The same depth where the schema says "any value" is simply valid.
  const meta = '{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}';
  const text = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"_meta":${meta},"name":"x","arguments":{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}}}`;
  const parsed = validators.parseMessage!(text);
  assert.is(parsed.ok, true, JSON.stringify(parsed.errors));
});

test("1 MB strings: right verdicts for plain text, uri and byte", async () => {
  const { json, model, validators } = await versionUnderTest("2026-07-28");
  const ajv = ajvChecks(json, model);
  const mb = 1 << 20;
  const text = { type: "text", text: "é".repeat(mb) };
  assert.is(validators.is.TextContent!(text), true);
  const blob = (data: string) => ({ uri: "file:///x", blob: data });
  for (const value of [blob("QUJD".repeat(mb / 4)), blob("QUJD".repeat(mb / 4) + "!"), blob("A".repeat(mb))]) {
    assert.is(validators.is.BlobResourceContents!(value), ajv("BlobResourceContents")(value));
  }
  for (const uri of [`https://example.com/${"a".repeat(mb)}`, `https://example.com/${"a".repeat(mb)} `, "x".repeat(mb)]) {
    const link = { type: "resource_link", uri, name: "n" };
    assert.is(validators.is.ResourceLink!(link), ajv("ResourceLink")(link));
  }
});

test.run();
