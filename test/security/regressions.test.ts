/**
 * Issue 12's cases, one test each: a hostile or careless input either generates code that
 * compiles and keeps every name, or stops with exit 2 and one message (id and args checked).
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { renderFiles, writeTemp } from "../helpers/generate.ts";
import { runCli } from "../helpers/cli.ts";
import { typecheck } from "../helpers/tsc.ts";
import { schemaPath } from "../helpers/paths.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { loadSchema, parseSchema } from "../../generator/ingest/load.ts";
import { maxJsonDepth } from "../../generator/ingest/checkKeywords.ts";
import { readTypes as readSchemaTs } from "../../generator/schemaTs/readTypes.ts";
import { parsePatchFile } from "../../generator/ingest/loadPatches.ts";
import type { OutputFile } from "../../generator/emit/output.ts";
import type { MessageId } from "../../generator/messages/catalog.ts";

const draft07 = "http://json-schema.org/draft-07/schema#";
const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-hostile-"));

/** A schema file in the temp folder, from text or a value. */
function schemaFile(name: string, content: string | Buffer | object): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" || Buffer.isBuffer(content) ? content : JSON.stringify(content));
  return path;
}

const defs = (definitions: Record<string, unknown>) => ({ $schema: draft07, definitions });

async function rejected(path: string, targets: string[] = ["ts"]): Promise<CodegenError> {
  const e = await renderFiles({ schemas: [path], targets: targets as never }).then(
    () => undefined,
    (x: unknown) => x,
  );
  assert.instance(e, CodegenError, `expected a CodegenError, got ${String(e)}`);
  return e as CodegenError;
}

function expectMessage(e: CodegenError, id: MessageId, args: Record<string, unknown>, pointer?: string): void {
  assert.is(e.id, id, e.message);
  assert.equal(e.args, args);
  if (pointer !== undefined) assert.is(e.pointer, pointer);
}

/** tsc --strict over every .ts of a render; returns the folder written. */
function compiles(files: readonly OutputFile[]): string {
  const out = writeTemp(files, "mcp-codegen-hostile-out-");
  const sources = files.filter((f) => f.path.endsWith(".ts")).map((f) => join(out, f.path));
  const problems = typecheck(sources);
  assert.equal(problems, [], problems.map((p) => `${p.file}:${p.line} ${p.message}`).join("\n"));
  return out;
}

