import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { inferExtends } from "../../generator/ingest/inferExtends.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";

const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $defs: {
    MetaObject: { type: "object" },
    RequestMetaObject: { type: "object", properties: { progressToken: { type: "string" } } },
    ResultMetaObject: { type: "object", properties: { serverInfo: { type: "string" } } },
    ListenResultMetaObject: { type: "object", properties: { serverInfo: { type: "string" }, id: { type: "string" } }, required: ["id"] },
    Result: { type: "object", properties: { _meta: { $ref: "#/$defs/ResultMetaObject" } }, additionalProperties: {} },
    // Narrower _meta (required, a definition that extends ResultMetaObject): still a Result.
    ListenResult: { type: "object", properties: { _meta: { $ref: "#/$defs/ListenResultMetaObject" } }, required: ["_meta"] },
    CallToolResult: { type: "object", properties: { _meta: { $ref: "#/$defs/ResultMetaObject" }, content: { type: "array" } } },
    // Lacks Result's _meta: not a Result, whatever its name.
    SearchResult: { type: "object", properties: { hits: { type: "array" } } },
    // Closed: cannot extend an open base.
    ClosedResult: { type: "object", properties: { _meta: { $ref: "#/$defs/ResultMetaObject" } }, additionalProperties: false },
    // _meta of another type: not as narrow as Result's.
    OddResult: { type: "object", properties: { _meta: { type: "string" } } },
  },
} satisfies JsonValue;

const extendsOf = (m: Model) =>
  Object.fromEntries(m.definitions.flatMap((d) => (d.type.kind === "object" && d.type.extends ? [[d.name, d.type.extends]] : [])));

test("a bare object schema (no properties, no additionalProperties) is the open record", () => {
  const meta = buildModel(schema).definitions.find((d) => d.name === "MetaObject")!;
  assert.equal(meta.type, { kind: "map", pointer: "#/$defs/MetaObject", values: { kind: "any", pointer: "#/$defs/MetaObject" }, constraints: {} });
});

test("objects named after an open definition, repeating its properties as narrow or narrower, extend it", () => {
  assert.equal(extendsOf(buildModel(schema)), {
    CallToolResult: ["Result"],
    ListenResult: ["Result"],
    ListenResultMetaObject: ["ResultMetaObject"],
    RequestMetaObject: ["MetaObject"],
    ResultMetaObject: ["MetaObject"],
  });
});

test("inferExtends is pure and idempotent", () => {
  const before = JSON.stringify(schema);
  const model = buildModel(schema);
  assert.is(JSON.stringify(schema), before);
  const snapshot = JSON.stringify(model);
  const again = inferExtends(model);
  assert.is(JSON.stringify(model), snapshot, "input model untouched");
  assert.equal(again, model);
});

test.run();
