import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { buildReport, isStatus, type DiffReport } from "../../generator/diff/report/build.ts";
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

test("one row per cause: a base and its copies, a method and what only it used; by messages touched, then level", () => {
  const r = real();
  const resultType = r.changes.filter((c) => c.locations.some((l) => l.path.endsWith("/properties/resultType")));
  assert.is(resultType.length, 1, "resultType is one row");
  const row = resultType[0]!;
  assert.is(row.path, "Result/properties/resultType");
  // Servers send most results, clients send theirs inside input responses: one fact both sides send, breaking both.
  assert.is(row.rule, "shared-required-property-added");
  assert.equal(row.breaks, ["client", "server"]);
  assert.ok(row.locations.length >= 10 && row.locations.some((l) => l.path === "CallToolResult/properties/resultType"));
  assert.ok(row.methods.includes("tools/call") && row.methods.includes("prompts/get"));
  const initialize = r.changes.find((c) => c.path === "methods/initialize")!;
  assert.ok(initialize.locations.some((l) => l.rule === "definition-removed" && l.path === "InitializeRequest"), "its message goes with it");
  const tasks = r.changes.find((c) => c.path === "ClientCapabilities/properties/tasks")!;
  assert.ok(tasks.locations.some((l) => l.path === "capabilities/client/tasks.list"), "capabilities join their member");
  const rows = r.changes.filter((c) => c.rule !== "description-changed");
  const rank = { ERR: 0, WARN: 1, INFO: 2 } as const;
  for (let i = 1; i < rows.length; i++) {
    const [x, y] = [rows[i - 1]!, rows[i]!];
    assert.ok(
      x.methods.length > y.methods.length || (x.methods.length === y.methods.length && rank[x.level] <= rank[y.level]),
      `${x.path} before ${y.path}`,
    );
  }
  // resultType and the required _meta touch (nearly) every message: the first breaking rows, not the 18th.
  const first = rows.filter((c) => c.level === "ERR").slice(0, 2).map((c) => c.path);
  assert.ok(first.includes("Result/properties/resultType") && first.includes("ResourceRequestParams/properties/_meta"), String(first));
  // The _meta change is one row: its required keys and the params it made required fold into it.
  const meta = rows.find((c) => c.path === "ResourceRequestParams/properties/_meta")!;
  for (const p of [
    "ResourceRequestParams/properties/_meta/properties/io.modelcontextprotocol~1protocolVersion",
    "ResourceRequestParams/properties/_meta/properties/io.modelcontextprotocol~1clientCapabilities",
    "PaginatedRequest/properties/params",
  ])
    assert.ok(meta.locations.some((l) => l.path === p) && !rows.some((c) => c.path === p), p);
  // A row names the methods both versions have: server/discover is new, tasks/list is gone.
  assert.ok(rows.every((c) => c.path.startsWith("methods/") || !c.methods.includes("server/discover")));
  assert.ok(rows.every((c) => c.path.startsWith("methods/") || !c.methods.includes("tasks/list")));
});

test("the summary counts what the changes say", () => {
  const r = real();
  // Status rows (still deprecated) state the versions, not a change: counted apart.
  const changes = r.changes.filter((c) => !isStatus(c.rule));
  assert.ok(r.summary.status > 0 && r.summary.status === r.changes.length - changes.length);
  assert.is(r.summary.total, changes.length);
  assert.is(r.summary.byLevel.ERR, changes.filter((c) => c.level === "ERR").length);
  assert.is(r.summary.bySide.client, changes.filter((c) => c.breaks.includes("client")).length);
  assert.is(r.summary.bySide.none, changes.filter((c) => c.breaks.length === 0).length);
  assert.ok(r.changes.filter((c) => c.section === "breaking").every((c) => c.level === "ERR"));
});

test("Markdown: counts, what each SDK must change, deprecations, then sections in <details>", () => {
  const md = renderReport(real(), "md").contents;
  const order = [
    "changes (",
    "### What a client SDK must change",
    "### What a server SDK must change",
    "### Newly deprecated",
    "<details><summary>Breaking",
    "<details><summary>Deprecated",
    "<details><summary>Removed",
    "<details><summary>Added",
    "<details><summary>Changed",
  ].map((h) => md.indexOf(h));
  assert.ok(
    order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)),
    String(order),
  );
  assert.match(md, /methods\/initialize/);
  // Unpadded: no cell is followed by a run of spaces, as table formatting would leave.
  assert.not.match(md, /  +\|/);
  assert.is(md.match(/<details>/g)?.length, md.match(/<\/details>/g)?.length);
});

test("Markdown for 2025-11-25 -> 2026-07-28 fits a GitHub comment, and every row and location is in the JSON", () => {
  const r = real();
  const md = renderReport(r, "md").contents;
  assert.ok(md.length < 65_536, `${md.length} characters`);
  const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
  const flat = diffModels(load("2025-11-25"), load("2026-07-28"));
  const places = r.changes.flatMap((c) => c.locations.map((l) => `${l.rule} ${l.path}`)).sort();
  assert.equal(places, flat.map((c) => `${c.rule} ${c.path}`).sort(), "every flat change is a location of one row");
  assert.is(r.summary.locations, flat.length);
  for (const c of r.changes.filter((x) => x.rule !== "description-changed"))
    assert.ok(md.includes(c.locations[0]!.path.replace(/[\\`*_[\]|~#!]/g, (ch) => `\\${ch}`)), c.path);
});

test("Markdown escapes: a description holding </script> or | breaks no table row", () => {
  const md = renderReport(hostileReport(), "md").contents;
  assert.not.match(md, /<\/script>/);
  assert.not.match(md, /<b>/);
  const rows = md.split("\n").filter((l) => l.startsWith("| "));
  const header = rows.find((l) => l.includes("| Where"))!;
  const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length;
  for (const row of rows) assert.is(cells(row), cells(header), row);
});

test("Markdown escapes: a lone CR, LF or U+2028 in a name or message never starts a line: no fake heading, row or block", () => {
  const evil = "x\r# Fake heading\n| fake | row |\u2028<details>\r\n- item";
  const change = {
    rule: "definition-added",
    level: "INFO" as const,
    breaks: [],
    path: evil,
    before: null,
    after: evil,
    args: { definition: evil },
    methods: [],
  };
  const md = renderReport(buildReport(`a\r# from`, "b\n| to |", [change]), "md").contents;
  const lines = md.split(/\r\n|\r|\n|\u2028|\u2029/);
  assert.not.ok(
    lines.some((l) => /^\s*#+ Fake|^\s*# from/.test(l)),
    "no injected heading",
  );
  assert.not.ok(
    lines.some((l) => /^\| fake|^\| to/.test(l)),
    "no injected table row",
  );
  assert.not.ok(
    lines.some((l) => /^- item/.test(l)),
    "no injected list item",
  );
  assert.not.match(md, /\r/);
  assert.not.match(md, /<details>\s*\\?-? ?item/);
  assert.ok(
    lines.filter((l) => l.startsWith("#")).every((l) => /^##+ (MCP schema diff|What a|Newly deprecated)/.test(l)),
    "only our own headings",
  );
  const rows = lines.filter((l) => l.startsWith("| "));
  const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length;
  assert.ok(rows.length >= 3 && rows.every((r) => cells(r) === cells(rows[0]!)), rows.join("\n"));
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
