/**
 * The package as a user installs it: `npm pack` (which runs `prepare`, the build), then the
 * tarball unpacked into a fresh project's node_modules as npm installs it, offline: its
 * dependencies are the ones already installed here, linked in. The TypeScript compiler is
 * left out of the project, as it is for a user who does not install the optional peer.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot, schemaPath, schemasDir } from "../helpers/paths.ts";

const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { name: string; version: string; bin: Record<string, string> };
const work = mkdtempSync(join(tmpdir(), "mcp-package-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const app = join(work, "app");
const installed = join(app, "node_modules", pkg.name);
let tarball = "";

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, MCP_SCHEMA_DIR: schemasDir, ...env } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function ok(r: { status: number; stdout: string; stderr: string }, what: string): string {
  assert.is(r.status, 0, `${what} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

test.before(() => {
  const packed = ok(run("npm", ["pack", "--json", "--pack-destination", work], projectRoot), "npm pack");
  const [info] = JSON.parse(packed.slice(packed.indexOf("["))) as { filename: string }[];
  tarball = join(work, info!.filename);
  // What `npm install ./mcp-codegen-x.tgz` does, without the network: unpack, link bins, dependencies.
  mkdirSync(installed, { recursive: true });
  ok(run("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"], work), "tar");
  const modules = join(projectRoot, "node_modules");
  for (const entry of readdirSync(modules)) {
    if (entry === "typescript" || entry === ".bin" || entry === pkg.name || entry.startsWith(".")) continue;
    symlinkSync(join(modules, entry), join(app, "node_modules", entry), "dir");
  }
  mkdirSync(join(app, "node_modules", ".bin"));
  for (const [name, file] of Object.entries(pkg.bin)) {
    chmodSync(join(installed, file), 0o755);
    symlinkSync(join("..", pkg.name, file), join(app, "node_modules", ".bin", name));
  }
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({ name: "app", private: true, type: "module", dependencies: { [pkg.name]: `file:${tarball}` } }, null, 2),
  );
});

test("the tarball holds the build, templates, schema sources and patches, README and LICENSE; no tests, benchmarks, sources or cache", () => {
  const files = ok(run("tar", ["-tzf", tarball], work), "tar -t")
    .trim()
    .split("\n")
    .map((f) => f.replace(/^package\//, ""));
  for (const f of ["package.json", "README.md", "LICENSE", "dist/generator/index.js", "dist/generator/index.d.ts", "dist/generator/index.js.map", "schema/sources.json"]) {
    assert.ok(files.includes(f), `missing ${f}`);
  }
  assert.ok(files.some((f) => f.startsWith("templates/")));
  assert.ok(files.some((f) => f.startsWith("schema/patches/")));
  // generator/specRules/ is shipped as text on purpose (issue 17: the spec checks emitted from it); no other source is.
  const unwanted = files.filter(
    (f) => (/^(test|bench|generator|bin|\.ci|node_modules|schema\/cache|docs|scripts)\//.test(f) && !f.startsWith("generator/specRules/")) || /(^|\/)tsconfig/.test(f),
  );
  assert.equal(unwanted, []);
});

test("npx mcp-codegen --help runs the built CLI", () => {
  const out = ok(run("npx", ["--offline", "--no-install", "mcp-codegen", "--help"], app), "npx mcp-codegen --help");
  assert.match(out, "mcp-codegen generate");
  assert.match(out, "mcp-codegen diff");
});

test("the installed CLI generates validators without the TypeScript compiler (schema.json alone: --no-schema-ts)", () => {
  const out = join(work, "out");
  ok(run(join(app, "node_modules", ".bin", "mcp-codegen"), ["generate", "--spec", "2026-07-28", "--no-schema-ts", "--target", "validators", "--out", out], app), "generate");
  const example = readFileSync(join(schemasDir, "2026-07-28", "examples", "CallToolRequest", "call-tool-request.json"), "utf8");
  const probe = `import { isCallToolRequest } from ${JSON.stringify(join(out, "2026-07-28", "validators.js"))};
console.log([isCallToolRequest(${example.trim()}), isCallToolRequest({})].join(" "));`;
  assert.is(ok(run(process.execPath, ["--input-type=module", "-e", probe], app), "import validators.js").trim(), "true false");
});

test("without the compiler, the schema.ts beside a schema.json is skipped with one warning; named with --schema-ts it is exit 2", () => {
  const bin = join(app, "node_modules", ".bin", "mcp-codegen");
  const out = join(work, "out-default");
  const r = run(bin, ["generate", "--spec", "2026-07-28", "--target", "ts", "--out", out], app);
  assert.is(r.status, 0, r.stderr);
  assert.equal(r.stderr.split("\n").filter((l) => l.includes("warning")), [
    "mcp-codegen: warning: schema.ts not read (its @deprecated tags are left out): the TypeScript compiler is not installed; npm install --save-dev typescript@5.9, or pass --no-schema-ts to say so",
  ]);
  assert.ok(readFileSync(join(out, "2026-07-28", "types.ts"), "utf8").includes("export interface CallToolRequest"));
  const named = run(bin, ["generate", "--schema", schemaPath("2026-07-28"), "--schema-ts", join(schemasDir, "2026-07-28", "schema.ts"), "--out", join(work, "out-named")], app);
  assert.is(named.status, 2, named.stderr);
  assert.match(named.stderr, "npm install --save-dev typescript@5.9");
});

test("crosscheck without the TypeScript compiler: exit 2 and one line saying what to install", () => {
  const r = run(join(app, "node_modules", ".bin", "mcp-codegen"), ["crosscheck", schemaPath("2026-07-28"), join(schemasDir, "2026-07-28", "schema.ts")], app);
  assert.is(r.status, 2, r.stderr);
  assert.match(r.stderr, "npm install --save-dev typescript@5.9");
  assert.is(r.stderr.trim().split("\n").length, 1);
});

test("import from plain Node ESM, without loading the TypeScript compiler", () => {
  const script = `import { buildModel, loadSchema, generate } from "mcp-codegen";
import { createRequire } from "node:module";
const model = buildModel(await loadSchema(${JSON.stringify(schemaPath("2026-07-28"))}));
let compiler = "absent";
try { createRequire(import.meta.url).resolve("typescript"); compiler = "present"; } catch {}
console.log([typeof generate, model.definitions.length > 100, compiler].join(" "));`;
  assert.is(ok(run(process.execPath, ["--input-type=module", "-e", script], app), "ESM import").trim(), "function true absent");
});

test("require from CommonJS (require of an ES module, Node >= 20.19)", () => {
  const script = `const m = require("mcp-codegen"); console.log([typeof m.generate, typeof m.buildModel, Array.isArray(m.targetIds)].join(" "));`;
  const r = run(process.execPath, ["--no-warnings", "-e", script], app);
  assert.is(ok(r, "CommonJS require").trim(), "function function true");
});

test("a strict TypeScript consumer type-checks against the shipped declarations (skipLibCheck off, exactOptionalPropertyTypes on)", () => {
  writeFileSync(
    join(app, "consumer.ts"),
    `import { buildModel, loadSchema, generate, resolveOptions, diffModels, type Options, type Model, type TypeNode, type TargetId } from "mcp-codegen";

const targets: TargetId[] = ["ts", "validators"];
const partial: Partial<Options> = { specs: ["2026-07-28"], targets, outDir: "out" };
const options: Options = resolveOptions(partial);

export async function run(file: string): Promise<number> {
  const model: Model = buildModel(await loadSchema(file));
  const kinds = model.definitions.map((d) => d.type).map((t: TypeNode) => t.kind);
  const result = await generate(options);
  return kinds.length + result.files.length + diffModels(model, model).length;
}
`,
  );
  writeFileSync(
    join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        noEmit: true,
        types: ["node"],
      },
      files: ["consumer.ts"],
    }),
  );
  const tsc = join(projectRoot, "node_modules", "typescript", "bin", "tsc");
  const r = run(process.execPath, [tsc, "-p", "tsconfig.json", "--listFilesOnly"], app);
  const checked = ok(r, "tsc --listFilesOnly").trim().split("\n");
  assert.ok(checked.some((f) => f.includes("/node_modules/mcp-codegen/dist/")), "the package's declarations are used");
  assert.not.ok(checked.some((f) => f.includes("/node_modules/mcp-codegen/") && /\.ts$/.test(f) && !/\.d\.ts$/.test(f)), "no source file of the package is compiled");
  ok(run(process.execPath, [tsc, "-p", "tsconfig.json"], app), "tsc --strict --noEmit");
});

test.run();