/** A generated .ts module, transpiled and imported. */
async function importTs(path: string): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(readFileSync(path, "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = path.replace(/\.ts$/, ".transpiled.mjs");
  writeFileSync(file, js.outputText.replace(/from "\.\/types\.js";/g, 'from "data:text/javascript,";'));
  return import(pathToFileURL(file).href);
}

// --- Names that are not identifiers --------------------------------------------------------

test("definition names that are not identifiers (tool-name, %) generate compiling ts, validators and methods; the names stay keys", async () => {
  const path = schemaFile("names.json", defs({
    "tool-name": { type: "object", properties: { "a-b": { type: "string" }, ["__proto__"]: { type: "number" } }, required: ["a-b"] },
    "%": { type: "string" },
    type: { type: "boolean" },
    B: { type: "object", properties: { x: { $ref: "#/definitions/tool-name" }, y: { $ref: "#/definitions/%25" }, z: { $ref: "#/definitions/type" } } },
  }));
  const files = await renderFiles({ schemas: [path], targets: ["ts", "validators", "methods"] });
  const out = compiles(files);
  const types = files.find((f) => f.path === "names/types.ts")!.contents;
  assert.match(types, 'export interface $tool$2d_name {\n  "a-b": string;\n  __proto__?: number;\n}');
  assert.match(types, "export type $$25_ = string;");
  assert.match(types, "export type $type = boolean;");
  const validators = (await import(pathToFileURL(join(out, "names/validators.js")).href)) as {
    is: Record<string, (v: unknown) => boolean>;
  };
  assert.equal(Object.keys(validators.is).sort(), ["%", "B", "tool-name", "type"]);
  assert.is(validators.is["tool-name"]!({ "a-b": "x" }), true);
  assert.is(validators.is["tool-name"]!({}), false);
  assert.is(validators.is["%"]!("x"), true);
  assert.is(validators.is.B!({ x: { "a-b": "x" }, y: "s", z: true }), true);
  assert.is(validators.is.B!({ z: "no" }), false);
});

test("100,000-character definition and property names generate ts, validators and methods that compile", async () => {
  const long = "N".repeat(100_000);
  const odd = `${"x-".repeat(50_000)}`;
  const path = schemaFile("long-names.json", defs({ [long]: { type: "object", properties: { [odd]: { type: "string" } }, required: [odd] }, [odd]: { $ref: `#/definitions/${long}` } }));
  const files = await renderFiles({ schemas: [path], targets: ["ts", "validators", "methods"] });
  compiles(files);
  assert.ok(files.find((f) => f.path === "long-names/types.ts")!.contents.includes(`export interface ${long} {`));
});

// --- __proto__ as a key in generated JavaScript --------------------------------------------

test("a capability named __proto__ is a key of methods.ts's capabilities, not its prototype", async () => {
  const path = schemaFile("proto.json", JSON.parse(`{"$schema":"${draft07}","definitions":{
    "ServerCapabilities":{"type":"object","properties":{"__proto__":{"type":"object","properties":{"constructor":{"type":"boolean"}}},"tools":{"type":"object"}}},
    "ClientNotification":{"anyOf":[{"$ref":"#/definitions/ProtoNotification"}]},
    "ProtoNotification":{"type":"object","properties":{"method":{"const":"__proto__/changed"}},"required":["method"]}}}`));
  const files = await renderFiles({ schemas: [path], targets: ["methods"] });
  const out = compiles(files);
  const methods = (await importTs(join(out, "proto/methods.ts"))) as { capabilities: { server: Record<string, string[]> } };
  const server = methods.capabilities.server;
  assert.is(Object.getPrototypeOf(server), Object.prototype);
  assert.equal(Object.keys(server), ["__proto__", "__proto__.constructor", "tools"]);
  assert.equal(server["__proto__"], ["__proto__/changed"]);
  const json = JSON.parse(files.find((f) => f.path === "proto/capabilities.json")!.contents) as { server: { key: string; guards: string[] }[] };
  assert.equal(Object.entries(server), json.server.map((e) => [e.key, e.guards]), "methods.ts agrees with capabilities.json");
});

// --- Hostile prose ---------------------------------------------------------------------------

test("NUL, BOM, bidi controls, line separators and */ in descriptions: visible escapes, compiling output", async () => {
  const description = "a\u0000b\uFEFFc\u202Ed\u2066e\u2028f */ g\rh\u0085i";
  const path = schemaFile("prose.json", defs({ A: { type: "object", description, properties: { p: { type: "string", description } } } }));
  const files = await renderFiles({ schemas: [path], targets: ["ts", "validators", "methods"] });
  compiles(files);
  const types = files.find((f) => f.path === "prose/types.ts")!.contents;
  assert.match(types, "a\\u{0}b\\u{FEFF}c\\u{202E}d\\u{2066}e\\u{2028}f *\\/ g");
  for (const f of files) assert.not.match(f.contents, /[\u0000\uFEFF\u202E\u2066\u2028\u0085]/, f.path);
});

// --- $ref cycles -------------------------------------------------------------------------------

test("recursion through properties and items is emitted as recursive types and validators", async () => {
  const path = schemaFile("recursive.json", defs({
    Tree: { type: "object", properties: { children: { type: "array", items: { $ref: "#/definitions/Tree" } } } },
    List: { anyOf: [{ type: "string" }, { type: "array", items: { $ref: "#/definitions/List" } }] },
    Json: { anyOf: [{ type: "number" }, { type: "object", additionalProperties: { $ref: "#/definitions/Json" } }] },
  }));
  const files = await renderFiles({ schemas: [path], targets: ["ts", "validators"] });
  const out = compiles(files);
  const v = (await import(pathToFileURL(join(out, "recursive/validators.js")).href)) as {
    is: Record<string, (v: unknown) => boolean>;
    validate: Record<string, (v: unknown) => { ok: boolean; errors?: { keyword: string }[] }>;
  };
  assert.is(v.is.Tree!({ children: [{ children: [] }, {}] }), true);
  assert.is(v.is.Tree!({ children: [{ children: [1] }] }), false);
  assert.is(v.is.List!(["a", ["b", []]]), true);
  assert.is(v.is.List!(["a", [1]]), false);
  assert.is(v.is.Json!({ a: { b: 1 } }), true);
  const invalid = v.validate.Tree!({ children: [{ children: [1] }] });
  assert.is(invalid.ok, false);
  assert.not.ok(invalid.errors!.some((e) => e.keyword === "depth"), "a real verdict, not 'nested too deeply'");
});

test("a $ref cycle with nothing in between is refused with the cycle named", async () => {
  const path = schemaFile("cycle.json", defs({ A: { $ref: "#/definitions/B" }, B: { anyOf: [{ $ref: "#/definitions/A" }, { type: "string" }] } }));
  expectMessage(await rejected(path), "ref-cycle", { cycle: "A -> B -> A" }, "#/definitions/A");
  const self = schemaFile("self.json", defs({ N: { not: { $ref: "#/definitions/N" } } }));
  expectMessage(await rejected(self), "ref-cycle", { cycle: "N -> N" }, "#/definitions/N");
});

const refChain = (n: number) => {
  const chain: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) chain[`D${i}`] = i === n - 1 ? { type: "string" } : { $ref: `#/definitions/D${i + 1}` };
  return defs(chain);
};

