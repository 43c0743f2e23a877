import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { format as prettierFormat } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import type { Plugin } from "prettier";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import { format, type Placement } from "../../generator/emit/format.ts";
import { stripTypes } from "../../generator/emit/stripTypes.ts";
import { strippedFunctions } from "../../generator/emit/layout/strippedLines.ts";
import { validatorApi } from "../../generator/emit/layout/validatorApi.ts";
import { validatorRecords } from "../../generator/emit/layout/validatorRecords.ts";
import { emitValidatorModule } from "../../generator/targets/validators/module.ts";
import { validatorsTarget } from "../../generator/targets/validators/index.ts";
import { resolveOptions } from "../../generator/options.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import type { EmittedFile } from "../../generator/emit/output.ts";
import { projectRoot, schemaPath, versions } from "../helpers/paths.ts";
import { draftModels } from "./draftModels.ts";
import { awkwardDefs, awkwardDescription, longNames, ref } from "./awkwardText.ts";

const widths = [80, 120];
const plugins = [babel, estree] as Plugin[];
const prettierTs = (text: string, printWidth: number) => prettierFormat(text, { printWidth, parser: "babel-ts", plugins });
const prettierJs = (text: string, printWidth: number) => prettierFormat(text, { printWidth, parser: "babel", plugins });
const builtin: Placement = { formatting: "builtin", outDir: "." };
/** prettier's defaults: the project placement of a folder with no config. */
const defaults: Placement = { formatting: "project", outDir: `${projectRoot}test/fixtures` };
const input = (model: Model) => ({
  version: "v",
  model,
  provenance: { source: "s", location: "s.json", sha256: "0".repeat(64), patches: [], generator: "test" },
});

function firstDifference(ours: string, expected: string): string {
  const a = ours.split("\n");
  const b = expected.split("\n");
  const i = a.findIndex((line, k) => line !== b[k]);
  return i < 0 ? `lengths ${a.length} and ${b.length}` : `line ${i + 1}:\nours:\n${a.slice(Math.max(0, i - 3), i + 4).join("\n")}\nprettier:\n${b.slice(Math.max(0, i - 3), i + 4).join("\n")}`;
}

function assertSame(ours: string, expected: string, what: string): void {
  assert.ok(ours === expected, `${what}: ${ours === expected ? "" : firstDifference(ours, expected)}`);
}

/**
 * validators.js through the output stage: prettier leaves it as it is (`prettier --check` passes), it is valid
 * JavaScript, and it is validators.ts's text with the types left out, line for line where no type was.
 */
async function assertStrippedAsPrettier(model: Model): Promise<void> {
  // Sorted by path, as generate hands them to the stage: validators.js before the validators.ts it is stripped from.
  const files = ((await validatorsTarget.emit(input(model), resolveOptions({ targets: ["ts", "validators"] }))) as EmittedFile[]).sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const [placement, width] of [[builtin, 120], [defaults, 80]] as const) {
    const out = await format(files, placement);
    const js = out.find((f) => f.path === "v/validators.js")!.contents;
    const ts = out.find((f) => f.path === "v/validators.ts")!.contents;
    assertSame(js, await prettierJs(js, width), `width ${width}`);
    // The checks are the TypeScript's lines (a few signatures aside): nothing was formatted apart.
    const checks = (text: string) => text.slice(text.indexOf("// Checks, one per definition"), text.indexOf("// Guards and validators"));
    const tsLines = new Set(checks(ts).split("\n"));
    const jsLines = checks(js).split("\n");
    assert.ok(jsLines.length > 10);
    assert.ok(jsLines.filter((l) => !tsLines.has(l)).length < 0.2 * jsLines.length, `width ${width}: the checks' lines are not the TypeScript's`);
  }
}

test("stripTypes: declarations, annotations, optional marks, assertions and type arguments go; code, comments and strings stay", () => {
  const ts = `import type * as T from "./types.js";
/** A type. */
export interface A { a: string }
export type B = A | "x: y";
export declare function d(x: number): void;
/** Kept. */
export function f(v: any, o?: { n: number }): v is T.A {
  let x: any;
  const y: readonly string[] = ["a: any", 'b as T'];
  const z = (x as unknown as { w: number }).w + v!.n + (y satisfies readonly string[]).length;
  const s = new Set<string>(y);
  return ((kind === "a" ? g(v) : h(v)) as boolean) && s.size > 0;
}
const arrow = (a: number): number => a * 2;
`;
  assert.is(
    stripTypes(ts),
    `/** Kept. */
export function f(v, o) {
  let x;
  const y = ["a: any", 'b as T'];
  const z = (x).w + v.n + (y).length;
  const s = new Set(y);
  return ((kind === "a" ? g(v) : h(v))) && s.size > 0;
}
const arrow = (a) => a * 2;
`,
  );
  assert.throws(() => stripTypes("enum E { A }"), /runtime meaning/);
  assert.throws(() => stripTypes("namespace N { export const a = 1; }"), /runtime meaning/);
});

