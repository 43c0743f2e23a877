import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cachedFormat, keyOf, type FormatKey } from "../../generator/emit/formatCache.ts";
import { resolveOptions } from "../../generator/options.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";

const fresh = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
const key = (text: string, settings: object = { printWidth: 120 }): FormatKey => ({ text, formatter: "prettier 3.10.1", parser: "babel-ts", settings });

/** A formatter that counts its calls. */
function counting(output: string) {
  const calls = { n: 0 };
  return { calls, format: async () => (calls.n++, output) };
}

/** Every file under `dir`, relative, with its bytes. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[join(entry.parentPath, entry.name).slice(dir.length + 1)] = readFileSync(join(entry.parentPath, entry.name), "latin1");
  }
  return out;
}

function entryFiles(cache: string): string[] {
  return readdirSync(join(cache, "mcp-codegen", "format"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

test("cold: formatted and kept; warm: read back without formatting; a key differs with the text, formatter, parser or settings", async () => {
  const dir = fresh("mcp-format-cache-");
  const f = counting("formatted\n");
  assert.is(await cachedFormat(dir, key("a"), f.format), "formatted\n");
  assert.is(await cachedFormat(dir, key("a"), f.format), "formatted\n");
  assert.is(f.calls.n, 1);
  const base = keyOf(key("a"));
  assert.is(keyOf(key("a", { printWidth: 120 })), base);
  assert.is(keyOf({ ...key("a"), settings: { proseWrap: undefined, printWidth: 120 } }), base, "undefined members and member order do not count");
  for (const other of [key("b"), key("a", { printWidth: 80 }), { ...key("a"), formatter: "prettier 3.11.0" }, { ...key("a"), parser: "babel" }]) {
    assert.is.not(keyOf(other), base);
  }
});

test("a corrupt entry (not JSON, truncated, output not matching its sum) is ignored and rebuilt, never trusted", async () => {
  const dir = fresh("mcp-format-cache-");
  const f = counting("good\n");
  await cachedFormat(dir, key("a"), f.format);
  const id = keyOf(key("a"));
  const file = join(dir, id.slice(0, 2), `${id}.json`);
  const good = readFileSync(file, "utf8");
  const tampered = JSON.stringify({ ...JSON.parse(good), output: "evil();\n" });
  for (const bad of ["", "not json", good.slice(0, good.length / 2), tampered, "null", "[]"]) {
    writeFileSync(file, bad);
    const before = f.calls.n;
    assert.is(await cachedFormat(dir, key("a"), f.format), "good\n", JSON.stringify(bad));
    assert.is(f.calls.n, before + 1, "formatted again");
    assert.is(readFileSync(file, "utf8"), good, "rebuilt");
  }
});

test("a foreign entry (valid JSON of another key) is ignored and replaced with this key's", async () => {
  const dir = fresh("mcp-format-cache-");
  await cachedFormat(dir, key("other"), async () => "other();\n");
  const otherId = keyOf(key("other"));
  const foreign = readFileSync(join(dir, otherId.slice(0, 2), `${otherId}.json`), "utf8");
  const id = keyOf(key("mine"));
  const file = join(dir, id.slice(0, 2), `${id}.json`);
  await cachedFormat(dir, key("mine"), async () => "mine();\n");
  writeFileSync(file, foreign);
  const f = counting("mine();\n");
  assert.is(await cachedFormat(dir, key("mine"), f.format), "mine();\n");
  assert.is(f.calls.n, 1);
  assert.equal(JSON.parse(readFileSync(file, "utf8")).key, id);
});

test("a cache that cannot be written costs time, never output", async () => {
  const parent = fresh("mcp-format-cache-");
  const dir = join(parent, "file");
  writeFileSync(dir, "a file where the cache folder would be");
  const f = counting("x\n");
  assert.is(await cachedFormat(dir, key("a"), f.format), "x\n");
  assert.is(await cachedFormat(dir, key("a"), f.format), "x\n");
  assert.is(f.calls.n, 2);
});

test("the option: on by default, off with false, anything else refused once at the entry", () => {
  assert.is(resolveOptions({}).formatCache, true);
  assert.is(resolveOptions({ formatCache: false }).formatCache, false);
  try {
    resolveOptions({ formatCache: "no" as never });
    assert.unreachable("refused");
  } catch (e) {
    assert.instance(e, CodegenError);
    assert.is((e as CodegenError).id, "options-invalid");
  }
});

for (const formatting of ["builtin", "project"] as const) {
  test(`generate (${formatting}): the same bytes with the cache cold, warm, disabled, every entry corrupt, every entry foreign`, () => {
    const cache = fresh("mcp-format-cache-xdg-");
    const work = fresh("mcp-format-cache-run-");
    const env = { XDG_CACHE_HOME: cache };
    const run = (out: string, ...extra: string[]) => {
      const r = runCli(["generate", "--spec", "2024-11-05", "--target", "ts,validators,zod", "--formatting", formatting, "--out", out, ...extra], { cwd: work, env });
      assert.is(r.status, 0, r.stderr);
      return tree(join(work, out));
    };
    const cold = run("cold");
    const entries = entryFiles(cache);
    assert.ok(entries.length > 5, `${entries.length} entries kept`);
    const inodes = entries.map((e) => statSync(e).ino);
    const warm = run("warm");
    assert.equal(entryFiles(cache), entries, "a warm run adds nothing");
    assert.equal(entries.map((e) => statSync(e).ino), inodes, "and rewrites nothing: every entry was read back");
    assert.equal(warm, cold);
    assert.equal(run("off", "--no-format-cache"), cold);
    for (const e of entries) writeFileSync(e, "{ corrupt");
    assert.equal(run("corrupt"), cold);
    assert.ok(entries.every((e) => JSON.parse(readFileSync(e, "utf8")).output !== undefined), "rebuilt");
    const foreign = readFileSync(entries[0]!, "utf8");
    for (const e of entries) writeFileSync(e, foreign);
    assert.equal(run("foreign"), cold);
  });
}

test("a project config naming plugins: files go whole to prettier's full entry (as its CLI would) and nothing is kept", () => {
  const dir = fresh("mcp-format-plugins-");
  mkdirSync(join(dir, ".git"));
  // A plugin that adds nothing: what matters is that the config names one.
  writeFileSync(join(dir, "noop.mjs"), "export const options = {};\n");
  writeFileSync(join(dir, ".prettierrc"), JSON.stringify({ plugins: ["./noop.mjs"], semi: false }));
  const cache = join(dir, "cache");
  const r = runCli(["generate", "--spec", "2024-11-05", "--target", "ts,validators", "--out", "gen"], { cwd: dir, env: { XDG_CACHE_HOME: cache } });
  assert.is(r.status, 0, r.stderr);
  const types = readFileSync(join(dir, "gen/2024-11-05/types.ts"), "utf8");
  assert.not.match(types, /;\n/, "the config's settings (no semicolons)");
  const prettierBin = join(projectRoot, "node_modules/prettier/bin/prettier.cjs");
  const files = ["types.ts", "validators.ts", "validators.js", "validators.d.ts"].map((f) => `gen/2024-11-05/${f}`);
  const checked = spawnSync(process.execPath, [prettierBin, "--check", ...files], { cwd: dir, encoding: "utf8" });
  assert.is(checked.status, 0, checked.stdout + checked.stderr);
  assert.not.ok(existsSync(join(cache, "mcp-codegen", "format")), "a plugin's version is unknown: nothing kept");
});

test.run();