test("a 2,000-long $ref chain is refused past the documented depth (tsc itself overflows on it)", async () => {
  const e = await rejected(schemaFile("chain.json", refChain(2000)));
  expectMessage(e, "ref-chain-too-long", { name: `D${2000 - maxJsonDepth - 1}`, limit: maxJsonDepth }, `#/definitions/D${2000 - maxJsonDepth - 1}`);
});

test("a 250-long $ref chain generates ts and validators that compile", async () => {
  compiles(await renderFiles({ schemas: [schemaFile("chain250.json", refChain(250))], targets: ["ts", "validators"] }));
});

test("a 2,000-long chain through properties (guarded recursion) generates ts that compiles", async () => {
  const chain: Record<string, unknown> = {};
  for (let i = 0; i < 2000; i++) chain[`D${i}`] = { type: "object", properties: { next: i === 1999 ? { type: "string" } : { $ref: `#/definitions/D${i + 1}` } } };
  compiles(await renderFiles({ schemas: [schemaFile("chain-objects.json", defs(chain))], targets: ["ts"] }));
});

// --- Depth ---------------------------------------------------------------------------------

const nested = (n: number, wrap: (inner: string) => string) => {
  let s = '{"type":"string"}';
  for (let i = 0; i < n; i++) s = wrap(s);
  return `{"$schema":"${draft07}","definitions":{"D":${s}}}`;
};

test("objects 200 deep, items and allOf 10,000 deep: refused past the documented depth, with the pointer", async () => {
  const cases = [
    { name: "objects200.json", text: nested(200, (s) => `{"type":"object","properties":{"a":${s}}}`), step: ["properties", "a"] },
    { name: "items10k.json", text: nested(10_000, (s) => `{"type":"array","items":${s}}`), step: ["items"] },
    { name: "allOf10k.json", text: nested(10_000, (s) => `{"allOf":[${s}]}`), step: ["allOf", "0"] },
  ];
  for (const c of cases) {
    const e = await rejected(schemaFile(c.name, c.text));
    expectMessage(e, "schema-too-deep", { limit: maxJsonDepth });
    assert.ok(e.pointer!.startsWith(`#/definitions/D/${c.step.join("/")}/${c.step.join("/")}/`), e.pointer);
    assert.is(e.pointer!.split("/").length - 1, maxJsonDepth, "the pointer of the first value past the limit");
  }
});

