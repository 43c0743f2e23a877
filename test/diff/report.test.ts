import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { buildReport, type DiffReport } from "../../generator/diff/report/build.ts";
import { renderReport } from "../../generator/diff/report/render.ts";
import { ruleIds } from "../../generator/diff/rules/index.ts";
import { format } from "../../generator/emit/format.ts";
import { projectRoot, schemaPath } from "../helpers/paths.ts";
import { fixtureModels, ruleFixtures } from "./fixture.ts";

const hostile = ruleFixtures().find((f) => f.name === "description-changed")!;
const hostileReport = (): DiffReport => {
  const { from, to } = fixtureModels(hostile);
  return buildReport("before </script> | x", "after", diffModels(from, to));
};
let realReport: DiffReport | undefined;
const real = (): DiffReport => {
  const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
  realReport ??= buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
  return realReport;
};
const reportSchema = JSON.parse(readFileSync(join(projectRoot, "schema", "diff-report.schema.json"), "utf8"));

test("the JSON report matches schema/diff-report.schema.json, whose rule list is the registry's", async () => {
  const ajv = new Ajv2020.default({ strict: true, allErrors: true });
  const validate = ajv.compile(reportSchema);
  for (const report of [real(), hostileReport()]) {
    const [file] = await format([renderReport(report, "json")]);
    const parsed = JSON.parse(file!.contents);
    assert.ok(validate(parsed), JSON.stringify(validate.errors?.slice(0, 3)));
    assert.equal(parsed, JSON.parse(JSON.stringify(report)));
  }
  assert.equal([...reportSchema.$defs.change.properties.rule.enum].sort(), [...ruleIds].sort());
});

test("the summary counts what the changes say", () => {
  const r = real();
  assert.is(r.summary.total, r.changes.length);
  assert.is(r.summary.byLevel.ERR, r.changes.filter((c) => c.level === "ERR").length);
  assert.is(r.summary.bySide.client, r.changes.filter((c) => c.breaks.includes("client")).length);
  assert.is(r.summary.bySide.none, r.changes.filter((c) => c.breaks.length === 0).length);
  assert.ok(r.changes.filter((c) => c.section === "breaking").every((c) => c.level === "ERR"));
});

test("Markdown: counts first, then Breaking, Deprecated, Removed, Added, Changed", async () => {
  const [file] = await format([renderReport(real(), "md")]);
  const md = file!.contents;
  const order = ["| Level", "## Breaking", "## Deprecated", "## Removed", "## Added", "## Changed"].map((h) => md.indexOf(h));
  assert.ok(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)), String(order));
  assert.match(md, /methods\/initialize/);
});

test("Markdown escapes: a description holding </script> or | breaks no table row", async () => {
  const [file] = await format([renderReport(hostileReport(), "md")]);
  const md = file!.contents;
  assert.not.match(md, /<\/script>/);
  assert.not.match(md, /<b>/);
  const rows = md.split("\n").filter((l) => l.startsWith("| "));
  const header = rows.find((l) => l.includes("| Path"))!;
  const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length;
  for (const row of rows.filter((l) => l.includes("description"))) assert.is(cells(row), cells(header), row);
});

test("HTML: one self-contained page; every value escaped", async () => {
  const [file] = await format([renderReport(hostileReport(), "html")]);
  const html = file!.contents;
  assert.is(html.match(/<script/g)?.length, 1);
  assert.is(html.match(/<\/script>/g)?.length, 1);
  assert.not.match(html, /<b>x<\/b>/);
  assert.match(html, /&lt;\/script&gt;&lt;b&gt;x&lt;\/b&gt;/);
  assert.not.match(html, /(src|href)=["']?https?:/);
});

test("reports are deterministic", async () => {
  const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
  const again = buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
  for (const fmt of ["md", "json", "html"] as const) {
    const [a] = await format([renderReport(real(), fmt)]);
    const [b] = await format([renderReport(again, fmt)]);
    assert.is(a!.contents, b!.contents, fmt);
  }
});

test.run();
