import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { format as prettierFormat } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import type { Plugin } from "prettier";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import { emitTypes } from "../../generator/targets/ts/emitTypes.ts";
import { tsTarget } from "../../generator/targets/ts/index.ts";
import { format, builtinSettings } from "../../generator/emit/format.ts";
import { unformattedText } from "../../generator/emit/formatPieces.ts";
import { statementLayout } from "../../generator/emit/layout/index.ts";
import { typeDeclarations } from "../../generator/emit/layout/typeDeclarations.ts";
import { plainLines } from "../../generator/emit/layout/plainLines.ts";
import { validatorApi } from "../../generator/emit/layout/validatorApi.ts";
import { validatorRecords } from "../../generator/emit/layout/validatorRecords.ts";
import { emitValidatorModule } from "../../generator/targets/validators/module.ts";
import { validatorsTarget } from "../../generator/targets/validators/index.ts";
import { resolveOptions } from "../../generator/options.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import type { EmittedFile } from "../../generator/emit/output.ts";
import { schemaPath, versions } from "../helpers/paths.ts";
import { payloads } from "../security/fuzz.ts";
import { draftModels } from "./draftModels.ts";
import { awkwardDefs, awkwardDescription, longNames, payloadModel, ref, trapsModel } from "./awkwardText.ts";

const widths = [80, 120];
const prettier = (text: string, printWidth: number) => prettierFormat(text, { printWidth, parser: "babel-ts", plugins: [babel, estree] as Plugin[] });
const input = (model: Model) => ({
  version: "v",
  model,
  provenance: { source: "s", location: "s.json", sha256: "0".repeat(64), patches: [], generator: "test" },
});

/** Every statement the printer lays out, as prettier prints it at `width`: one prettier run over all of them. */
async function assertPrettiersLayout(texts: readonly string[], width: number): Promise<number> {
  const laidOut = texts.map((t) => typeDeclarations.print(t, width));
  const certain = texts.filter((_, i) => laidOut[i] !== undefined);
  const split = (s: string) => s.split(/\n(?=\/\*\*\n|export )/);
  const expected = split(await prettier(certain.join("\n"), width));
  const ours = split(laidOut.filter((l) => l !== undefined).join("\n"));
  const first = ours.findIndex((d, i) => d !== expected[i]);
  assert.is(first, -1, first === -1 ? "" : `width ${width}, ours:\n${ours[first]}\nprettier:\n${expected[first]}`);
  assert.is(ours.length, expected.length);
  return certain.length;
}

/** The ts target's file through the output stage (printers first) and prettier over its unformatted text: the same bytes. */
async function assertSameAsPrettier(model: Model): Promise<void> {
  const files = tsTarget.emit(input(model)) as EmittedFile[];
  for (const [placement, width] of [[undefined, 120], [{ formatting: "project" as const, outDir: "/nonexistent-mcp-codegen-out" }, 80]] as const) {
    const [own] = await format(files, placement);
    assert.fixture(own!.contents, await prettier(unformattedText(files[0]!), width));
  }
}

test("every declaration of the six releases and the draft history, at widths 80 and 120: exactly as prettier prints it", async () => {
  const unique = new Set<string>();
  const left: Record<string, number> = {};
  for (const v of versions) {
    const texts = emitTypes(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v))).map((c) => c.text);
    left[v] = texts.filter((t) => typeDeclarations.print(t, 80) === undefined).length;
    for (const t of texts) unique.add(t);
  }
  // Most declarations of a release need no prettier (the rest: constants and the shapes the printer is not sure of).
  for (const v of versions) assert.ok(left[v]! < 20, `${v}: ${left[v]} left to prettier`);
  for (const { model } of draftModels()) for (const c of emitTypes(model)) unique.add(c.text);
  const texts = [...unique];
  for (const width of widths) {
    const certain = await assertPrettiersLayout(texts, width);
    assert.ok(certain > 0.9 * texts.length, `width ${width}: ${certain} of ${texts.length}`);
  }
});

