import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import type { JsonValue } from "../../generator/ir/model.ts";
import { schemaPath, versions } from "../helpers/paths.ts";

test("every published version ingests with the spec's definition names", async () => {
  const counts: Record<string, number> = {};
  for (const v of versions) {
    const m = buildModel(await loadSchema(schemaPath(v), v));
    counts[v] = m.definitions.length;
    assert.equal(m.dialect, v < "2025-11-25" ? "draft-07" : "2020-12", v);
    assert.ok(m.definitions.some((d) => d.name === "CallToolRequest"), v);
  }
  assert.equal(counts, { "2024-11-05": 79, "2025-03-26": 83, "2025-06-18": 91, "2025-11-25": 145, "2026-07-28": 155, draft: 155 });
});

test("anyOf of bare required sets beside an object is a presence rule on it, not a union (InputRequiredResult's prose rule)", () => {
  const schema: JsonValue = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      Interim: {
        type: "object",
        properties: { inputRequests: { type: "object", additionalProperties: {} }, requestState: { type: "string" } },
        anyOf: [{ required: ["inputRequests"] }, { required: ["requestState"] }],
      },
      Either: { type: "object", properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }, { type: "string" }] },
    },
  };
  const before = JSON.stringify(schema);
  const m = buildModel(schema);
  assert.is(JSON.stringify(schema), before, "input untouched");
  const interim = m.definitions.find((d) => d.name === "Interim")!.type;
  assert.is(interim.kind, "object");
  assert.equal(interim.kind === "object" && interim.requiredAnyOf, [["inputRequests"], ["requestState"]]);
  // Any other anyOf stays the intersection it was.
  assert.is(m.definitions.find((d) => d.name === "Either")!.type.kind, "intersection");
});

test.run();
