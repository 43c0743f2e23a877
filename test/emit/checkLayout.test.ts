import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { format as prettierFormat } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import type { Plugin } from "prettier";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import { emitValidatorModule } from "../../generator/targets/validators/module.ts";
import { validatorsTarget } from "../../generator/targets/validators/index.ts";
import { validatorChecks } from "../../generator/emit/layout/validatorChecks.ts";
import { format } from "../../generator/emit/format.ts";
import { resolveOptions } from "../../generator/options.ts";
import type { EmittedFile } from "../../generator/emit/output.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import { historyFiles, schemaPath, versions } from "../helpers/paths.ts";
import { awkwardDefs, longNames, payloadModel, ref, trapsModel } from "./awkwardText.ts";

const prettier = (text: string, printWidth: number) => prettierFormat(text, { printWidth, parser: "babel-ts", plugins: [babel, estree] as Plugin[] });
const release = (v: string) => buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v));

/** The check and collector functions of a validators module (its `declarations` slot), into `into`. */
function checkFunctions(model: Model, into: Set<string>): void {
  let declarations: readonly string[];
  try {
    declarations = emitValidatorModule({ model, header: "// h", file: "x.json" }).source.declarations ?? [];
  } catch {
    return; // what the validators refuse is their tests' concern
  }
  for (const d of declarations) if (d.startsWith("function ")) into.add(d);
}

/**
 * The draft history's schemas the ingest accepts (the ones it refuses are the ingest tests' concern): every eighth
 * draft, or all 215 with MCP_ALL_DRAFTS=1 (a few minutes of prettier).
 */
function historyModels(): Model[] {
  const stride = process.env.MCP_ALL_DRAFTS === "1" ? 1 : 8;
  return historyFiles()
    .filter((_, i) => i % stride === 0)
    .flatMap((h) => {
      try {
        return [buildModel(JSON.parse(readFileSync(h.path, "utf8")) as JsonValue, { file: h.file })];
      } catch {
        return [];
      }
    });
}

/** Long names and keys, a long pattern, a tuple, the awkward strings: lines that must break, strings in single quotes. */
function awkwardModel(): Model {
  const properties: Record<string, JsonValue> = {
    long: { anyOf: longNames.map(ref) },
    tuple: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: { type: "boolean" } },
    [`very${"Long".repeat(20)}Key`]: { type: "string", pattern: "^a".repeat(30), minLength: 1 },
    'say "hi"': { const: 'it\'s "quoted"' },
  };
  return buildModel({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: { ...awkwardDefs, LongUnion: { anyOf: longNames.map(ref) }, Member: { type: "object", properties, required: ['say "hi"'] }, [`Very${"Long".repeat(30)}Name`]: { type: "object", properties: { a: ref(longNames[0]!) } } },
  } as JsonValue);
}

/** Every function the printer lays out at `width` is prettier's printing of it; returns the share of source laid out. */
async function assertPrettiersLayout(texts: readonly string[], width: number): Promise<number> {
  const laidOut = texts.map((t) => validatorChecks.print(t, width));
  const certain = texts.filter((_, i) => laidOut[i] !== undefined);
  const ours = laidOut.filter((l) => l !== undefined);
  // A few hundred functions per prettier run: a mismatch is then found in one small run.
  for (let i = 0; i < certain.length; i += 300) {
    const expected = await prettier(certain.slice(i, i + 300).join("\n"), width);
    if (expected === ours.slice(i, i + 300).join("\n")) continue;
    for (let j = i; j < Math.min(i + 300, certain.length); j++) assert.fixture(ours[j]!, await prettier(certain[j]!, width), `width ${width}`);
  }
  const chars = (xs: readonly string[]) => xs.reduce((n, t) => n + t.length, 0);
  return chars(certain) / chars(texts);
}

test("the check functions of the six releases and the draft history, at widths 80 and 120: exactly as prettier prints them", async () => {
  const unique = new Set<string>();
  for (const model of [...versions.map(release), ...historyModels()]) checkFunctions(model, unique);
  const texts = [...unique];
  assert.ok(texts.length > 1500, String(texts.length));
  for (const width of [80, 120]) {
    const share = await assertPrettiersLayout(texts, width);
    assert.ok(share > 0.99, `width ${width}: ${share}`);
  }
});

