/**
 * The hostile-input fuzzer (issue 12): fast-check builds schemas whose names, descriptions,
 * constants and patterns carry injection payloads, runs every chosen target on each, writes
 * the output for real, then compiles or loads what a toolchain exists for. A payload that runs
 * calls the marker (JS) or prints it (other languages): any hit is a failure.
 *
 * Counted per run: cases tried, generated, refused (exit 2), injections executed, crashes
 * (anything but a CodegenError in-process; an exit outside 0/1/2/3 or a stack trace from the
 * CLI), files written outside the output folder, outputs that do not compile.
 */
import fc from "fast-check";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { generate } from "../../generator/generate.ts";
import { projectRoot } from "../../generator/projectRoot.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { TargetId } from "../../generator/targets/ids.ts";
import { runCli } from "../helpers/cli.ts";
import { typecheck } from "../helpers/tsc.ts";

/** What an injected payload does when it runs: JS calls this global, other languages print the marker. */
export const marker = "MCPFUZZ_PWNED";
const hit = `globalThis.__mcpFuzzHit?.(${JSON.stringify(marker)})`;

/** Fragments that end a string, comment, tag or template in some target language, then run the marker. */
export const payloads: readonly string[] = [
  `*/ ${hit}; /*`,
  `"; ${hit}; "`,
  `'; ${hit}; '`,
  `\`; ${hit}; \``,
  `\${${hit}}`,
  `\n${hit};\n`,
  `\r${hit};\r`,
  `\u2028${hit};\u2029`,
  `</script><script>${hit}</script>`,
  `\\u002a/ static { System.out.println("${marker}"); } /\\u002a`,
  `\\u000a System.out.println("${marker}");`,
  "\\u0022 + System.out.println(\"" + marker + "\") + \\u0022",
  `a\`b:"x"\` json:"y"\`\nfunc init() { panic("${marker}") }\n//`,
  `"""\nprint("${marker}")\n"""`,
  `\nprint("${marker}")  # `,
  `#[doc = "x"] fn pwned() { println!("${marker}"); } //`,
  `\\"); print("${marker}"); //`,
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$&$'$`",
  "{{header}}{{{declarations}}}",
  "\u0000\u0001\u001b[31m",
  "\uFEFF\u202E\u2066\u200B",
  // Lone surrogates (`"\uD800"`) are refused at ingest (string-lone-surrogate): regressions.test.ts covers them;
  // here they would end most cases before any target runs.
  "😀‍👩",
  "%ZZ%25~0~1/",
  "..",
  "../../etc/passwd",
  "",
  " ",
];

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...payloads) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("Tool", "name", "type", "class", "await", "default", "Self", "None", "_", "0x") },
);

/** A hostile string: one to three fragments glued together. */
export const hostileString = fc.array(fragment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));

const hostileName = hostileString.filter((s) => s.length > 0);

/** `#/definitions/<name>` as a `$ref` spells it: RFC 6901 escapes, then `%` percent-encoded (refs are URI fragments). */
function refTo(name: string): string {
  return `#/definitions/${name.replace(/~/g, "~0").replace(/\//g, "~1").replace(/%/g, "%25")}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\\/-]/g, "\\$&");
}

/** A JSON value with hostile keys and strings, a few levels deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** One property schema: a string with a pattern, a const, an enum, or a ref to a definition. */
function propertySchema(names: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.constant("string"), description: hostileString, pattern: hostileString.map(escapeRegExp) }) },
    // Sometimes a raw pattern: it may not compile, and must then be refused with exit 2.
    { weight: 1, arbitrary: fc.record({ type: fc.constant("string"), pattern: hostileString }) },
    { weight: 4, arbitrary: fc.record({ const: hostileValue, description: hostileString }) },
    { weight: 4, arbitrary: fc.record({ enum: fc.uniqueArray(hostileString, { minLength: 1, maxLength: 4 }) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant("array"), items: fc.record({ type: fc.constant("object"), additionalProperties: fc.constant(true) }) }) },
    // Nested objects with hostile keys everywhere a key can be: properties, required, pattern keys, annotations.
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant("object"),
        title: hostileString,
        $comment: hostileString,
        default: hostileValue,
        examples: fc.array(hostileValue, { maxLength: 2 }),
        properties: fc.dictionary(hostileString, fc.record({ type: fc.constant("string"), description: hostileString }), { maxKeys: 2 }),
        patternProperties: fc.dictionary(hostileString.map(escapeRegExp), fc.record({ type: fc.constant("number") }), { maxKeys: 1 }),
        additionalProperties: fc.oneof(fc.boolean(), fc.record({ enum: fc.uniqueArray(hostileValue, { minLength: 1, maxLength: 2, selector: (v) => JSON.stringify(v) }) })),
      }).chain((o) => fc.subarray(Object.keys(o.properties)).map((required) => ({ ...o, required }))),
    },
    { weight: 1, arbitrary: fc.record({ anyOf: fc.array(fc.record({ const: hostileValue, description: hostileString }), { minLength: 1, maxLength: 3 }) }) },
    { weight: 4, arbitrary: fc.constantFrom(...names).map((n) => ({ $ref: refTo(n) })) },
    // A ref as an attacker writes it: maybe malformed percent-encoding, maybe pointing nowhere.
    { weight: 1, arbitrary: hostileString.map((s) => ({ $ref: `#/definitions/${s}` })) },
    { weight: 1, arbitrary: fc.constantFrom("#/definitions/%ZZ", "#%", "#/definitions/%E0%A4%A", "#/%25/~2", "#/definitions") .map((r) => ({ $ref: r })) },
  );
}

