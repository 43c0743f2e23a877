import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";

const fixture = (name: string) => join(projectRoot, "test/fixtures/bad", name);
const outDir = () => join(mkdtempSync(join(tmpdir(), "mcp-codegen-bad-")), "out");

/** Exit 2, one line on stderr, naming what is asked; nothing written. */
function expectRejected(args: string[], mentions: string[]): void {
  const out = outDir();
  const r = runCli(["generate", ...args, "--out", out, "--no-download"]);
  assert.is(r.status, 2, r.stderr);
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, r.stderr);
  for (const m of mentions) assert.ok(lines[0]!.includes(m), `"${lines[0]}" should mention ${m}`);
  assert.not.ok(existsSync(out), "no output folder on failure");
}

test("malformed JSON: names the file, the line and column", () => {
  expectRejected(["--schema", fixture("malformed.json")], [fixture("malformed.json"), "malformed JSON", "line 1"]);
});

test("a $ref to nothing: names the file and the $ref's pointer", () => {
  expectRejected(["--schema", fixture("dangling-ref.json")], [
    fixture("dangling-ref.json"),
    "#/$defs/A/properties/b/$ref",
    "#/$defs/Missing",
  ]);
});

test("a file with no definitions", () => {
  expectRejected(["--schema", fixture("no-definitions.json")], [fixture("no-definitions.json"), "no definitions"]);
});

test("an unknown version lists the known ones", () => {
  expectRejected(["--spec", "1999-01-01"], ['"1999-01-01"', "2026-07-28"]);
});

test("an unreadable path", () => {
  expectRejected(["--schema", fixture("does-not-exist.json")], [fixture("does-not-exist.json"), "cannot read"]);
});

test("an unknown target", () => {
  expectRejected(["--spec", "2026-07-28", "--target", "cobol"], ['"cobol"', "ts"]);
});

test("a known version with no local copy and no network: one error saying what to set", () => {
  const r = runCli(["generate", "--spec", "2025-06-18", "--out", outDir(), "--no-download"], {
    env: { MCP_SCHEMA_DIR: mkdtempSync(join(tmpdir(), "empty-")) },
  });
  assert.is(r.status, 2);
  assert.match(r.stderr, /--schema-dir/);
  assert.match(r.stderr, /MCP_SCHEMA_DIR/);
});

test("a usage error exits 2", () => {
  const r = runCli(["generate", "--bogus-flag"]);
  assert.is(r.status, 2);
  assert.match(r.stderr, /bogus-flag/);
});

test("a failing run leaves the previous out/ intact (nothing is written before every source has rendered)", () => {
  const out = outDir();
  const ok = runCli(["generate", "--spec", "2024-11-05", "--out", out]);
  assert.is(ok.status, 0, ok.stderr);
  const before = readFileSync(join(out, "2024-11-05/types.ts"), "utf8");
  const bad = runCli(["generate", "--spec", "2024-11-05", "--schema", fixture("dangling-ref.json"), "--out", out]);
  assert.is(bad.status, 2);
  assert.is(readFileSync(join(out, "2024-11-05/types.ts"), "utf8"), before);
  assert.equal(readdirSync(out).sort(), [".mcp-codegen-manifest.json", "2024-11-05", "index.ts"]);
});

test.run();
