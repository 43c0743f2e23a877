/**
 * Accepted changes (an ignore file's entries) in every report format: listed with their reasons, counted
 * apart from breaking, never gated on; and update's PR body counting only changes (no status rows).
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { buildReport, type DiffReport } from "../../generator/diff/report/build.ts";
import { renderReport } from "../../generator/diff/report/render.ts";
import { format } from "../../generator/emit/format.ts";
import { prBody } from "../../generator/update/prBody.ts";
import type { UpstreamState } from "../../generator/update/upstream.ts";
import { fixtureModels, ruleFixtures } from "./fixture.ts";

const fixture = (name: string) => fixtureModels(ruleFixtures().find((f) => f.name === name)!);
const reason = (path: string) => `reviewed in #42: ${path} ships with the SDK's next major`;

/** union-member-added's three ERR changes (two rows: `null` added twice is one cause), every one accepted. */
function acceptedReport(): DiffReport {
  const { from, to } = fixture("union-member-added");
  const changes = diffModels(from, to);
  const accepted = changes.filter((c) => c.level === "ERR").map((c) => ({ rule: c.rule, path: c.path, reason: reason(c.path) }));
  assert.is(accepted.length, 3);
  return buildReport("a", "b", changes, { accepted });
}

test("JSON: accepted rows carry their reason and section, and the summary counts them apart", async () => {
  const r = acceptedReport();
  const [file] = await format([renderReport(r, "json")]);
  const parsed = JSON.parse(file!.contents) as DiffReport;
  const accepted = parsed.changes.filter((c) => c.accepted !== undefined);
  assert.is(accepted.length, 2);
  assert.ok(accepted.every((c) => c.section === "accepted" && c.accepted === reason(c.path)));
  assert.equal([parsed.summary.accepted, parsed.summary.byLevel.ERR, parsed.summary.total], [2, 0, parsed.changes.length - 2]);
});

test("Markdown: nothing breaks; an Accepted section lists each row with its reason", () => {
  const md = renderReport(acceptedReport(), "md").contents;
  assert.match(md, /\(0 breaking, 0 warnings, \d+ info\) in \d+ places; apart from them 2 accepted\./);
  assert.is(md.match(/Nothing breaks\./g)?.length, 2);
  assert.match(md, /### Accepted \(2\)/);
  for (const path of ["Annotations/properties/label/anyOf", "ContentBlock/anyOf"])
    assert.ok(md.includes(`**Reason:** reviewed in \\#42: ${path} ships with the SDK's next major`), path);
  assert.not.match(md, /<summary>Breaking/);
});

test("HTML: accepted rows in their own section, each with its reason", async () => {
  const [file] = await format([renderReport(acceptedReport(), "html")]);
  const html = file!.contents;
  assert.match(html, /id="section-accepted"/);
  assert.not.match(html, /id="section-breaking"/);
  assert.is(html.match(/<strong>Accepted:<\/strong> reviewed in #42/g)?.length, 2);
  assert.match(html, /apart from them 2 accepted/);
});

test("github: an accepted row is a ::notice with its reason, never an ::error", () => {
  const gh = renderReport(acceptedReport(), "github").contents;
  const lines = gh.trimEnd().split("\n");
  assert.not.ok(lines.some((l) => l.startsWith("::error")));
  const notices = lines.filter((l) => l.startsWith("::notice title=accepted ERR "));
  assert.is(notices.length, 2);
  assert.ok(notices.every((l) => /; accepted%3A|; accepted: reviewed in #42/.test(l)), notices.join("\n"));
  assert.match(lines[lines.length - 1]!, /0 ERR, 0 WARN, \d+ INFO; 2 accepted$/);
});

test("update's PR body counts only changes: still-deprecated rows are status, not changes", () => {
  const { from, to } = fixture("still-deprecated");
  const changes = diffModels(from, to);
  const report = buildReport("pinned", "upstream", changes);
  const status = report.changes.filter((c) => c.rule === "still-deprecated").length;
  assert.ok(status > 0 && report.summary.status === status);
  const counted = report.changes.length - status;
  const levels = report.changes.filter((c) => c.rule !== "still-deprecated");
  const state = { source: "2099-01-01", label: "2099-01-01/schema.json", pinned: "a".repeat(64), sha256: "b".repeat(64) } as unknown as UpstreamState;
  const body = prBody({ changed: [state], reports: new Map([["2099-01-01", report]]), config: "c.json", outDir: "out", written: { written: 1, removed: 0 } });
  const row = body.split("\n").find((l) => l.startsWith("| 2099-01-01/schema.json"))!;
  const cells = row.split("|").map((c) => c.trim());
  const [err, warn, info] = cells.slice(4, 7).map(Number);
  assert.is(err! + warn! + info!, counted, row);
  assert.equal([err, warn, info], (["ERR", "WARN", "INFO"] as const).map((l) => levels.filter((c) => c.level === l).length));
});

test.run();
