import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";

const prettierBin = join(projectRoot, "node_modules/prettier/bin/prettier.cjs");
const targets = "ts,methods,validators";

/** A temporary SDK repo with its own prettier config, formatting its generated folder with `prettier --write`. */
function sdkRepo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-prettier-"));
  mkdirSync(join(dir, ".git"));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

function prettier(dir: string, mode: "--check" | "--write"): { status: number; output: string } {
  const r = spawnSync(process.execPath, [prettierBin, mode, "src/generated"], { cwd: dir, encoding: "utf8" });
  return { status: r.status ?? -1, output: r.stdout + r.stderr };
}

const generate = (dir: string, ...extra: string[]) =>
  runCli(["generate", "--spec", "2025-06-18", "--target", targets, "--out", "src/generated", ...extra], { cwd: dir });
const generateTypes = (dir: string, ...extra: string[]) =>
  runCli(["generate", "--spec", "2025-06-18", "--out", "src/generated", ...extra], { cwd: dir });

test("the repo's .prettierrc is honoured: prettier --write over the output changes nothing, check stays green", () => {
  const dir = sdkRepo({
    ".prettierrc": JSON.stringify({ semi: false, singleQuote: true, useTabs: true, printWidth: 100, overrides: [{ files: "*.md", options: { proseWrap: "always", printWidth: 60 } }] }),
  });
  const gen = generate(dir);
  assert.is(gen.status, 0, gen.stderr);
  const types = readFileSync(join(dir, "src/generated/2025-06-18/types.ts"), "utf8");
  assert.match(types, /\n\t[a-zA-Z"]/, "tabs, as the config says");
  assert.not.match(types, /;\n/, "no semicolons");
  const checked = prettier(dir, "--check");
  assert.is(checked.status, 0, checked.output);
  const before = readFileSync(join(dir, "src/generated/methods.md"), "utf8");
  assert.is(prettier(dir, "--write").status, 0);
  assert.is(readFileSync(join(dir, "src/generated/methods.md"), "utf8"), before);
  const check = runCli(["check", "--spec", "2025-06-18", "--target", targets, "--out", "src/generated"], { cwd: dir });
  assert.is(check.status, 0, check.stdout + check.stderr);
  // Deterministic: a rerun writes nothing.
  assert.match(generate(dir).stdout, / 0 written/);
});

test("line ends from the config (CRLF): the validators and zod schemas, formatted a few statements at a time, are what prettier --write leaves", () => {
  const dir = sdkRepo({ ".prettierrc": JSON.stringify({ endOfLine: "crlf", printWidth: 60, semi: false }) });
  const gen = runCli(["generate", "--spec", "2025-06-18", "--target", "validators,zod", "--out", "src/generated"], { cwd: dir });
  assert.is(gen.status, 0, gen.stderr);
  for (const name of ["validators.ts", "validators.js", "validators.d.ts", "zod.ts"]) {
    const text = readFileSync(join(dir, "src/generated/2025-06-18", name), "utf8");
    assert.ok(text.includes("\r\n"), `${name}: CRLF`);
    assert.not.match(text, /[^\r]\n/, `${name}: no bare LF`);
  }
  // zod.ts is left out: prettier does not reach a fixed point on its member chains (`--write` twice differs).
  const validators = ["validators.ts", "validators.js", "validators.d.ts"].map((name) => `src/generated/2025-06-18/${name}`);
  const checked = spawnSync(process.execPath, [prettierBin, "--check", ...validators], { cwd: dir, encoding: "utf8" });
  assert.is(checked.status, 0, checked.stdout + checked.stderr);
});

test("no prettier config: prettier's own defaults, which is what prettier --write uses there", () => {
  const dir = sdkRepo({});
  assert.is(generateTypes(dir).status, 0);
  const checked = prettier(dir, "--check");
  assert.is(checked.status, 0, checked.output);
});

test("--formatting builtin (or the config's formatting member) ignores the repo's config", () => {
  const dir = sdkRepo({ ".prettierrc": JSON.stringify({ semi: false }) });
  assert.is(generateTypes(dir, "--formatting", "builtin").status, 0);
  const types = readFileSync(join(dir, "src/generated/2025-06-18/types.ts"), "utf8");
  assert.match(types, /;\n/, "semicolons: prettier's built-in choice, not the repo's");
  assert.is(prettier(dir, "--check").status, 1, "the repo's formatter would change it, as asked");
  writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify({ versions: ["2025-06-18"], outDir: "src/generated", formatting: "builtin" }));
  const check = runCli(["check"], { cwd: dir });
  assert.is(check.status, 0, check.stdout + check.stderr);
  const bad = runCli(["generate", "--formatting", "pretty"], { cwd: dir });
  assert.is(bad.status, 2);
});

test.run();
