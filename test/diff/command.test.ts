import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemaPath } from "../helpers/paths.ts";
import { fixtureSchema, fixturesDir } from "./fixture.ts";

const work = join(projectRoot, "tmp", "diff-command-test");
mkdirSync(work, { recursive: true });

test("diff <version> <version> prints Markdown; --fail-on ERR exits 1 on breaking changes", () => {
  const r = runCli(["diff", "2025-11-25", "2026-07-28", "--fail-on", "ERR", "--no-download"]);
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, /^# MCP schema diff: 2025-11-25 → 2026-07-28/);
  assert.match(r.stdout, /## Breaking \(\d+\)/);
  assert.match(r.stdout, /methods\/initialize/);
});

test("below --fail-on the exit code is 0", () => {
  const before = join(work, "info-before.json");
  const after = join(work, "info-after.json");
  writeFileSync(before, JSON.stringify(fixtureSchema({})));
  writeFileSync(after, JSON.stringify(fixtureSchema({ Icon: { type: "object", properties: { src: { type: "string" } } } })));
  const r = runCli(["diff", before, after, "--format", "json", "--fail-on", "WARN"]);
  assert.is(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).changes.map((c: { rule: string }) => c.rule), ["definition-added"]);
});

test("files, --format json --out FILE, and a schema.ts beside each schema.json", () => {
  for (const side of ["before", "after"]) {
    const dir = join(work, side);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "schema.json"), JSON.stringify(fixtureSchema({})));
    writeFileSync(join(dir, "schema.ts"), readFileSync(join(fixturesDir, "ts", `${side}.schema.ts`), "utf8"));
  }
  const out = join(work, "report.json");
  const r = runCli(["diff", join(work, "before", "schema.json"), join(work, "after", "schema.json"), "--format", "json", "--out", out, "--fail-on", "WARN"]);
  assert.is(r.status, 1, r.stderr);
  assert.is(r.stdout, "");
  const report = JSON.parse(readFileSync(out, "utf8"));
  assert.ok(report.changes.some((c: { rule: string; path: string }) => c.rule === "newly-deprecated" && c.path === "ImageContent"));
  const explicit = runCli(["diff", join(work, "before", "schema.json"), join(work, "after", "schema.json"), "--format", "json", "--ts-to", join(fixturesDir, "ts", "before.schema.ts")]);
  assert.is(explicit.status, 0, "no --fail-on: exit 0");
  assert.equal(JSON.parse(explicit.stdout).changes, [], "--ts-to overrides the schema.ts found beside the file");
});

test("bad input exits 2 naming the problem", () => {
  const unknown = runCli(["diff", "2099-01-01", "2026-07-28", "--no-download"]);
  assert.is(unknown.status, 2);
  assert.match(unknown.stderr, /unknown spec version "2099-01-01"/);
  const broken = join(work, "broken.json");
  writeFileSync(broken, "{ not json");
  const malformed = runCli(["diff", broken, schemaPath("2026-07-28")]);
  assert.is(malformed.status, 2);
  assert.match(malformed.stderr, /broken\.json.*malformed JSON/);
  const badFormat = runCli(["diff", "2025-11-25", "2026-07-28", "--format", "pdf"]);
  assert.is(badFormat.status, 2);
  const missingTs = runCli(["diff", "2025-11-25", "2026-07-28", "--ts-from", join(work, "nope.ts"), "--no-download"]);
  assert.is(missingTs.status, 2);
  assert.match(missingTs.stderr, /nope\.ts: cannot read/);
});

test.run();