/** A schema.json: hostile definition names, a capability object and a notification so methods.ts has content. */
export const hostileSchema: fc.Arbitrary<Record<string, unknown>> = fc
  .uniqueArray(hostileName, { minLength: 1, maxLength: 4 })
  .chain((names) => {
    const objectSchema = fc.record({
      type: fc.constant("object"),
      description: hostileString,
      properties: fc.dictionary(hostileString, propertySchema(names), { minKeys: 1, maxKeys: 3 }),
    });
    return fc.record({
      definitions: fc.tuple(...names.map(() => objectSchema)),
      capabilities: fc.uniqueArray(hostileString, { minLength: 1, maxLength: 3 }),
      method: hostileString,
      draft: fc.boolean(),
    }).map(({ definitions, capabilities, method, draft }) => {
      const defs: Record<string, unknown> = {};
      names.forEach((n, i) => {
        // Defined, not assigned: a definition named `__proto__` is a key of the document.
        Object.defineProperty(defs, n, { value: definitions[i], enumerable: true, writable: true, configurable: true });
      });
      const capabilityProps = Object.fromEntries(capabilities.map((c) => [c, { type: "object", properties: { listChanged: { type: "boolean" } } }]));
      for (const [name, value] of [
        ["ServerCapabilities", { type: "object", properties: capabilityProps }],
        ["ClientNotification", { anyOf: [{ $ref: refTo("FuzzNotification") }] }],
        ["FuzzNotification", { type: "object", properties: { method: { const: `${method}/list_changed` }, params: { type: "object" } }, required: ["method"] }],
      ] as const) {
        if (!Object.prototype.hasOwnProperty.call(defs, name)) defs[name] = value;
      }
      return draft
        ? { $schema: "http://json-schema.org/draft-07/schema#", definitions: defs }
        : { $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs, definitions: undefined };
    }).map((doc) => {
      // 2020-12 documents hold `$defs`: point the refs there.
      if (doc.$defs === undefined) return doc;
      return JSON.parse(JSON.stringify(doc).replace(/"#\/definitions\//g, '"#/$defs/')) as Record<string, unknown>;
    });
  });

export interface FuzzOptions {
  cases: number;
  seed: number;
  targets: TargetId[];
  /** Run this many cases through the real CLI too (exit code and stderr checked). */
  cliCases: number;
  /** Compile binding output where a toolchain exists: every n-th generated case (0: never). */
  compileBindingsEvery: number;
  log?: (line: string) => void;
}

export interface FuzzCounts {
  tried: number;
  generated: number;
  refused: number;
  /** Refusals by message id. */
  refusedBy: Record<string, number>;
  injections: number;
  crashes: number;
  outside: number;
  uncompilable: number;
  bindingsCompiled: number;
  cliRuns: number;
  /** The first few failures, with the schema that caused each, for reproduction. */
  failures: { kind: string; detail: string; schema: string }[];
}

/** Run the fuzzer; resolves with the counts (it never throws for a finding: the counts say). */
export async function fuzz(options: FuzzOptions): Promise<FuzzCounts> {
  const log = options.log ?? (() => undefined);
  const root = mkdtempSync(join(tmpdir(), "mcp-codegen-fuzz-"));
  // Generated code imports its peer packages (`zod/v4`): resolve them from the project, as a user's install would.
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  const counts: FuzzCounts = {
    tried: 0, generated: 0, refused: 0, refusedBy: {}, injections: 0, crashes: 0, outside: 0, uncompilable: 0, bindingsCompiled: 0, cliRuns: 0, failures: [],
  };
  const fail = (kind: string, detail: string, schema: string) => {
    if (counts.failures.length < 10) counts.failures.push({ kind, detail: detail.slice(0, 2000), schema: schema.slice(0, 4000) });
  };
  const schemas = fc.sample(hostileSchema, { numRuns: options.cases, seed: options.seed });
  const generatedCases: { dir: string; schema: string; files: string[] }[] = [];
  for (const [i, doc] of schemas.entries()) {
    counts.tried++;
    const dir = join(root, `case${i}`);
    mkdirSync(dir);
    const schema = JSON.stringify(doc);
    const schemaFile = join(dir, "schema.json");
    writeFileSync(schemaFile, schema);
    const outDir = join(dir, "out");
    try {
      const result = await generate({ schemas: [schemaFile], targets: options.targets, outDir, download: false, patches: false });
      counts.generated++;
      generatedCases.push({ dir, schema, files: result.files.map((f) => f.path) });
    } catch (e) {
      if (e instanceof CodegenError) {
        counts.refused++;
        counts.refusedBy[e.id] = (counts.refusedBy[e.id] ?? 0) + 1;
      }
      else {
        counts.crashes++;
        fail("crash", e instanceof Error ? (e.stack ?? e.message) : String(e), schema);
      }
    }
    const strays = listFiles(dir).filter((p) => p !== "schema.json" && !p.startsWith("out/"));
    if (strays.length > 0) {
      counts.outside += strays.length;
      fail("outside", strays.join(", "), schema);
    }
    if (i < options.cliCases) {
      counts.cliRuns++;
      const r = runCli(["generate", "--schema", schemaFile, "--target", options.targets.join(","), "--out", join(dir, "cli-out"), "--no-download", "--no-patches"]);
      if (![0, 1, 2, 3].includes(r.status) || /^\s+at /m.test(r.stderr)) {
        counts.crashes++;
        fail("cli", `exit ${r.status}: ${r.stderr}`, schema);
      }
    }
  }
  log(`fuzz: ${counts.generated} generated, ${counts.refused} refused; compiling and loading`);
  await checkTypeScript(generatedCases, counts, fail);
  if (options.compileBindingsEvery > 0) checkBindings(generatedCases, options, counts, fail, log);
  return counts;
}

/** tsc --strict over every generated .ts (one program), then import validators.js and methods.ts with the marker armed. */
async function checkTypeScript(
  cases: readonly { dir: string; schema: string; files: string[] }[],
  counts: FuzzCounts,
  fail: (kind: string, detail: string, schema: string) => void,
): Promise<void> {
  const tsFiles = cases.flatMap((c) => c.files.filter((f) => f.endsWith(".ts")).map((f) => ({ file: join(c.dir, "out", f), schema: c.schema })));
  if (tsFiles.length > 0) {
    const problems = typecheck(tsFiles.map((f) => f.file));
    const bad = new Set(problems.map((p) => p.file));
    counts.uncompilable += bad.size;
    for (const p of problems.slice(0, 3)) fail("tsc", `${p.file}:${p.line} ${p.message}`, tsFiles.find((f) => f.file === p.file)?.schema ?? "");
  }
  const hits: string[] = [];
  const g = globalThis as { __mcpFuzzHit?: (m: string) => void };
  g.__mcpFuzzHit = (m: string) => void hits.push(m);
  try {
    for (const c of cases) {
      for (const f of c.files) {
        const path = join(c.dir, "out", f);
        let url: string | undefined;
        if (f.endsWith("/validators.js")) url = pathToFileURL(path).href;
        else if (f.endsWith("/methods.ts")) url = pathToFileURL(transpiled(path)).href;
        if (!url) continue;
        const before = hits.length;
        try {
          const mod = (await import(url)) as Record<string, unknown>;
          exercise(mod);
        } catch (e) {
          counts.crashes++;
          fail("load", `${f}: ${e instanceof Error ? e.message : String(e)}`, c.schema);
        }
        if (hits.length > before) {
          counts.injections += hits.length - before;
          fail("injection", f, c.schema);
        }
      }
    }
  } finally {
    delete g.__mcpFuzzHit;
  }
}

/** Call what a module exports on a few values, so a payload hidden in a function body runs too. */
function exercise(mod: Record<string, unknown>): void {
  const values: unknown[] = [null, "x", 1, [], {}, JSON.parse('{"__proto__": {"a": 1}, "method": "x"}')];
  const is = mod.is as Record<string, (v: unknown) => boolean> | undefined;
  const validate = mod.validate as Record<string, (v: unknown) => unknown> | undefined;
  for (const name of Object.keys(is ?? {})) for (const v of values) is![name]!(v);
  for (const name of Object.keys(validate ?? {})) for (const v of values) validate![name]!(v);
  if (typeof mod.parseMessage === "function") for (const v of values) (mod.parseMessage as (v: unknown) => unknown)(v);
  if (typeof mod.methodInfo === "function") (mod.methodInfo as (n: string) => unknown)("x");
  const caps = mod.capabilities as Record<string, object> | undefined;
  for (const side of Object.values(caps ?? {})) if (Object.getPrototypeOf(side) !== Object.prototype) throw new Error("capabilities: prototype changed");
}

/** methods.ts as plain JS beside it (its only import, types.js, is type-only and erased). */
function transpiled(path: string): string {
  const out = ts.transpileModule(readFileSync(path, "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = path.replace(/\.ts$/, ".fuzz.mjs");
  writeFileSync(file, out.outputText);
  return file;
}

/** Compile (and for Python, import) binding output of every n-th case where the toolchain is on PATH. */
function checkBindings(
  cases: readonly { dir: string; schema: string; files: string[] }[],
  options: FuzzOptions,
  counts: FuzzCounts,
  fail: (kind: string, detail: string, schema: string) => void,
  log: (line: string) => void,
): void {
  const has = (cmd: string) => spawnSync(cmd, ["--version"], { encoding: "utf8" }).status === 0;
  const python = options.targets.includes("python") && has("python3");
  const go = options.targets.includes("go") && spawnSync("go", ["version"]).status === 0;
  cases.forEach((c, i) => {
    if (i % options.compileBindingsEvery !== 0) return;
    for (const f of c.files) {
      const path = join(c.dir, "out", f);
      if (python && f.endsWith(".py")) {
        counts.bindingsCompiled++;
        // Imported as a user does (`import mcp_codegen_types`): a module of a package loads under its
        // dotted name, so its relative imports (`from . import _runtime`) resolve.
        const { searchPath, module } = pythonModule(path);
        const r = spawnSync("python3", ["-c", "import importlib,sys; sys.path.insert(0, sys.argv[1]); importlib.import_module(sys.argv[2])", searchPath, module], { encoding: "utf8", timeout: 60_000 });
        judge(r, f, c.schema);
      } else if (go && f.endsWith(".go")) {
        counts.bindingsCompiled++;
        const dir = join(path, "..");
        writeFileSync(join(dir, "go.mod"), "module fuzz\n\ngo 1.21\n");
        // `go vet` type-checks; a test binary runs every init(), where a Go payload would go.
        writeFileSync(join(dir, "fuzz_test.go"), `package ${goPackage(readFileSync(path, "utf8"))}\n\nimport "testing"\n\nfunc TestLoad(t *testing.T) {}\n`);
        const r = spawnSync("go", ["test", "-count=1", "./..."], { cwd: dir, encoding: "utf8", timeout: 300_000, env: { ...process.env, GOFLAGS: "-mod=mod" } });
        judge(r, f, c.schema);
      }
    }
  });
  function judge(r: ReturnType<typeof spawnSync>, file: string, schema: string): void {
    const output = `${String(r.stdout)}${String(r.stderr)}`;
    if (output.includes(marker)) {
      counts.injections++;
      fail("injection", file, schema);
    } else if (r.status !== 0) {
      counts.uncompilable++;
      // A traceback or compiler error says its cause last: keep the tail.
      fail("compile", `${file}: ${output.length > 1500 ? `...${output.slice(-1500)}` : output}`, schema);
    }
  }
  log(`fuzz: ${counts.bindingsCompiled} binding files compiled or loaded`);
}

/** The folder to put on `sys.path` and the dotted name to import for a `.py` file (`pkg/__init__.py` -> `pkg`, `pkg/_runtime.py` -> `pkg._runtime`). */
function pythonModule(path: string): { searchPath: string; module: string } {
  const dir = dirname(path);
  const stem = basename(path, ".py");
  if (!existsSync(join(dir, "__init__.py"))) return { searchPath: dir, module: stem };
  const pkg = basename(dir);
  return { searchPath: dirname(dir), module: stem === "__init__" ? pkg : `${pkg}.${stem}` };
}

function goPackage(source: string): string {
  return /^package (\w+)/m.exec(source)?.[1] ?? "main";
}

/** Every file under `dir`, as posix paths relative to it. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split("\\").join("/"));
    }
  };
  walk(dir);
  return out;
}

/** The counts as one line each, as the issue asks for them. */
export function formatCounts(c: FuzzCounts): string {
  return [
    `cases tried: ${c.tried} (generated ${c.generated}, refused with exit 2: ${c.refused}; ${c.cliRuns} also through the CLI)`,
    `refused by: ${Object.entries(c.refusedBy).sort().map(([id, n]) => `${id} ${n}`).join(", ") || "-"}`,
    `injections executed: ${c.injections}`,
    `exits other than 0/1/2/3 or stack traces: ${c.crashes}`,
    `files written outside the output folder: ${c.outside}`,
    `generated files that do not compile: ${c.uncompilable}${c.bindingsCompiled ? ` (binding files compiled or loaded: ${c.bindingsCompiled})` : ""}`,
  ].join("\n");
}
