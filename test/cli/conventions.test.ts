import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultCacheDir } from "../../generator/config/cacheDir.ts";
import { findConfig } from "../../generator/config/findConfig.ts";
import { stageReporter, stdinFor } from "../../generator/commands/shared.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemaPath, schemasDir } from "../helpers/paths.ts";

const fresh = (prefix = "mcp-codegen-cli-") => mkdtempSync(join(tmpdir(), prefix));
const noEnvSchemas = { MCP_SCHEMA_DIR: undefined };

test("- reads the schema from standard input: generate, schema, diff", () => {
  const input = readFileSync(schemaPath("2024-11-05"));
  const out = join(fresh(), "out");
  const gen = runCli(["generate", "--schema", "-", "--out", out], { input });
  assert.is(gen.status, 0, gen.stderr);
  const types = readFileSync(join(out, "stdin", "types.ts"), "utf8");
  assert.match(types, /\/\/ Source: <stdin>/);
  assert.match(types, /export interface CallToolRequest/);
  const schema = runCli(["schema", "-", "--no-patches"], { input });
  assert.is(schema.status, 0, schema.stderr);
  assert.equal(JSON.parse(schema.stdout), JSON.parse(input.toString("utf8")));
  const diff = runCli(["diff", "-", "2025-03-26", "--format", "json", "--out", "-"], { input });
  assert.is(diff.status, 0, diff.stderr);
  const report = JSON.parse(diff.stdout) as { from: string; changes: unknown[] };
  assert.ok(report.changes.length > 0, diff.stdout.slice(0, 200));
  const same = runCli(["diff", "-", "2024-11-05", "--format", "json", "--no-patches"], { input });
  assert.equal((JSON.parse(same.stdout) as { changes: unknown[] }).changes, []);
  // Bad JSON on stdin names <stdin>.
  const bad = runCli(["schema", "-"], { input: "{ nope" });
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /^mcp-codegen: <stdin> #: malformed JSON/);
});

test("- from a terminal, or twice, is refused instead of waiting forever", async () => {
  for (const [sources, id] of [
    [["-"], "stdin-tty"],
    [["-", "-"], "stdin-repeated"],
  ] as const) {
    try {
      await stdinFor(sources, { env: {}, cwd: "/", stdinIsTTY: true, readStdin: async () => new Uint8Array() });
      assert.unreachable(id);
    } catch (e) {
      assert.is((e as CodegenError).id, id);
    }
  }
  assert.is(await stdinFor(["a.json"], { env: {}, cwd: "/" }), undefined);
});

test("the config is found from a subfolder up to the repository root, and not above it", () => {
  const outer = fresh();
  const repo = join(outer, "repo");
  const deep = join(repo, "packages", "sdk", "src");
  mkdirSync(deep, { recursive: true });
  mkdirSync(join(repo, ".git"));
  const config = { versions: ["2025-06-18"], outDir: "generated", schemaDir: schemasDir, download: false };
  writeFileSync(join(repo, "mcp-codegen.config.json"), JSON.stringify(config));
  writeFileSync(join(outer, "mcp-codegen.config.json"), JSON.stringify({ ...config, outDir: "wrong" }));
  assert.is(findConfig(deep), join(repo, "mcp-codegen.config.json"));
  const gen = runCli(["generate"], { cwd: deep, env: noEnvSchemas });
  assert.is(gen.status, 0, gen.stderr);
  assert.ok(existsSync(join(repo, "generated", "2025-06-18", "types.ts")), "outDir is relative to the config");
  assert.is(runCli(["check"], { cwd: deep, env: noEnvSchemas }).status, 0);
  // Without a config in the repository, the one above the repository root is not used.
  const other = join(outer, "other");
  mkdirSync(join(other, ".git"), { recursive: true });
  assert.is(findConfig(other), undefined);
});

test("every command reads the config the same way: versions, schema and diff use its schemaDir", () => {
  const repo = fresh();
  mkdirSync(join(repo, ".git"));
  mkdirSync(join(repo, "sub"));
  writeFileSync(join(repo, "mcp-codegen.config.json"), JSON.stringify({ versions: ["2025-06-18"], schemaDir: schemasDir, download: false }));
  const cwd = join(repo, "sub");
  const versions = runCli(["versions"], { cwd, env: noEnvSchemas });
  assert.is(versions.status, 0, versions.stderr);
  assert.ok(versions.stdout.includes(`2025-06-18\tdraft-07\t${join(schemasDir, "2025-06-18", "schema.json")}`), versions.stdout);
  assert.is(runCli(["schema", "2025-06-18"], { cwd, env: noEnvSchemas }).status, 0);
  const diff = runCli(["diff", "2025-03-26", "2025-06-18", "--format", "json"], { cwd, env: noEnvSchemas });
  assert.is(diff.status, 0, diff.stderr);
});

