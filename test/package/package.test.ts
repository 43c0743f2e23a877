/**
 * The package as a user installs it: `npm pack` (its `prepack` runs the build), then `npm install` of the tarball
 * into fresh projects, one with TypeScript 5.9, one with TypeScript 7 (npm's latest) and one without any. Each
 * project is installed once per tarball and kept in the temp folder (`mcp-codegen-package-test/`, keyed by the
 * tarball's integrity, the TypeScript version and Node's): a rerun on an unchanged build reinstalls nothing.
 * Installs prefer npm's cache (`--prefer-offline`).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generate } from "../../generator/generate.ts";
import { projectRoot, schemaPath, schemasDir } from "../helpers/paths.ts";
import { readmeApiExample } from "./readmeExample.ts";

const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { name: string };
const work = mkdtempSync(join(tmpdir(), "mcp-package-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const cacheRoot = join(tmpdir(), "mcp-codegen-package-test");

/** The projects: which TypeScript each adds beside mcp-codegen (none: the package alone). */
const variants = [
  { name: "ts5.9", typescript: "typescript@5.9" },
  { name: "ts7", typescript: "typescript@7" },
  { name: "none", typescript: undefined },
] as const;
type Variant = (typeof variants)[number];

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  integrity: string;
  files: { path: string }[];
}
let packed: Packed;
let tarball = "";
const projects = new Map<Variant["name"], { dir: string; installLog: string }>();

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, MCP_SCHEMA_DIR: schemasDir, ...env } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

