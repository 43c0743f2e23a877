import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CommandModule } from "yargs";
import { main } from "../../generator/cli.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";

const out = () => join(mkdtempSync(join(tmpdir(), "mcp-codegen-exit-")), "out");

function oneLine(r: { status: number; stderr: string }, status: number, mentions: (string | RegExp)[]): void {
  assert.is(r.status, status, r.stderr);
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, r.stderr);
  for (const m of mentions) assert.match(lines[0]!, m);
}

test("a flag that is not a list, given twice, is refused with exit 2", () => {
  oneLine(runCli(["generate", "--spec", "2024-11-05", "--out", out(), "--out", out()]), 2, ["--out given more than once"]);
  oneLine(runCli(["generate", "--spec", "2024-11-05", `--out=${out()}`, "--out", out()]), 2, ["--out given more than once"]);
  oneLine(runCli(["diff", "2024-11-05", "2025-03-26", "--format", "md", "--format", "json"]), 2, ["--format given more than once"]);
  oneLine(runCli(["generate", "--spec", "2024-11-05", "--schema-dir", "a", "--schema-dir", "b", "--out", out()]), 2, ["--schema-dir given"]);
  // Lists may repeat.
  assert.is(runCli(["generate", "--spec", "2024-11-05", "--spec", "2025-03-26", "--target", "ts", "--target", "ts", "--out", out()]).status, 0);
});

test("usage errors exit 2: unknown command, unknown flag, no command", () => {
  oneLine(runCli(["generat"]), 2, ["--help"]);
  oneLine(runCli(["generate", "--bogus"]), 2, ["bogus"]);
  oneLine(runCli([]), 2, ["name a command"]);
});

test("findings exit 1, only findings: check out of date, crosscheck divergences", () => {
  const dir = out();
  assert.is(runCli(["generate", "--spec", "2024-11-05", "--out", dir]).status, 0);
  assert.is(runCli(["check", "--spec", "2024-11-05", "--out", dir]).status, 0);
  assert.is(runCli(["check", "--spec", "2024-11-05", "--no-patches", "--out", dir]).status, 1);
  const fixture = join(projectRoot, "test/fixtures/crosscheck/crosscheck-null-missing");
  assert.is(runCli(["crosscheck", join(fixture, "schema.json"), join(fixture, "schema.ts")]).status, 1);
  const clean = join(projectRoot, "test/fixtures/crosscheck/clean");
  assert.is(runCli(["crosscheck", join(clean, "schema.json"), join(clean, "schema.ts")]).status, 0);
  assert.is(runCli(["--help"]).status, 0);
});

test("diff --out: a missing folder is created; a path under a file is bad input (exit 2), not a crash", async () => {
  const { existsSync, writeFileSync } = await import("node:fs");
  const base = out();
  const report = join(base, "reports", "diff.md");
  assert.is(runCli(["diff", "2024-11-05", "2025-03-26", "--out", report]).status, 0);
  assert.ok(existsSync(report));
  writeFileSync(join(base, "..", "a-file"), "x");
  oneLine(runCli(["diff", "2024-11-05", "2025-03-26", "--out", join(base, "..", "a-file", "diff.md")]), 2, ["cannot write", "a-file"]);
});

/** Run `main` in-process with stderr captured. */
async function capture(run: () => Promise<number>): Promise<{ status: number; stderr: string }> {
  const write = process.stderr.write.bind(process.stderr);
  let stderr = "";
  process.stderr.write = ((chunk: string) => ((stderr += chunk), true)) as typeof process.stderr.write;
  try {
    return { status: await run(), stderr };
  } finally {
    process.stderr.write = write;
  }
}

const broken: CommandModule<object, never> = {
  command: "broken",
  describe: "a command with a bug",
  handler: () => {
    const value = undefined as unknown as { length: number };
    process.stdout.write(String(value.length));
  },
};

test("an internal error exits 3 with one line saying where it happened and where to report it; the stack with --verbose", async () => {
  const quiet = await capture(() => main(["broken"], {}, [broken]));
  oneLine(quiet, 3, ["internal error", /Cannot read properties of undefined/, /test\/cli\/exitCodes\.test\.ts:\d+/, "report it", "--verbose"]);
  const verbose = await capture(() => main(["broken", "--verbose"], {}, [broken]));
  assert.is(verbose.status, 3);
  assert.match(verbose.stderr, /\n\s+at /, "the stack follows the line");
});

test.run();
