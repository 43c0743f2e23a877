/**
 * A schema pair whose names, descriptions and values hold ESC sequences, CR, U+2028/2029, NEL, a C1 CSI,
 * NUL and workflow-command lines (`\n::error file=README.md,line=1::FORGED`), reported in every format,
 * with an ignore reason as hostile: no raw control or separator reaches the output, no line of it is a
 * workflow command we did not write, and the text survives visibly escaped.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { buildReport, type DiffReport } from "../../generator/diff/report/build.ts";
import { renderReport, reportFormats } from "../../generator/diff/report/render.ts";
import { format } from "../../generator/emit/format.ts";
import { fixtureModels, fixturesDir, type RuleFixture } from "./fixture.ts";

const fixture = JSON.parse(readFileSync(join(fixturesDir, "hostile", "controls.json"), "utf8")) as RuleFixture & { evil: string };
const evil = fixture.evil;
/** Raw bytes no report may hold: C0 controls but LF, DEL, C1 controls, line and paragraph separators. */
const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

function report(): DiffReport {
  const { from, to } = fixtureModels({ ...fixture, name: "controls" });
  const changes = diffModels(from, to);
  assert.ok(changes.some((c) => c.level === "ERR" && c.path.includes("::error")), "the hostile name makes an ERR row");
  const accepted = changes
    .filter((c) => c.rule.endsWith("property-added") && c.path.includes("::error"))
    .map((c) => ({ rule: c.rule, path: c.path, reason: `ok ${evil}` }));
  return buildReport(`from ${evil}`, `to ${evil}`, changes, { accepted });
}

for (const f of reportFormats) {
  test(`${f}: no raw control or separator, no forged workflow command, the text visibly escaped`, async () => {
    const rendered = renderReport(report(), f);
    // JSON and HTML are written after the formatter, as the command writes them.
    const [file] = f === "json" || f === "html" ? await format([rendered]) : [rendered];
    const text = file!.contents;
    const at = raw.exec(text);
    assert.is(at, null, at ? `U+${at[0].charCodeAt(0).toString(16)} at ${at.index}: ${JSON.stringify(text.slice(at.index - 40, at.index + 10))}` : "");
    const lines = text.split("\n");
    if (f === "github") {
      assert.ok(lines.filter((l) => l !== "").every((l) => /^::(error|warning|notice) title=/.test(l)), "every line is one of ours");
    } else {
      assert.not.ok(lines.some((l) => /^\s*::(error|warning|notice)\b/.test(l)), "no line is a workflow command");
    }
    assert.not.match(text, /\u001b\[/);
    if (f === "json") {
      // JSON keeps every value, escaped: parsing gives the hostile text back.
      assert.ok(JSON.stringify(JSON.parse(text)).includes(JSON.stringify(evil).slice(1, -1)));
    } else {
      assert.match(text, /\\x1B\\?\[31mred/);
      assert.match(text, /\\x9B2J/);
    }
  });
}

test.run();