test("process.env is read at the CLI entry only", () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (path.endsWith(".ts") && !path.endsWith(join("generator", "cli.ts")) && /process\.env\b(?!`)/.test(readFileSync(path, "utf8").replace(/^\s*(\*|\/\/).*$/gm, "")))
        offenders.push(path);
    }
  };
  walk(join(projectRoot, "generator"));
  assert.equal(offenders, []);
});

test("the download cache: $XDG_CACHE_HOME, else the project's node_modules/.cache, never the installed package", () => {
  assert.is(defaultCacheDir({ XDG_CACHE_HOME: "/x/cache" }, "/anywhere"), join("/x/cache", "mcp-codegen"));
  const project = fresh();
  writeFileSync(join(project, "package.json"), "{}");
  mkdirSync(join(project, "src", "deep"), { recursive: true });
  assert.is(defaultCacheDir({}, join(project, "src", "deep")), join(project, "node_modules", ".cache", "mcp-codegen"));
  const loose = fresh();
  assert.ok(defaultCacheDir({ HOME: "/home/u" }, loose).startsWith("/home/u/.cache/mcp-codegen") || existsSync("/package.json"));
  // Installed as a dependency, the cache is the user's project's, not node_modules/mcp-codegen's.
  const installed = join(project, "node_modules", "mcp-codegen");
  mkdirSync(installed, { recursive: true });
  writeFileSync(join(installed, "package.json"), "{}");
  assert.is(defaultCacheDir({}, project), join(project, "node_modules", ".cache", "mcp-codegen"));
});

test("progress: nothing on a pipe, stages with --verbose, a timing line on a terminal, nothing with --quiet", () => {
  const out = join(fresh(), "out");
  const plain = runCli(["generate", "--spec", "2024-11-05", "--out", out]);
  assert.is(plain.stderr, "");
  const verbose = runCli(["generate", "--spec", "2024-11-05", "--out", out, "--verbose"]);
  for (const stage of ["resolve", "load", "emit:ts", "emit", "format", "write"]) assert.match(verbose.stderr, new RegExp(`mcp-codegen: ${stage}\\s+\\d+\\.\\d\\ds`));
  const quiet = runCli(["generate", "--spec", "2024-11-05", "--out", out, "--quiet"]);
  assert.is(quiet.stdout + quiet.stderr, "");
  // A real terminal, through util-linux `script`.
  const bin = join(projectRoot, "bin/mcp-codegen.js");
  const tty = spawnSync("script", ["-qec", `${process.execPath} ${bin} generate --spec 2024-11-05 --out ${out}`, "/dev/null"], {
    encoding: "utf8",
    env: { ...process.env, MCP_SCHEMA_DIR: schemasDir },
  });
  assert.is(tty.status, 0, tty.stdout + tty.stderr);
  assert.match(tty.stdout, /mcp-codegen: resolve \d+\.\d\ds, load \d+\.\d\ds, emit \d+\.\d\ds, format \d+\.\d\ds, write \d+\.\d\ds/);
});

test("stageReporter: the running stage on one rewritten line, then the timings", () => {
  let text = "";
  const r = stageReporter({ progress: true, verbose: false }, { write: (s: string) => ((text += s), true) } as never);
  r.onStage({ stage: "load", phase: "start" });
  r.onStage({ stage: "load", phase: "end", ms: 1500, detail: "x" });
  r.done();
  assert.is(text, "\r\x1b[Kmcp-codegen: load...\r\x1b[Kmcp-codegen: load 1.50s\n");
});

test("--help has examples and lists every target and report format", () => {
  const r = runCli(["--help"]);
  assert.is(r.status, 0);
  assert.match(r.stdout, /Examples:/);
  for (const t of ["ts", "methods", "validators", "python", "go", "rust", "java", "kotlin", "csharp", "swift"]) assert.match(r.stdout, new RegExp(`\\n  ${t}\\s`));
  assert.match(r.stdout, /md, json, html/);
  assert.match(r.stdout, /mcp-codegen update/);
});

test.run();