function ok(r: { status: number; stdout: string; stderr: string }, what: string): string {
  assert.is(r.status, 0, `${what} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A fresh project with the tarball (and its TypeScript) installed, reused while the tarball is unchanged. */
function project(v: Variant): { dir: string; installLog: string } {
  const key = createHash("sha256").update(`${packed.integrity} ${v.typescript ?? "none"} ${process.version}`).digest("hex").slice(0, 16);
  const dir = join(cacheRoot, `${v.name}-${key}`);
  const log = join(dir, "install.log");
  if (existsSync(log)) return { dir, installLog: readFileSync(log, "utf8") };
  // An earlier tarball's project of this variant is stale: remove it.
  if (existsSync(cacheRoot)) for (const e of readdirSync(cacheRoot)) if (e.startsWith(`${v.name}-`)) rmSync(join(cacheRoot, e), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `app-${v.name}`, private: true, type: "module" }, null, 2));
  const specs = [tarball, ...(v.typescript ? [v.typescript] : []), "@types/node@20"];
  const r = run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", ...specs], dir);
  const text = `${r.stdout}\n${r.stderr}`;
  assert.is(r.status, 0, `npm install (${v.name}) failed:\n${text}`);
  writeFileSync(log, text);
  return { dir, installLog: text };
}

const bin = (v: Variant) => join(projects.get(v.name)!.dir, "node_modules", ".bin", "mcp-codegen");

test.before(() => {
  const out = ok(run("npm", ["pack", "--json", "--pack-destination", work], projectRoot), "npm pack");
  packed = (JSON.parse(out.slice(out.indexOf("["))) as Packed[])[0]!;
  tarball = join(work, packed.filename);
  for (const v of variants) projects.set(v.name, project(v));
});

test("the tarball: build, templates, schema sources and patches, README and LICENSE; no source maps, tests or sources; at most 400 KB", () => {
  const files = packed.files.map((f) => f.path);
  for (const f of ["package.json", "README.md", "LICENSE", "dist/generator/index.js", "dist/generator/index.d.ts", "dist/cli/mcp-codegen.js", "schema/sources.json"]) {
    assert.ok(files.includes(f), `missing ${f}`);
  }
  assert.ok(files.some((f) => f.startsWith("templates/")));
  assert.ok(files.some((f) => f.startsWith("schema/patches/")));
  // The spec checks ship bundled at build time (dist/specChecks.bundles.json), not as their sources.
  assert.ok(files.includes("dist/specChecks.bundles.json"), "missing dist/specChecks.bundles.json");
  const unwanted = files.filter((f) => /^(test|bench|generator|bin|\.ci|node_modules|schema\/cache|docs|scripts)\//.test(f) || /(^|\/)tsconfig/.test(f) || /\.map$/.test(f));
  assert.equal(unwanted, []);
  assert.ok(packed.size <= 400_000, `tarball ${packed.size} bytes`);
});

test("one copy of the code: the CLI and the library share their chunks; dependencies are imported, not bundled; no map comment", () => {
  const dist = join(projects.get("none")!.dir, "node_modules", pkg.name, "dist");
  const js = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? js(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : []));
  const texts = js(dist).map((f) => readFileSync(f, "utf8"));
  for (const definition of ["function readTypes(", "function renderWithWarnings(", "function runOptions("]) {
    assert.is(texts.filter((t) => t.includes(definition)).length, 1, definition);
  }
  assert.not.ok(texts.some((t) => t.includes("class YargsInstance") || t.includes("sourceMappingURL")));
  assert.ok(texts.some((t) => /from "yargs"/.test(t)));
});

test("the published package.json: no install scripts, no TypeScript peer", () => {
  const manifest = JSON.parse(readFileSync(join(projects.get("none")!.dir, "node_modules", pkg.name, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  for (const s of ["preinstall", "install", "postinstall", "prepare"]) assert.is(manifest.scripts?.[s], undefined, s);
  assert.is(manifest.peerDependencies?.typescript, undefined);
  for (const v of variants) assert.not.match(projects.get(v.name)!.installLog, `${pkg.name}@`, `npm names ${pkg.name} among install scripts (${v.name})`);
});

/** Every package installed under `dir`'s node_modules (nested and scoped ones included): its folder and manifest. */
function installedPackages(dir: string): { path: string; manifest: { name?: string; scripts?: Record<string, string> } }[] {
  const root = join(dir, "node_modules");
  if (!existsSync(root)) return [];
  const out: { path: string; manifest: { name?: string; scripts?: Record<string, string> } }[] = [];
  for (const e of readdirSync(root, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name.startsWith(".")) continue;
    const folders = e.name.startsWith("@") ? readdirSync(join(root, e.name)).map((n) => join(root, e.name, n)) : [join(root, e.name)];
    for (const folder of folders) {
      const manifest = join(folder, "package.json");
      if (existsSync(manifest)) out.push({ path: folder, manifest: JSON.parse(readFileSync(manifest, "utf8")) });
      out.push(...installedPackages(folder));
    }
  }
  return out;
}

test("a consumer's install runs no install script: no installed package has one (nor a binding.gyp npm would build), esbuild is not installed", () => {
  for (const v of variants) {
    const dir = projects.get(v.name)!.dir;
    const installed = installedPackages(dir);
    assert.ok(installed.some((p) => p.manifest.name === pkg.name), `${v.name}: ${pkg.name} installed`);
    const scripted = installed.filter((p) => ["preinstall", "install", "postinstall"].some((s) => p.manifest.scripts?.[s] !== undefined) || existsSync(join(p.path, "binding.gyp")));
    assert.equal(scripted.map((p) => p.manifest.name), [], `${v.name}: packages with install scripts`);
    assert.not.ok(installed.some((p) => p.manifest.name === "esbuild"), `${v.name}: esbuild installed`);
    assert.not.match(projects.get(v.name)!.installLog, "install-scripts", `${v.name}: npm warns about install scripts`);
  }
});

for (const v of variants) {
  test(`${v.name}: npx mcp-codegen --help and versions run without a warning`, () => {
    const dir = projects.get(v.name)!.dir;
    const help = ok(run("npx", ["--offline", "--no-install", "mcp-codegen", "--help"], dir), "npx mcp-codegen --help");
    assert.match(help, "mcp-codegen generate");
    const versions = run(bin(v), ["versions"], dir);
    assert.is(versions.status, 0, versions.stderr);
    assert.is(versions.stderr, "");
  });
}

test("generate --spec 2026-07-28 --target ts: the same bytes with TypeScript 5.9, 7 and none, as from the sources, 21 @deprecated tags", async () => {
  const expectedDir = join(work, "expected");
  const expected = await generate({ specs: ["2026-07-28"], schemaDir: schemasDir, targets: ["ts"], outDir: expectedDir, download: false });
  const types = expected.files.find((f) => f.path === "2026-07-28/types.ts");
  assert.ok(types, "types.ts generated");
  assert.is(readFileSync(join(expectedDir, "2026-07-28", "types.ts"), "utf8").match(/@deprecated/g)?.length, 21);
  for (const v of variants) {
    const out = join(work, `out-${v.name}`);
    const r = run(bin(v), ["generate", "--spec", "2026-07-28", "--target", "ts", "--out", out], projects.get(v.name)!.dir);
    assert.is(r.status, 0, r.stderr);
    assert.not.match(r.stderr, "warning", v.name);
    for (const f of expected.files) {
      const got = readFileSync(join(out, f.path));
      assert.ok(got.equals(readFileSync(join(expectedDir, f.path))), `${v.name}: ${f.path} differs`);
    }
  }
});

test("validators from the installed CLI (no bundler installed) import and run, spec checks included", () => {
  const dir = projects.get("none")!.dir;
  const out = join(work, "out-validators");
  ok(run(bin(variants[2]), ["generate", "--spec", "2026-07-28", "--target", "validators", "--formatting", "builtin", "--out", out], dir), "generate validators");
  const example = readFileSync(join(schemasDir, "2026-07-28", "examples", "CallToolRequest", "call-tool-request.json"), "utf8");
  const probe = `import { isCallToolRequest } from ${JSON.stringify(join(out, "2026-07-28", "validators.js"))};
console.log([isCallToolRequest(${example.trim()}), isCallToolRequest({})].join(" "));`;
  assert.is(ok(run(process.execPath, ["--input-type=module", "-e", probe], dir), "import validators.js").trim(), "true false");
  const checks = `import { checkTool, specRules } from ${JSON.stringify(join(out, "2026-07-28", "specChecks.js"))};
console.log([specRules.length > 0, checkTool({ name: "ok_tool", inputSchema: { type: "object" } }).errors.length, checkTool({ name: "" }).warnings.length > 0].join(" "));`;
  assert.is(ok(run(process.execPath, ["--input-type=module", "-e", checks], dir), "import specChecks.js").trim(), "true 0 true");
});

for (const v of variants) {
  test(`${v.name}: import from plain Node ESM and require from CommonJS`, () => {
    const dir = projects.get(v.name)!.dir;
    const esm = `import { buildModel, loadSchema, generate } from "mcp-codegen";
const model = buildModel(await loadSchema(${JSON.stringify(schemaPath("2026-07-28"))}));
console.log([typeof generate, model.definitions.length > 100].join(" "));`;
    assert.is(ok(run(process.execPath, ["--input-type=module", "-e", esm], dir), "ESM import").trim(), "function true");
    const cjs = `const m = require("mcp-codegen"); console.log([typeof m.generate, typeof m.buildModel, Array.isArray(m.targetIds)].join(" "));`;
    assert.is(ok(run(process.execPath, ["--no-warnings", "--input-type=commonjs", "-e", cjs], dir), "CommonJS require").trim(), "function function true");
  });
}

const consumer = `import { buildModel, loadSchema, generate, resolveOptions, diffModels, type Options, type Model, type TypeNode, type TargetId } from "mcp-codegen";

const targets: TargetId[] = ["ts", "validators"];
const partial: Partial<Options> = { specs: ["2026-07-28"], targets, outDir: "out" };
const options: Options = resolveOptions(partial);

export async function run(file: string): Promise<number> {
  const model: Model = buildModel(await loadSchema(file));
  const kinds = model.definitions.map((d) => d.type).map((t: TypeNode) => t.kind);
  const result = await generate(options);
  return kinds.length + result.files.length + diffModels(model, model).length;
}
`;

for (const v of variants.filter((x) => x.typescript !== undefined)) {
  test(`${v.name}: a strict consumer type-checks against the shipped declarations (skipLibCheck off, exactOptionalPropertyTypes on), README's example too`, () => {
    const dir = projects.get(v.name)!.dir;
    writeFileSync(join(dir, "consumer.ts"), consumer);
    writeFileSync(join(dir, "readme-example.ts"), readmeApiExample());
    writeFileSync(
      join(dir, "tsconfig.json"),
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
        files: ["consumer.ts", "readme-example.ts"],
      }),
    );
    const tsc = join(dir, "node_modules", ".bin", "tsc");
    ok(run(tsc, ["-p", "tsconfig.json"], dir), `tsc --strict (${v.name})`);
  });
}

test.run();
