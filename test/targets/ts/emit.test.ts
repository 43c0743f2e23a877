import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { parseSchema } from "../../../generator/ingest/load.ts";
import { emitTypes } from "../../../generator/targets/ts/emitTypes.ts";
import { projectRoot } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";
import type { Model } from "../../../generator/ir/model.ts";

const trapsPath = join(projectRoot, "test/fixtures/ts/traps.json");
const model: Model = buildModel(parseSchema(readFileSync(trapsPath, "utf8"), trapsPath));
const declaration = (name: string) => {
  const i = model.definitions.findIndex((d) => d.name === name);
  return emitTypes(model)[i]!.text.replace(/\s+/g, " ").trim();
};

test("index signatures as schema.ts has them: additionalProperties {}/true/schema, the bare open record, inherited via extends", () => {
  assert.is(declaration("Closed"), "export interface Closed { a?: string; }");
  assert.is(declaration("Unspecified"), "export interface Unspecified { a: string; }");
  assert.is(declaration("Open"), "export interface Open { a?: string; [key: string]: unknown; }");
  assert.is(declaration("Bare"), "export type Bare = object;");
  assert.is(declaration("Typed"), "export interface Typed { n?: number; [key: string]: string | number | undefined; }");
  assert.match(declaration("Extra"), /export type Extra = \{ \[key: string\]: unknown \};$/);
  assert.match(declaration("TaggedExtra"), /export interface TaggedExtra extends Extra \{ tag\?: string; \}$/);
});

test("@deprecated carries its reason; a hostile reason cannot end the comment", () => {
  const hostile: Model = {
    ...model,
    definitions: [{ name: "Old", pointer: "#/$defs/Old", deprecated: { reason: "Use New. */ alert(1) /*\nSecond line." }, type: { kind: "primitive", pointer: "#", type: "string", constraints: {} } }],
  };
  const [text] = emitTypes(hostile).map((c) => c.text);
  assert.is(text, "/**\n * @deprecated Use New. *\\/ alert(1) /*\n * Second line.\n */\nexport type Old = string;\n");
  const bare = emitTypes({ ...hostile, definitions: [{ ...hostile.definitions[0]!, deprecated: {} }] })[0]!.text;
  assert.is(bare, "/**\n * @deprecated\n */\nexport type Old = string;\n");
});

test("const with and without type, enums as literal unions", () => {
  assert.is(declaration("ConstTyped"), 'export type ConstTyped = "2.0";');
  assert.is(declaration("ConstUntyped"), "export type ConstUntyped = 42;");
  assert.is(declaration("Roles"), 'export type Roles = "user" | "assistant";');
});

test("recursion by name, allOf as intersection", () => {
  assert.is(declaration("Tree"), "export interface Tree { children?: Tree[]; }");
  assert.is(declaration("Both"), "export type Both = Unspecified & { code: -1; };");
});

test("JSDoc cannot be ended by a description; odd property names are quoted; @deprecated", () => {
  const text = declaration("Comment");
  assert.ok(text.includes("Ends early? *\\/ alert(1)"), text);
  assert.not.ok(/\*\/ alert/.test(text));
  assert.ok(text.includes('"odd-name"?: boolean;'), text);
  assert.ok(declaration("Deprecated").includes("@deprecated"));
});

test("anonymous nested objects get path-derived names; a collision is resolved and reported", () => {
  const nested = model.definitions.find((d) => d.name === "Nested")!;
  const params = nested.type.kind === "object" ? nested.type.properties[0]!.type : undefined;
  assert.is(params?.suggestedName, "NestedParamsInline");
  assert.equal(model.renames, [{ pointer: "#/$defs/Nested/properties/params", wanted: "NestedParams", chosen: "NestedParamsInline" }]);
  const meta = params?.kind === "object" ? params.properties[0]!.type : undefined;
  assert.is(meta?.suggestedName, "NestedParamsMeta");
});

test("the fixture's output compiles under --strict", async () => {
  const files = await renderFiles({ schemas: [trapsPath], targets: ["ts"] });
  const dir = writeTemp(files);
  assert.equal(typecheck([join(dir, "index.ts")]), []);
  const index = files.find((f) => f.path === "index.ts")!.contents;
  assert.match(index, /export \* as traps from "\.\/traps\/types\.js";/);
});

test("no numbered names anywhere in the six versions' models", async () => {
  const files = await renderFiles({ all: true, targets: ["ts"] });
  for (const f of files) assert.not.match(f.contents, /\b(Params|Data|Meta|Result)\d\b/, f.path);
  const index = files.find((f) => f.path === "index.ts")!.contents;
  assert.match(index, /export \* as v2026_07_28 from "\.\/2026-07-28\/types\.js";/);
  assert.match(index, /export \* as draft from "\.\/draft\/types\.js";/);
});

test.run();
