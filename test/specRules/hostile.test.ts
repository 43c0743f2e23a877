/**
 * `lint-tools`' text output on a tool list whose names hold ESC sequences, CR, U+2028 and workflow-command
 * lines (`\n::error file=README.md,line=1::FORGED`): every line printed is one of ours, with no raw
 * control or separator, the names visibly escaped; the command prints the same.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lintTools } from "../../generator/specRules/lintTools.ts";
import { renderLintText } from "../../generator/specRules/text.ts";
import { projectRoot } from "../helpers/paths.ts";

const file = join(projectRoot, "test", "fixtures", "lintTools", "hostile.json");
const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

function check(out: string): void {
  const at = raw.exec(out);
  assert.is(at, null, at ? `U+${at[0].charCodeAt(0).toString(16)} in ${JSON.stringify(out.slice(at.index - 30, at.index + 10))}` : "");
  const lines = out.trimEnd().split("\n");
  assert.ok(lines.length >= 3, out);
  // Every line is a finding about the file, or the count; none a workflow command.
  for (const l of lines.slice(0, -1)) assert.ok(l.startsWith(`${file}: MUST `) || l.startsWith(`${file}: SHOULD `), l);
  assert.match(lines[lines.length - 1]!, /^2 tool\(s\), spec 2026-07-28: \d+ error\(s\), \d+ warning\(s\)$/);
  assert.not.ok(lines.some((l) => /^\s*::/.test(l)));
  assert.match(out, /tool "x\\x0A::error file=README.md,line=1::FORGED"/);
  assert.match(out, /\\x1B\[31mred/);
  assert.match(out, /\\u2028/);
}

test("renderLintText escapes every name, path and message from the file", () => {
  const report = lintTools(readFileSync(file, "utf8"), "2026-07-28", file);
  assert.ok(report.errors.length > 0);
  check(renderLintText(report, file, "2026-07-28"));
});

test("mcp-codegen lint-tools prints the same escaped text (exit 1: MUSTs fail)", () => {
  let out = "";
  try {
    execFileSync(process.execPath, ["--import", "tsx", join(projectRoot, "bin", "mcp-codegen.ts"), "lint-tools", file, "--spec", "2026-07-28"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    assert.unreachable("a MUST fails");
  } catch (e) {
    const err = e as { status?: number; stdout?: string };
    assert.is(err.status, 1);
    out = err.stdout ?? "";
  }
  check(out);
});

test.run();
