import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli, type CliRun } from "../helpers/cli.ts";
import { schemaPath, schemasDir } from "../helpers/paths.ts";

/**
 * A temp git repository holding the 2026-07-28 schema.json and, beside it, a schema.ts: the spec's own in the
 * first commit (`good`), one nested 5,000 brackets deep in the second (`HEAD`).
 */
function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-git-"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, stdio: "pipe" });
  mkdirSync(join(dir, "schema"));
  copyFileSync(schemaPath("2026-07-28"), join(dir, "schema", "schema.json"));
  copyFileSync(join(schemasDir, "2026-07-28", "schema.ts"), join(dir, "schema", "schema.ts"));
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-qm", "good");
  git("tag", "good");
  writeFileSync(join(dir, "schema", "schema.ts"), `export interface A ${"{ a: ".repeat(5000)}string${" }".repeat(5000)}`);
  git("commit", "-qam", "deep");
  return dir;
}

const dir = repo();
const out = () => join(mkdtempSync(join(tmpdir(), "mcp-codegen-git-out-")), "out");

function refusedDeep(r: CliRun): void {
  assert.is(r.status, 2, r.stderr);
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, r.stderr);
  assert.match(lines[0]!, /git:HEAD:schema\/schema\.ts:1: nested deeper than 256 levels/);
}

test("a deep schema.ts through git: is schema-too-deep (exit 2), in diff, generate, check and schema", () => {
  refusedDeep(runCli(["diff", "git:good:schema/schema.json", "git:HEAD:schema/schema.json"], { cwd: dir }));
  refusedDeep(runCli(["generate", "--schema", "git:HEAD:schema/schema.json", "--out", out()], { cwd: dir }));
  refusedDeep(runCli(["check", "--schema", "git:HEAD:schema/schema.json", "--out", out()], { cwd: dir }));
});

test("git:<ref>:<path> generates what the same file on disk generates, its schema.ts read beside it at that ref", () => {
  const fromGit = out();
  const fromDisk = out();
  assert.is(runCli(["generate", "--schema", "git:good:schema/schema.json", "--out", fromGit, "--target", "ts"], { cwd: dir }).status, 0);
  // Patches are chosen by the source's name (schema/patches/2026-07-28.json); this one is named `schema`.
  assert.is(runCli(["generate", "--spec", "2026-07-28", "--no-patches", "--out", fromDisk, "--target", "ts"], { cwd: dir }).status, 0);
  const types = (root: string, version: string) => readFileSync(join(root, version, "types.ts"), "utf8");
  const body = (text: string) => text.slice(text.indexOf("*/") + 2);
  assert.ok(types(fromGit, "schema").includes("@deprecated"), "the schema.ts at that ref was read");
  assert.is(body(types(fromGit, "schema")), body(types(fromDisk, "2026-07-28")));
  const schema = runCli(["schema", "git:good:schema/schema.json"], { cwd: dir });
  assert.is(schema.status, 0, schema.stderr);
  assert.equal(JSON.parse(schema.stdout), JSON.parse(runCli(["schema", "2026-07-28", "--no-patches"]).stdout));
});

test("a config's schemas may name git:<ref>:<path>, kept as written (not made a path under the config's folder)", () => {
  const config = join(dir, "git.config.json");
  writeFileSync(config, JSON.stringify({ schemas: ["git:good:schema/schema.json"], targets: ["ts"] }));
  const target = out();
  const r = runCli(["generate", "--config", config, "--out", target], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
  assert.match(readFileSync(join(target, "schema", "types.ts"), "utf8"), /\/\/ Source: git:good:schema\/schema\.json/);
});

test("--no-schema-ts reads no schema.ts, through git: too, in generate and diff", () => {
  assert.is(runCli(["generate", "--schema", "git:HEAD:schema/schema.json", "--no-schema-ts", "--out", out()], { cwd: dir }).status, 0);
  const r = runCli(["diff", "git:good:schema/schema.json", "git:HEAD:schema/schema.json", "--no-schema-ts", "--format", "json"], { cwd: dir });
  assert.is(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).changes, []);
  const to = runCli(["diff", "git:good:schema/schema.json", "git:HEAD:schema/schema.json", "--no-ts-to", "--format", "json"], { cwd: dir });
  assert.is(to.status, 0, to.stderr);
  // Without the `to` side's tags, what was deprecated in schema.ts is no longer.
  assert.ok(JSON.parse(to.stdout).changes.length > 0);
  const from = runCli(["diff", "git:HEAD:schema/schema.json", "git:good:schema/schema.json", "--no-ts-from", "--format", "json"], { cwd: dir });
  // The deep schema.ts at HEAD is not read (it would be exit 2); the `to` side's tags are new deprecations.
  assert.is(from.status, 0, from.stderr);
  assert.ok(JSON.parse(from.stdout).changes.length > 0);
  const one = runCli(["diff", "git:good:schema/schema.json", "git:HEAD:schema/schema.json", "--schema-ts", "x.ts"], { cwd: dir });
  assert.is(one.status, 2, one.stderr);
  assert.match(one.stderr, /--schema-ts names one schema\.ts, but diff reads two sources/);
});

test("crosscheck reads both through git: too, the schema.ts checked under its git: name", () => {
  const r = runCli(["crosscheck", "git:good:schema/schema.json", "git:good:schema/schema.ts", "--format", "json"], { cwd: dir });
  const disk = runCli(["crosscheck", schemaPath("2026-07-28"), join(schemasDir, "2026-07-28", "schema.ts"), "--format", "json"]);
  assert.is(r.status, disk.status, r.stderr);
  assert.equal(JSON.parse(r.stdout).divergences, JSON.parse(disk.stdout).divergences);
  refusedDeep(runCli(["crosscheck", "git:good:schema/schema.json", "git:HEAD:schema/schema.ts"], { cwd: dir }));
});

test.run();