test("narrow widths break every kind of line: still prettier's layout (the six releases at 20, 40 and 60)", async () => {
  const unique = new Set<string>();
  for (const v of versions) checkFunctions(release(v), unique);
  const texts = [...unique];
  for (const width of [20, 40, 60]) {
    const share = await assertPrettiersLayout(texts, width);
    // At 20 most functions hold a declaration too long to stay rigid: prettier prints those.
    assert.ok(share > (width === 20 ? 0.1 : 0.9), `width ${width}: ${share}`);
  }
});

test("hostile and awkward text, the fuzzer's payloads and the traps fixture: prettier's layout, or left to prettier", async () => {
  for (const model of [awkwardModel(), payloadModel(), trapsModel()]) {
    const unique = new Set<string>();
    checkFunctions(model, unique);
    for (const width of [40, 80, 120]) await assertPrettiersLayout([...unique], width);
  }
  // prettier's quotes (single around a string holding more double quotes than single ones) and a message too long
  // to stay after its key, in a function the printer lays out.
  const quoted = new Set<string>();
  const properties = { 'say "hi"': { const: 'it\'s "quoted"' }, pat: { type: "string", pattern: "^[a-z]+".repeat(8) } };
  checkFunctions(buildModel({ $defs: { Quoted: { type: "object", properties, required: ['say "hi"'] } } } as JsonValue), quoted);
  const printed = [...quoted].map((t) => validatorChecks.print(t, 80));
  await assertPrettiersLayout([...quoted], 80);
  assert.ok(printed.some((p) => p?.includes(`!(x === 'it\\'s "quoted"')`)), "a string in single quotes");
  assert.ok(printed.some((p) => p !== undefined && /\n +message:\n +'must match pattern "/.test(p)), "a message on a line of its own");
  // Non-ASCII text (the payloads' names) is prettier's to measure: those functions are left to it.
  const payload = new Set<string>();
  checkFunctions(payloadModel(), payload);
  assert.ok([...payload].some((t) => /[^\x20-\x7e\n]/.test(t) && validatorChecks.print(t, 80) === undefined));
});

test("what the printer does not know is left to prettier: other statements, syntax outside the checks', broken objects", () => {
  const refused = [
    "const $re1 = new RegExp(\"a\", \"u\");\n",
    "function f(v: any): boolean {\nreturn v ? 1 : 2;\n}\n",
    "function f(v: any): boolean {\nreturn $k1.some((k: unknown) => deepEqual(v, k));\n}\n",
    "function f(v: any): boolean {\nreturn v === \"caf\u00e9\";\n}\n",
    "function f(v: any): boolean {\nreturn v === 1e21;\n}\n",
    "function f(v: any): void {\nreport(errs, {\npath: p });\n}\n",
    "function f(v: any): boolean {\nreturn true;\n}\nfunction g(v: any): boolean {\nreturn true;\n}\n",
    "function f(v: any): boolean {\nreturn true;\n}",
  ];
  for (const text of refused) assert.is(validatorChecks.print(text, 80), undefined, text);
  assert.is(validatorChecks.print("function f(v: any): boolean {\nreturn (a || (b || c)) && !(d && e);\n}\n", 80), "function f(v: any): boolean {\n  return (a || b || c) && !(d && e);\n}\n");
});

test("2026-07-28's validators.ts through the stage at prettier's default width: a prettier fixpoint, as before the printer", async () => {
  const files = (await validatorsTarget.emit(
    { version: "v", model: release("2026-07-28"), provenance: { source: "s", location: "s.json", sha256: "0".repeat(64), patches: [], generator: "test" } },
    resolveOptions({}),
  )) as EmittedFile[];
  const ts = files.filter((f) => f.path.endsWith("/validators.ts"));
  const [own] = await format(ts, { formatting: "project", outDir: "/nonexistent-mcp-codegen-out" });
  // What the user's `prettier --check` asks: prettier leaves the file as it is.
  assert.fixture(await prettier(own!.contents, 80), own!.contents);
  assert.ok(own!.contents.includes("\n  if (\n    x === undefined ||\n"), "checks broken over lines");
});

test.run();