test("hostile and awkward text: the stage's file is prettier's, whichever declarations fall back to prettier", async () => {
  const description = awkwardDescription;
  const long = longNames;
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      ...awkwardDefs,
      LongUnion: { anyOf: long.map(ref) },
      MidUnion: { anyOf: long.slice(0, 5).map(ref) },
      ThreeUnion: { anyOf: long.slice(0, 3).map(ref) },
      FourUnion: { anyOf: long.slice(0, 4).map(ref) },
      Member: {
        type: "object",
        properties: {
          long: { anyOf: long.map(ref) },
          mid: { anyOf: long.slice(0, 4).map(ref) },
          short: { anyOf: long.slice(0, 2).map(ref) },
          arrays: { anyOf: [{ type: "array", items: { anyOf: long.slice(0, 3).map(ref) } }, ...long.slice(3, 7).map(ref)] },
          nested: { type: "object", properties: { deeper: { type: "array", items: { type: "object", properties: { z: { const: "z" } } } } } },
          deep: {
            type: "object",
            properties: {
              inner: {
                description,
                type: "object",
                properties: { long: { description, anyOf: long.map(ref) }, mid: { anyOf: long.slice(0, 4).map(ref) } },
              },
            },
          },
          both: { allOf: [ref(long[0]!), { type: "object", properties: { b: { type: "boolean" } } }] },
          maps: { type: "object", additionalProperties: { type: "object", properties: { m: { type: "string" } } } },
          nullable: { anyOf: [{ type: "object", properties: { n: { type: "string" } } }, { type: "null" }] },
          tuple: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: { type: "boolean" } },
        },
      },
      Empty: { type: "object", additionalProperties: false },
      [`Very${"Long".repeat(30)}Name`]: { type: "object", properties: { a: ref(long[0]!) } },
    },
  };
  const model = buildModel(schema as never);
  const texts = emitTypes(model).map((c) => c.text);
  for (const width of widths) {
    const fallbacks = texts.filter((t) => typeDeclarations.print(t, width) === undefined).length;
    // Both paths are exercised: laid out by the printer, and handed to prettier.
    assert.ok(fallbacks > 3 && fallbacks < texts.length - 10, `width ${width}: ${fallbacks} of ${texts.length}`);
  }
  await assertSameAsPrettier(model);
});

test("the fuzzer's payloads as names, descriptions and constants: prettier's layout", async () => {
  await assertSameAsPrettier(payloadModel());
});

test("the traps fixture: prettier's layout", async () => {
  await assertSameAsPrettier(trapsModel());
});

test("the printers print for prettier's defaults and the built-in settings only; any other setting is prettier's", () => {
  for (const settings of [{}, builtinSettings, { printWidth: 100, endOfLine: "crlf" as const }, { semi: true, tabWidth: 2 }]) {
    assert.ok(statementLayout("v/types.ts", settings), JSON.stringify(settings));
  }
  for (const settings of [{ semi: false }, { tabWidth: 4 }, { useTabs: true }, { singleQuote: true }, { plugins: ["x"] }, { printWidth: 0 }, { experimentalTernaries: true }]) {
    assert.is(statementLayout("v/types.ts", settings), undefined, JSON.stringify(settings));
  }
  // No printer for the file's language: prettier prints it.
  assert.is(statementLayout("v/methods.json", {}), undefined);
});

