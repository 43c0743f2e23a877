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

test("an anyOf of bare required sets beside an object stays the union the validators check; ingest sets no presence rule (only an overlay's presence-rule does)", () => {
  const schema: JsonValue = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      Interim: {
        type: "object",
        properties: { inputRequests: { type: "object", additionalProperties: {} }, requestState: { type: "string" } },
        anyOf: [{ required: ["inputRequests"] }, { required: ["requestState"] }],
      },
    },
  };
  const interim = buildModel(schema).definitions.find((d) => d.name === "Interim")!.type;
  assert.is(interim.kind, "intersection");
  assert.not.ok(JSON.stringify(interim).includes("requiredAnyOf"));
});

test.run();