test("strippedFunctions: other top-level forms and unknown types are left to prettier", () => {
  assert.is(strippedFunctions("function $c1(v: any): boolean {\n  let x: any;\n  return true;\n}\n", 80), "function $c1(v) {\n  let x;\n  return true;\n}\n");
  assert.is(strippedFunctions("function $c1(v: Foo): boolean {\n  return true;\n}\n", 80), undefined);
  assert.is(strippedFunctions("function $c1(v: any): Foo {\n  return true;\n}\n", 80), undefined);
  assert.is(strippedFunctions("const $k1: any = 1;\n", 80), undefined);
  assert.is(strippedFunctions("export const a = 1;\n", 80), undefined);
  assert.is(strippedFunctions("interface A {}\n", 80), undefined);
  // A signature too long for the width breaks as prettier breaks it.
  const long = `function $${"e".repeat(60)}(v: any, p: string, errs: ValidationError[]): void {\n}\n`;
  assert.is(strippedFunctions(long, 80), `function $${"e".repeat(60)}(\n  v,\n  p,\n  errs,\n) {\n}\n`);
});

/** A release or a draft's validators module: its checks, API pairs and records as the target emits them. */
function moduleOf(model: Model, file: string) {
  return emitValidatorModule({ model, header: "// h", file }).source;
}

test("the checks, guards, validators and records of the six releases and the draft history, at widths 80 and 120: prettier's JavaScript", async () => {
  const checks = new Set<string>();
  const others = new Set<string>();
  const add = (model: Model, file: string) => {
    const m = moduleOf(model, file);
    for (const s of m.declarations!) checks.add(s);
    for (const s of [...m.api!, ...m.records!]) others.add(s);
  };
  for (const v of versions) add(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v)), v);
  // Every eighth draft (MCP_ALL_DRAFTS=1: all 215, 9 MB of distinct checks, a few minutes of prettier).
  const stride = process.env.MCP_ALL_DRAFTS === "1" ? 1 : 8;
  for (const { file, model } of draftModels(stride)) {
    try {
      add(model, file);
    } catch {
      // drafts the validators refuse are covered by their own tests
    }
  }
  const checkText = [...checks].join("\n");
  const otherTexts = [...others];
  for (const width of widths) {
    const ours = strippedFunctions(await prettierTs(checkText, width), width);
    assert.ok(ours !== undefined, `width ${width}: a check the printer does not know`);
    // Stripped one statement at a time, as the stage strips them (names repeat across schemas).
    assertSame(ours!, await prettierJs([...checks].map(stripTypes).join("\n"), width), `checks, width ${width}`);
    const printed = otherTexts.map((t) => validatorApi.printStripped!(t, width) ?? validatorRecords.printStripped!(t, width));
    assert.ok(printed.filter((p) => p !== undefined).length > 0.95 * otherTexts.length, `width ${width}: ${printed.filter((p) => p === undefined).length} left`);
    const certain = otherTexts.filter((_, i) => printed[i] !== undefined);
    assertSame(printed.filter((p) => p !== undefined).join("\n"), await prettierJs(certain.map(stripTypes).join("\n"), width), `guards and records, width ${width}`);
  }
});

test("2026-07-28 and the draft: validators.js through the stage is prettier's printing of the whole file, types left out", async () => {
  for (const v of ["2026-07-28", "draft"]) await assertStrippedAsPrettier(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v)));
});

test("hostile and awkward text: validators.js is prettier's, whichever statements fall back to prettier", async () => {
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    description: awkwardDescription,
    $defs: { ...awkwardDefs, LongUnion: { anyOf: longNames.map(ref) }, ...Object.fromEntries(longNames.map((n) => [n, { type: "object", properties: { [n]: { type: "string" } } }])) },
  };
  await assertStrippedAsPrettier(buildModel(schema as unknown as JsonValue));
});

test("a project config the printers do not print for (tabs, no semicolons): prettier's JavaScript for it", async () => {
  const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "mcp-stripped-"));
  try {
    writeFileSync(join(dir, ".prettierrc"), JSON.stringify({ useTabs: true, semi: false }));
    const model = buildModel(parseSchema(readFileSync(schemaPath("2025-06-18"), "utf8"), "v"));
    const files = (await validatorsTarget.emit(input(model), resolveOptions({ targets: ["ts", "validators"] }))) as EmittedFile[];
    const out = await format(files, { formatting: "project", outDir: dir });
    const js = out.find((f) => f.path === "v/validators.js")!.contents;
    assert.ok(js.includes("\n\t"));
    assertSame(js, await prettierFormat(js, { useTabs: true, semi: false, parser: "babel", plugins }), "tabs, prettier --check");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