test("a project's own config (tabs) is prettier's to apply: the stage's output is prettier's with that config", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-layout-"));
  try {
    writeFileSync(join(dir, ".prettierrc"), JSON.stringify({ useTabs: true, printWidth: 100 }));
    const files = tsTarget.emit(input(buildModel(parseSchema(readFileSync(schemaPath("2026-07-28"), "utf8"), "s")))) as EmittedFile[];
    const [own] = await format(files, { formatting: "project", outDir: dir });
    const expected = await prettierFormat(unformattedText(files[0]!), { useTabs: true, printWidth: 100, parser: "babel-ts", plugins: [babel, estree] as Plugin[] });
    assert.ok(expected.includes("\n\t"));
    assert.fixture(own!.contents, expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("line comments and re-exports (the provenance header, index.ts): laid out as prettier prints them, or left to prettier", async () => {
  const cases = [
    "// Generated by mcp-codegen. Do not edit: regenerate.\n\nexport * as v2026_07_28 from \"./2026-07-28/types.js\";\nexport * as draft from \"./draft/types.js\";\n",
    "// a\n// b\n//\n// c",
    "// trailing blank \n",
    "// tab\tinside",
    "export * as x from './single.js';\n",
    "export * as v from \"./\u00e9.js\";\n",
    `export * as ${"v".repeat(70)} from "./types.js";\n`,
    "\n// leading blank\n",
    "// a\n\n\n// b\n",
  ];
  let laid = 0;
  for (const text of cases) {
    for (const width of widths) {
      const own = plainLines.print(text, width);
      if (own === undefined) continue;
      laid++;
      assert.is(own, await prettier(text, width), JSON.stringify(text));
    }
  }
  assert.ok(laid >= 6 && laid < cases.length * widths.length, String(laid));
  const combined = tsTarget.combine([input(buildModel({ $defs: { A: { type: "string" } } } as JsonValue))], resolveOptions({}));
  const [index] = await format(combined as EmittedFile[]);
  assert.ok(plainLines.print((combined[0] as { contents: string }).contents, 120));
  assert.is(index!.contents, await prettier((combined[0] as { contents: string }).contents, 120));
});

/** Every statement of a validators module (validators.ts and validators.d.ts) that a validators printer lays out. */
function validatorStatements(model: Model, into: Set<string>): void {
  let module: ReturnType<typeof emitValidatorModule>;
  try {
    module = emitValidatorModule({ model, header: "// h", file: "x.json" });
  } catch {
    return; // what the validators refuse is their tests' concern
  }
  for (const slots of [module.source, module.declarations]) for (const t of [...(slots.api ?? []), ...(slots.records ?? [])]) into.add(t);
}

test("the validators' guards, validators and records of the six releases and the draft history, at widths 80 and 120: prettier's layout", async () => {
  const unique = new Set<string>();
  for (const v of versions) validatorStatements(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v)), unique);
  for (const { model } of draftModels()) validatorStatements(model, unique);
  const texts = [...unique];
  for (const width of widths) {
    const laidOut = texts.map((t) => validatorApi.print(t, width) ?? validatorRecords.print(t, width));
    const certain = texts.filter((_, i) => laidOut[i] !== undefined);
    assert.ok(certain.length > 0.95 * texts.length, `width ${width}: ${certain.length} of ${texts.length}`);
    const expected = (await prettier(certain.join("\n"), width)).split("\n");
    const ours = laidOut.filter((l) => l !== undefined).join("\n").split("\n");
    const first = ours.findIndex((l, i) => l !== expected[i]);
    assert.is(first, -1, first === -1 ? "" : `width ${width}, line ${first}:\nours:\n${ours.slice(first - 5, first + 5).join("\n")}\nprettier:\n${expected.slice(first - 5, first + 5).join("\n")}`);
    assert.is(ours.length, expected.length);
  }
});

test("validators of hostile and long names: prettier leaves the stage's validators.ts and validators.d.ts as they are, printed or not", async () => {
  const long = "Very".repeat(18);
  const defs: Record<string, JsonValue> = {
    Short: { type: "string" },
    [`${long}Name`]: { type: "object", properties: { a: { type: "string" } } },
    [`${"Mid".repeat(9)}Name`]: { type: "object", properties: { a: { type: "string" } } },
    "with-dash": { type: "string" },
    __proto__: { type: "number" },
    café: { type: "boolean" },
    "1leading": { type: "null" },
  };
  payloads.slice(0, 20).forEach((p, i) => {
    defs[`P${i}`] = { description: p, type: "object", properties: { [p]: { const: p } } };
  });
  const model = buildModel({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs } as JsonValue);
  const files = (await validatorsTarget.emit(input(model), resolveOptions({}))).filter((f) => /\/validators\.(d\.)?ts$/.test(f.path));
  assert.is(files.length, 2);
  for (const [placement, width] of [[undefined, 120], [{ formatting: "project" as const, outDir: "/nonexistent-mcp-codegen-out" }, 80]] as const) {
    const own = await format(files, placement);
    // What the user's `prettier --check` asks: prettier with the same options leaves the files as they are.
    for (const f of own) assert.fixture(await prettier(f.contents, width), f.contents);
  }
  const statements = new Set<string>();
  validatorStatements(model, statements);
  const printed = [...statements].filter((t) => validatorApi.print(t, 80) ?? validatorRecords.print(t, 80));
  // Both paths are exercised: printed by the stage, and handed to prettier.
  assert.ok(printed.length > 3 && printed.length < statements.size, `${printed.length} of ${statements.size}`);
});

test.run();
