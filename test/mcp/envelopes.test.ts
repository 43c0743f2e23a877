import { test } from "uvu";
import * as assert from "uvu/assert";
import { envelopeNames, findEnvelopes } from "../../generator/mcp/envelopes.ts";
import { readJson, schemaPath, versions } from "../helpers/paths.ts";

for (const version of versions) {
  test(`${version}: every envelope is found, by the name this release uses`, () => {
    const raw = readJson<{ definitions?: object; $defs?: object }>(schemaPath(version));
    const names = new Set(Object.keys(raw.$defs ?? raw.definitions ?? {}));
    const found = findEnvelopes((n) => (names.has(n) ? n : undefined));
    assert.ok(found, version);
    // 2025-11-25 renamed the response envelopes; the newer name wins where both exist.
    const renamed = version >= "2025-11-25";
    assert.equal(found, {
      request: "JSONRPCRequest",
      notification: "JSONRPCNotification",
      result: renamed ? "JSONRPCResultResponse" : "JSONRPCResponse",
      error: renamed ? "JSONRPCErrorResponse" : "JSONRPCError",
    });
  });
}

test("a schema missing one envelope has none", () => {
  const all = new Set<string>(Object.values(envelopeNames).flat());
  all.delete("JSONRPCNotification");
  assert.is(findEnvelopes((n) => (all.has(n) ? n : undefined)), undefined);
});

test.run();