test("just inside the limit: 120 nested objects compile in ts, validators and methods", async () => {
  const path = schemaFile("objects120.json", nested(120, (s) => `{"type":"object","properties":{"a":${s}}}`));
  compiles(await renderFiles({ schemas: [path], targets: ["ts", "validators", "methods"] }));
});

test("deep input to diff and crosscheck: exit 2 and one line, no stack trace", () => {
  const deep = schemaFile("deep-diff.json", nested(10_000, (s) => `{"type":"array","items":${s}}`));
  const diff = runCli(["diff", deep, schemaPath("2026-07-28")]);
  assert.is(diff.status, 2, diff.stderr);
  assert.is(diff.stderr.trim().split("\n").length, 1);
  assert.match(diff.stderr, /nested deeper than 256/);
  const deepTs = schemaFile("deep.ts", `export interface A ${"{ a: ".repeat(5000)}string${" }".repeat(5000)}`);
  const e = (() => {
    try {
      readSchemaTs(deepTs);
    } catch (x) {
      return x;
    }
  })() as CodegenError;
  expectMessage(e, "schema-too-deep", { limit: maxJsonDepth });
  const cross = runCli(["crosscheck", schemaPath("2026-07-28"), deepTs]);
  assert.is(cross.status, 2, cross.stderr);
  assert.is(cross.stderr.trim().split("\n").length, 1);
});

// --- Keyword values ----------------------------------------------------------------------------

test("±1e400 in const, enum, minimum, maxLength: refused with the pointer, never emitted as null", async () => {
  const cases: [string, string][] = [
    ['{"const":1e400}', "#/definitions/A/const"],
    ['{"enum":[1,-1e400]}', "#/definitions/A/enum/1"],
    ['{"type":"number","minimum":-1e400}', "#/definitions/A/minimum"],
    ['{"type":"string","maxLength":1e400}', "#/definitions/A/maxLength"],
  ];
  for (const [schema, pointer] of cases) {
    const e = await rejected(schemaFile("inf.json", `{"$schema":"${draft07}","definitions":{"A":${schema}}}`));
    assert.is(e.id, "number-not-finite");
    assert.is(e.pointer, pointer);
  }
});

test("a lone surrogate in a key or a string is refused with its pointer; the CLI line escapes it and control characters", async () => {
  const cases: [string, string, string, string][] = [
    ['{"type":"object","properties":{"a\\ud800b":{"type":"string"}}}', "#/definitions/A/properties/a\ud800b", "U+D800", "key"],
    ['{"const":"x\\udc00"}', "#/definitions/A/const", "U+DC00", "string"],
    ['{"enum":["ok","\\ud83d"]}', "#/definitions/A/enum/1", "U+D83D", "string"],
  ];
  for (const [schema, pointer, unit, where] of cases) {
    const e = await rejected(schemaFile("surrogate.json", `{"$schema":"${draft07}","definitions":{"A":${schema}}}`), ["python"]);
    assert.is(e.id, "string-lone-surrogate");
    assert.equal(e.args, { unit, where });
    assert.is(e.pointer, pointer);
  }
  // A well-formed pair is one character, not a lone surrogate.
  const pair = schemaFile("pair.json", `{"$schema":"${draft07}","definitions":{"A":{"const":"\\ud83d\\ude00"}}}`);
  assert.ok((await renderFiles({ schemas: [pair], targets: ["ts"] })).length > 0);
  const esc = schemaFile("esc.json", `{"$schema":"${draft07}","definitions":{"A":{"type":"object","properties":{"\\u001b[31m\\ud800":{"type":"string"}}}}}`);
  const r = runCli(["generate", "--schema", esc, "--out", join(mkdtempSync(join(tmpdir(), "mcp-esc-")), "out"), "--no-schema-ts"]);
  assert.is(r.status, 2, r.stderr);
  assert.is(r.stderr.trim().split("\n").length, 1);
  assert.not.ok(/[\u0000-\u0009\u000b-\u001f]/.test(r.stderr), "no control character reaches the terminal");
  assert.ok(r.stderr.includes("#/definitions/A/properties/\\u001b[31m\\ud800: "), r.stderr);
});

