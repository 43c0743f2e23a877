import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import { emitTypes } from "../../generator/targets/ts/emitTypes.ts";
import { tsTarget } from "../../generator/targets/ts/index.ts";
import { format, type Placement } from "../../generator/emit/format.ts";
import { unformattedText } from "../../generator/emit/formatPieces.ts";
import type { EmittedFile } from "../../generator/emit/output.ts";
import type { Model } from "../../generator/ir/model.ts";
import { projectRoot, schemaPath, versions } from "../helpers/paths.ts";
import { draftModels } from "./draftModels.ts";
import { awkwardDefs, awkwardDescription, longNames, payloadModel, ref, trapsModel } from "./awkwardText.ts";

const builtin: Placement = { formatting: "builtin", outDir: "." };
/** prettier's defaults: the project placement of a folder with no config. */
const defaults: Placement = { formatting: "project", outDir: join(projectRoot, "test/fixtures") };
const provenance = { source: "s", location: "s.json", sha256: "0".repeat(64), patches: [], generator: "test" };

/** The stage's output for a file of statements, and prettier over the same file whole: the same bytes. */
async function assertSameAsWhole(file: EmittedFile, placement: Placement): Promise<string> {
  const [pieced] = await format([file], placement);
  const [whole] = await format([{ path: file.path, contents: unformattedText(file) }], placement);
  const a = pieced!.contents.split("\n");
  const b = whole!.contents.split("\n");
  const first = a.findIndex((line, i) => line !== b[i]);
  assert.is(first, -1, first === -1 ? "" : `line ${first + 1}: ours ${JSON.stringify(a[first])}, whole ${JSON.stringify(b[first])}`);
  assert.is(pieced!.contents, whole!.contents);
  return pieced!.contents;
}

async function assertTypesAsWhole(model: Model): Promise<void> {
  const [file] = await tsTarget.emit({ version: "v", model, provenance });
  for (const placement of [builtin, defaults]) await assertSameAsWhole(file!, placement);
}

test("every declaration of the six releases and the draft history: formatted a batch at a time, as the whole file", async () => {
  const unique = new Set<string>();
  for (const v of versions) for (const c of emitTypes(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v)))) unique.add(c.text);
  let drafts = 0;
  for (const { model } of draftModels()) {
    drafts++;
    for (const c of emitTypes(model)) unique.add(c.text);
  }
  assert.ok(drafts > 180, `${drafts} drafts read`);
  const file: EmittedFile = { path: "v/types.ts", template: { folder: "ts", name: "types.ts" }, slots: { header: ["// h"], declarations: [...unique] } };
  const contents = await assertSameAsWhole(file, builtin);
  // Many batches, so the joints between them are compared too.
  assert.ok(unformattedText(file).length > 10 * 64 * 1024, `${unformattedText(file).length} characters`);
  console.log(`  ${unique.size} distinct declarations, ${contents.length} characters`);
});

test("hostile and awkward text: a batch at a time is the whole file's format", async () => {
  const description = awkwardDescription;
  const long = longNames;
  const refs = (names: string[]) => names.map(ref);
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      ...awkwardDefs,
      LongUnion: { anyOf: refs(long) },
      Member: {
        type: "object",
        properties: {
          long: { anyOf: refs(long) },
          deep: { type: "object", properties: { inner: { description, type: "object", properties: { long: { description, anyOf: refs(long) } } } } },
          both: { allOf: [{ $ref: `#/$defs/${long[0]}` }, { type: "object", properties: { b: { type: "boolean" } } }] },
          maps: { type: "object", additionalProperties: { type: "object", properties: { m: { type: "string" } } } },
          tuple: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: { type: "boolean" } },
        },
      },
      Empty: { type: "object", additionalProperties: false },
      [`Very${"Long".repeat(30)}Name`]: { type: "object", properties: { a: { $ref: `#/$defs/${long[0]}` } } },
    },
  };
  await assertTypesAsWhole(buildModel(schema as never));
});

test("the fuzzer's payloads as names, descriptions and constants: a batch at a time is the whole file's format", async () => {
  await assertTypesAsWhole(payloadModel());
});

test("the traps fixture: a batch at a time is the whole file's format", async () => {
  await assertTypesAsWhole(trapsModel());
});

test("a file only tools read keeps its printer's layout under the built-in settings; a project's settings format it", async () => {
  const file: EmittedFile = { path: "v/x.js", lead: "// h", pieces: ["const a   =  1;\n", "", "export {\n  a\n};\n"], machineRead: true };
  const [asPrinted] = await format([file], builtin);
  assert.is(asPrinted!.contents, "// h\n\nconst a   =  1;\nexport {\n  a\n};\n");
  const [formatted] = await format([file], defaults);
  assert.is(formatted!.contents, "// h\n\nconst a = 1;\nexport { a };\n");
  const [whole] = await format([{ path: "v/x.js", contents: unformattedText(file) }], defaults);
  assert.is(formatted!.contents, whole!.contents);
});

test.run();
