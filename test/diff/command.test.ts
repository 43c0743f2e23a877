import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemaPath } from "../helpers/paths.ts";
import { fixtureSchema, fixturesDir } from "./fixture.ts";

const work = join(projectRoot, "tmp", "diff-command-test");
mkdirSync(work, { recursive: true });

test("diff <version> <version> prints Markdown; --fail-on ERR exits 1 on breaking changes", () => {
  const r = runCli(["diff", "2025-11-25", "2026-07-28", "--fail-on", "ERR", "--no-download"]);
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, /^## MCP schema diff: 2025-11-25 → 2026-07-28/);
  assert.match(r.stdout, /<details><summary>Breaking \(\d+\)<\/summary>/);
  assert.match(r.stdout, /methods\/initialize/);
  assert.ok(r.stdout.length < 65_536, `${r.stdout.length} characters: fits one GitHub comment`);
});

test("--format github: one ::error per breaking row, ::warning per warning, the Markdown appended as job summary", () => {
  const summary = join(work, "summary.md");
  rmSync(summary, { force: true });
  const r = runCli(["diff", "2025-11-25", "2026-07-28", "--format", "github", "--no-download"], {
    env: { GITHUB_STEP_SUMMARY: summary },
  });
  assert.is(r.status, 0, r.stderr);
  const json = JSON.parse(runCli(["diff", "2025-11-25", "2026-07-28", "--format", "json", "--no-download"]).stdout);
  const lines = r.stdout.trim().split("\n");
  const errors = lines.filter((l) => l.startsWith("::error "));
  assert.is(errors.length, json.summary.byLevel.ERR);
  assert.is(lines.filter((l) => l.startsWith("::warning ")).length, json.summary.byLevel.WARN);
  assert.ok(
    errors.some((l) => l.startsWith("::error title=method-removed%3A methods/initialize::method initialize")),
    errors[0],
  );
  assert.ok(lines.every((l) => /^::(error|warning|notice) [^\n]*::/.test(l)));
  assert.match(readFileSync(summary, "utf8"), /### What a client SDK must change/);
});

test("an ignore file accepts a breaking row (rule + path + reason): reported, not gated on", () => {
  const before = join(work, "accept-before.json");
  const after = join(work, "accept-after.json");
  const params = (required: string[]) => ({
    type: "object",
    properties: { name: { type: "string" }, mode: { type: "string" } },
    required,
  });
  writeFileSync(before, JSON.stringify(fixtureSchema({ CallToolRequestParams: params(["name"]) })));
  writeFileSync(after, JSON.stringify(fixtureSchema({ CallToolRequestParams: params(["name", "mode"]) })));
  assert.is(runCli(["diff", before, after, "--fail-on", "ERR"]).status, 1);
  const ignore = join(work, "accepted.json");
  writeFileSync(
    ignore,
    JSON.stringify({
      accepted: [
        {
          rule: "request-property-became-required",
          path: "CallToolRequestParams/properties/mode",
          reason: "agreed in SEP-9",
        },
      ],
    }),
  );
  const r = runCli(["diff", before, after, "--fail-on", "ERR", "--ignore", ignore, "--format", "json"]);
  assert.is(r.status, 0, r.stderr);
  const row = JSON.parse(r.stdout).changes.find(
    (c: { path: string }) => c.path === "CallToolRequestParams/properties/mode",
  );
  assert.equal([row.level, row.accepted], ["ERR", "agreed in SEP-9"]);
  writeFileSync(ignore, JSON.stringify({ accepted: [{ rule: "no-such-rule", path: "x", reason: "y" }] }));
  const bad = runCli(["diff", before, after, "--ignore", ignore]);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /accepted\.json.*#\/accepted\/0\/rule.*"no-such-rule" is not a diff rule id/);
});

test("config diff.severity overrides a rule's level; off drops it; an unknown id exits 2", () => {
  const dir = join(work, "severity");
  mkdirSync(dir, { recursive: true });
  const before = join(dir, "before.json");
  const after = join(dir, "after.json");
  writeFileSync(before, JSON.stringify(fixtureSchema({})));
  writeFileSync(
    after,
    JSON.stringify(fixtureSchema({ Icon: { type: "object", properties: { src: { type: "string" } } } })),
  );
  const config = join(dir, "mcp-codegen.config.json");
  writeFileSync(config, JSON.stringify({ diff: { severity: { "definition-added": "ERR" } } }));
  const raised = runCli(["diff", before, after, "--format", "json", "--fail-on", "ERR"], { cwd: dir });
  assert.is(raised.status, 1, raised.stderr);
  assert.equal(
    JSON.parse(raised.stdout).changes.map((c: { rule: string; level: string }) => [c.rule, c.level]),
    [["definition-added", "ERR"]],
  );
  writeFileSync(config, JSON.stringify({ diff: { severity: { "definition-added": "off" } } }));
  assert.equal(JSON.parse(runCli(["diff", before, after, "--format", "json"], { cwd: dir }).stdout).changes, []);
  writeFileSync(config, JSON.stringify({ diff: { severity: { "definition-addded": "WARN" } } }));
  const bad = runCli(["diff", before, after], { cwd: dir });
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /mcp-codegen\.config\.json.*#\/diff\/severity\/definition-addded/);
});

test("git:<ref>:<path> reads a schema as committed (git show), so a spec PR diffs against main", () => {
  const repo = join(work, "git-repo");
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(join(repo, "schema", "draft"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  const file = join(repo, "schema", "draft", "schema.json");
  writeFileSync(file, JSON.stringify(fixtureSchema({})));
  git("add", ".");
  git("commit", "-qm", "base");
  writeFileSync(
    file,
    JSON.stringify(fixtureSchema({ Icon: { type: "object", properties: { src: { type: "string" } } } })),
  );
  const r = runCli(["diff", "git:main:schema/draft/schema.json", "schema/draft/schema.json", "--format", "json"], {
    cwd: repo,
  });
  assert.is(r.status, 0, r.stderr);
  const report = JSON.parse(r.stdout);
  assert.is(report.from, "git:main:schema/draft/schema.json");
  assert.equal(
    report.changes.map((c: { rule: string; path: string }) => [c.rule, c.path]),
    [["definition-added", "Icon"]],
  );
  const same = runCli(
    ["diff", "git:main:schema/draft/schema.json", "git:HEAD:schema/draft/schema.json", "--format", "json"],
    { cwd: repo },
  );
  assert.equal(JSON.parse(same.stdout).changes, []);
  const missing = runCli(["diff", "git:main:nope.json", "schema/draft/schema.json"], { cwd: repo });
  assert.is(missing.status, 2);
  assert.match(missing.stderr, /git show main:nope\.json failed/);
  const option = runCli(["diff", "git:--output=x:y", "schema/draft/schema.json"], { cwd: repo });
  assert.is(option.status, 2, "a ref that reads as an option is refused");
});

test("below --fail-on the exit code is 0", () => {
  const before = join(work, "info-before.json");
  const after = join(work, "info-after.json");
  writeFileSync(before, JSON.stringify(fixtureSchema({})));
  writeFileSync(
    after,
    JSON.stringify(fixtureSchema({ Icon: { type: "object", properties: { src: { type: "string" } } } })),
  );
  const r = runCli(["diff", before, after, "--format", "json", "--fail-on", "WARN"]);
  assert.is(r.status, 0, r.stderr);
  assert.equal(
    JSON.parse(r.stdout).changes.map((c: { rule: string }) => c.rule),
    ["definition-added"],
  );
});

test("files, --format json --out FILE, and a schema.ts beside each schema.json", () => {
  for (const side of ["before", "after"]) {
    const dir = join(work, side);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "schema.json"), JSON.stringify(fixtureSchema({})));
    writeFileSync(join(dir, "schema.ts"), readFileSync(join(fixturesDir, "ts", `${side}.schema.ts`), "utf8"));
  }
  const out = join(work, "report.json");
  const r = runCli([
    "diff",
    join(work, "before", "schema.json"),
    join(work, "after", "schema.json"),
    "--format",
    "json",
    "--out",
    out,
    "--fail-on",
    "WARN",
  ]);
  assert.is(r.status, 1, r.stderr);
  assert.is(r.stdout, "");
  const report = JSON.parse(readFileSync(out, "utf8"));
  assert.ok(
    report.changes.some(
      (c: { rule: string; path: string }) => c.rule === "newly-deprecated" && c.path === "ImageContent",
    ),
  );
  const explicit = runCli([
    "diff",
    join(work, "before", "schema.json"),
    join(work, "after", "schema.json"),
    "--format",
    "json",
    "--ts-to",
    join(fixturesDir, "ts", "before.schema.ts"),
  ]);
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