test("invalid keyword values are refused with their pointer", async () => {
  const cases: [object, MessageId, Record<string, unknown>, string][] = [
    [{ type: "number", multipleOf: 0 }, "keyword-not-positive", { keyword: "multipleOf" }, "#/definitions/A/multipleOf"],
    [{ type: "string", maxLength: -1 }, "keyword-not-count", { keyword: "maxLength" }, "#/definitions/A/maxLength"],
    [{ type: "array", minItems: 1.5 }, "keyword-not-count", { keyword: "minItems" }, "#/definitions/A/minItems"],
    [{ type: [] }, "keyword-empty", { keyword: "type" }, "#/definitions/A/type"],
    [{ type: ["string", "string"] }, "keyword-duplicate", { keyword: "type", entry: "string" }, "#/definitions/A/type/1"],
    [
      { type: "object", properties: { a: { type: "string" } }, required: ["a", "a"] },
      "keyword-duplicate",
      { keyword: "required", entry: "a" },
      "#/definitions/A/required/1",
    ],
    [{ type: "string", pattern: "(" }, "pattern-invalid", { pattern: "(", detail: "Invalid regular expression: /(/u: Unterminated group" }, "#/definitions/A/pattern"],
  ];
  for (const [schema, id, args, pointer] of cases) {
    expectMessage(await rejected(schemaFile("kw.json", defs({ A: schema }))), id, args, pointer);
  }
  expectMessage(await rejected(schemaFile("ref-zz.json", defs({ A: { $ref: "#/definitions/%ZZ" } }))), "ref-malformed", { ref: "#/definitions/%ZZ" }, "#/definitions/A/$ref");
  // Keywords under `properties` are property names, not keywords: `{"maxLength": {...}}` is fine.
  const ok = schemaFile("kw-names.json", defs({ A: { type: "object", properties: { maxLength: { type: "string" }, multipleOf: { type: "number" } } } }));
  compiles(await renderFiles({ schemas: [ok], targets: ["ts", "validators"] }));
});

test("enum: [] is a schema no value satisfies (as the JSON-Schema-Test-Suite says): never, and a validator that rejects all", async () => {
  const path = schemaFile("empty-enum.json", defs({ A: { enum: [] } }));
  const files = await renderFiles({ schemas: [path], targets: ["ts", "validators"] });
  const out = compiles(files);
  assert.match(files.find((f) => f.path === "empty-enum/types.ts")!.contents, "export type A = never;");
  const v = (await import(pathToFileURL(join(out, "empty-enum/validators.js")).href)) as { isA: (v: unknown) => boolean };
  for (const value of [null, 0, "", [], {}]) assert.is(v.isA(value), false);
});

// --- Files ---------------------------------------------------------------------------------------

test("a schema starting with a BOM is read; its pin is the sha256 of the bytes", async () => {
  const text = JSON.stringify(defs({ A: { type: "string" } }));
  const bom = schemaFile("bom.json", `\uFEFF${text}`);
  const loaded = await loadSchema(bom);
  const bytes = readFileSync(bom);
  assert.is(loaded.sha256, execFileSync("sha256sum", [bom], { encoding: "utf8" }).split(" ")[0]);
  assert.is.not(loaded.sha256, parseSchema(text, "plain.json").sha256, "the BOM is part of the pinned bytes");
  assert.is(bytes[0], 0xef);
  compiles(await renderFiles({ schemas: [bom], targets: ["ts"] }));
});

test("invalid UTF-8 is refused with its byte offset and the pointer of the value holding it", async () => {
  const prefix = `{"definitions":{"A":{"enum":["ok","caf`;
  const path = schemaFile("latin1.json", Buffer.concat([Buffer.from(prefix), Buffer.from([0xe9]), Buffer.from(`"]}}}`)]));
  const e = await rejected(path);
  expectMessage(e, "utf8-invalid", { offset: prefix.length, line: 1, column: prefix.length + 1 }, "#/definitions/A/enum/1");
  // Two files that decode to the same text (U+FFFD) no longer share a pin: neither loads.
  const other = schemaFile("latin1b.json", Buffer.concat([Buffer.from(`{"definitions":{"A":{"enum":["ok","caf`), Buffer.from([0xff]), Buffer.from(`"]}}}`)]));
  assert.is((await rejected(other)).id, "utf8-invalid");
});

test("a FIFO as --schema is refused at once (it used to hang); so is a folder", async () => {
  const fifo = join(dir, "schema.fifo");
  execFileSync("mkfifo", [fifo]);
  expectMessage(await rejected(fifo), "file-not-regular", { kind: "FIFO" });
  expectMessage(await rejected(dir), "file-not-regular", { kind: "folder" });
  const r = runCli(["generate", "--schema", fifo, "--out", join(dir, "out-fifo"), "--no-download"]);
  assert.is(r.status, 2, r.stderr);
  assert.is(r.stderr.trim().split("\n").length, 1);
  assert.match(r.stderr, /not a regular file \(a FIFO\)/);
});

test("a .json given as schema.ts: exit 2 naming the mistake", () => {
  const r = runCli(["crosscheck", schemaPath("2026-07-28"), schemaPath("2026-07-28")]);
  assert.is(r.status, 2, r.stderr);
  assert.is(r.stderr.trim().split("\n").length, 1);
  assert.match(r.stderr, /expected a TypeScript schema\.ts/);
  const e = (() => {
    try {
      readSchemaTs(schemaPath("2026-07-28"));
    } catch (x) {
      return x;
    }
  })() as CodegenError;
  assert.is(e.id, "schema-ts-not-typescript");
});

test("%ZZ in a patch path: refused with the patch's pointer, not a URIError", () => {
  const file = schemaFile("patch-zz.json", { patches: [{ id: "x", path: "#/definitions/%ZZ", expect: 1, value: 2, why: "w" }] });
  const e = (() => {
    try {
      parsePatchFile(readFileSync(file, "utf8"), file);
    } catch (x) {
      return x;
    }
  })() as CodegenError;
  assert.instance(e, CodegenError);
  assert.is(e.id, "patch-file-invalid");
  assert.is(e.pointer, "#/patches/0/path");
});

// --- Size --------------------------------------------------------------------------------------

test("20,000 definitions and a 1 MB description without spaces ingest and emit ts (size, not time: see npm run bench)", async () => {
  const many: Record<string, unknown> = {};
  for (let i = 0; i < 20_000; i++) many[`D${i}`] = { type: "object", properties: { next: { $ref: `#/definitions/D${(i + 1) % 20_000}` } } };
  many.Long = { type: "string", description: "x".repeat(1 << 20) };
  const model = buildModel(defs(many) as never);
  assert.is(model.definitions.length, 20_001);
  const files = await renderFiles({ schemas: [schemaFile("many.json", defs(many))], targets: ["ts"] });
  const types = files.find((f) => f.path === "many/types.ts")!.contents;
  assert.match(types, `export interface D19999 {\n  next?: D0;\n}`);
  assert.ok(types.includes(`* ${"x".repeat(1 << 20)}\n`));
});

test.run();
