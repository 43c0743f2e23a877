import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { obsoleteRules } from "../../generator/overlay/obsolete/rules.ts";
import { entryKinds } from "../../generator/overlay/kinds/index.ts";
import { checkOverlay } from "../../generator/overlay/checkOverlay.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { buildReport } from "../../generator/diff/report/build.ts";
import { withOverlay } from "../../generator/diff/report/overlay.ts";
import { renderReport } from "../../generator/diff/report/render.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { JsonValue } from "../../generator/ir/model.ts";
import { diffSource } from "../../generator/update/diffSource.ts";
import { prBody } from "../../generator/update/prBody.ts";
import type { UpstreamState } from "../../generator/update/upstream.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";
import { fixtureSchema, fixturesDir } from "./fixture.ts";

interface Fixture {
  before: Record<string, JsonValue | null>;
  after: Record<string, JsonValue | null>;
  overlay: JsonValue;
  expected: { outcome: string; id?: string; at?: string }[];
}
const fixture = JSON.parse(readFileSync(join(fixturesDir, "overlay", "fixture.json"), "utf8")) as Fixture;
const overlay = validateOverlay(fixture.overlay, "overlay.json", "#");
const before = modelForDiff(fixtureSchema(fixture.before), "before.json");
const after = modelForDiff(fixtureSchema(fixture.after), "after.json");

function report() {
  return withOverlay(buildReport("before.json", "after.json", diffModels(before, after)), checkOverlay(after, overlay, "after"));
}

test("each fixture entry's outcome on the new side: still applies, obsolete, breaks (ids and args)", () => {
  const snapshot = JSON.stringify(after);
  const check = checkOverlay(after, overlay, "after");
  assert.equal(JSON.stringify(after), snapshot, "the model is untouched");
  assert.equal(
    check.entries.map((e) => ({ outcome: e.outcome, ...(e.why ? { id: e.why.id } : {}), ...(e.why && "at" in e.why.args ? { at: e.why.args.at } : {}) })),
    fixture.expected,
  );
  assert.equal(check.summary, { applies: 1, obsolete: 2, breaks: 2 });
  assert.equal(checkOverlay(after, overlay, "after"), check, "deterministic");
  // The old side: every entry but the one whose place never existed applies.
  assert.equal(checkOverlay(before, overlay, "before").summary, { applies: 4, obsolete: 0, breaks: 1 });
});

test("an entry that breaks is one generating would stop at (exit 2); the entries that apply generate", () => {
  const only = (outcome: string) => ({ ...overlay, entries: overlay.entries.filter((_, i) => fixture.expected[i]!.outcome === outcome) });
  applyOverlay(after, only("applies"), "after");
  for (const entry of only("breaks").entries) {
    try {
      applyOverlay(after, { ...overlay, entries: [entry] }, "after");
      assert.unreachable(`${entry.kind} applied`);
    } catch (e) {
      assert.instance(e, CodegenError);
      assert.is((e as CodegenError).id, "overlay-no-match", "exit 2, naming the entry");
    }
  }
});

test("an entry limited to other versions is not tried; two entries claiming one thing: the second breaks", () => {
  const limited = validateOverlay({ entries: [{ ...(fixture.overlay as { entries: object[] }).entries[3], versions: ["before"] }] }, "o.json", "#");
  assert.equal(checkOverlay(after, limited, "after").entries, []);
  const twice = validateOverlay({ entries: [(fixture.overlay as { entries: object[] }).entries[0], (fixture.overlay as { entries: object[] }).entries[0]] }, "o.json", "#");
  const check = checkOverlay(after, twice, "after");
  assert.equal(check.entries.map((e) => e.outcome), ["applies", "breaks"]);
  assert.is(check.entries[1]!.why!.id, "overlay-entry-conflict");
});

test("md: an Overlay section listing what breaks and what is obsolete, reasons escaped", () => {
  const md = renderReport(report(), "md").contents;
  assert.match(md, "### Overlay (2 break, 2 obsolete, 1 still apply)");
  assert.match(md, /\*\*Breaks\*\*\n\n- <code>\\#\/entries\/3<\/code> \(loosen\): breaks: nothing at/);
  assert.match(md, /\*\*Obsolete\*\*\n\n- <code>\\#\/entries\/1<\/code> \(alias\): obsolete:/);
  assert.not.match(md, "<b>|`x`", "the reason is escaped");
});

test("json: the overlay section validates against schema/diff-report.schema.json", () => {
  const schema = JSON.parse(readFileSync(join(projectRoot, "schema", "diff-report.schema.json"), "utf8"));
  const validate = new Ajv2020.default({ strict: true, allErrors: true }).compile(schema);
  const parsed = JSON.parse(renderReport(report(), "json").contents) as { overlay: { summary: unknown; entries: { reason: string }[] } };
  assert.ok(validate(parsed), JSON.stringify(validate.errors?.slice(0, 3)));
  assert.equal(parsed.overlay.summary, { applies: 1, obsolete: 2, breaks: 2 });
  assert.is(parsed.overlay.entries[0]?.reason, "SDK extension <b>|`x`", "JSON keeps the text as written");
  const bad = { ...parsed, overlay: { ...parsed.overlay, entries: [{ ...parsed.overlay.entries[0], outcome: "fine" }] } };
  assert.not.ok(validate(bad), "an unknown outcome is rejected");
});

test("html: one row per entry with its outcome, every value escaped", () => {
  const html = renderReport(report(), "html").contents;
  assert.is(html.match(/<tr class="overlay-breaks"/g)?.length, 2);
  assert.is(html.match(/<tr class="overlay-obsolete"/g)?.length, 2);
  assert.is(html.match(/<tr class="overlay-applies"/g)?.length, 1);
  assert.match(html, "SDK extension &lt;b&gt;|`x`");
  assert.not.match(html, "<b>|");
});

test("github: a breaking entry is ::error, an obsolete one ::warning, naming the overlay file", () => {
  const lines = renderReport(report(), "github").contents.split("\n");
  const overlayLines = lines.filter((l) => l.includes("title=overlay entry"));
  assert.is(overlayLines.filter((l) => l.startsWith("::error file=overlay.json,")).length, 2);
  assert.is(overlayLines.filter((l) => l.startsWith("::warning file=overlay.json,")).length, 2);
});

test("CLI: --fail-on ERR fails on a breaking entry alone; the config's overlay shows in every format", () => {
  const dir = mkdtempSync(join(tmpdir(), "overlaydiff-"));
  try {
    writeFileSync(join(dir, "before.json"), JSON.stringify(fixtureSchema(fixture.before)));
    const entries = (fixture.overlay as { entries: JsonValue[] }).entries;
    writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify({ overlay: { entries } }));
    // No change between the sides: only the entry whose place never existed breaks.
    const broken = runCli(["diff", "before.json", "before.json", "--format", "github", "--fail-on", "ERR", "--no-download"], { cwd: dir });
    assert.is(broken.status, 1, broken.stderr);
    assert.is(broken.stdout.split("\n").filter((l) => l.startsWith("::error")).length, 1);
    writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify({ overlay: { entries: entries.slice(0, 4) } }));
    const clean = runCli(["diff", "before.json", "before.json", "--format", "md", "--fail-on", "ERR", "--no-download"], { cwd: dir });
    assert.is(clean.status, 0, clean.stderr);
    assert.match(clean.stdout, "### Overlay (0 break, 0 obsolete, 4 still apply)");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the TypeScript SDK example overlay from 2025-11-25 to 2026-07-28", () => {
  const example = join(projectRoot, "examples", "typescript-sdk");
  const r = runCli(["diff", "2025-11-25", "2026-07-28", "--format", "json", "--no-download"], { cwd: example });
  assert.is(r.status, 0, r.stderr);
  const o = JSON.parse(r.stdout).overlay;
  console.log(`example overlay on 2026-07-28: ${o.summary.applies} still apply, ${o.summary.obsolete} obsolete, ${o.summary.breaks} break (of ${o.entries.length})`);
  const raw = JSON.parse(readFileSync(join(example, "overlay.json"), "utf8")) as { entries: unknown[] };
  assert.is(o.entries.length, raw.entries.length);
  assert.is(o.file, "overlay.json", "named from the working folder, the same on every machine");
  assert.is(o.summary.applies + o.summary.obsolete + o.summary.breaks, raw.entries.length);
  // 2026-07-28 gives capabilities an `extensions` of its own and drops the tasks capabilities the overlay names.
  const at = (i: number) => o.entries.find((e: { at: string }) => e.at === `#/entries/${i}`);
  assert.is(at(2).outcome, "breaks");
  assert.is(at(2).why.id, "overlay-entry-taken");
  assert.is(at(4).why.id, "overlay-entry-missing");
  // On its own release every entry applies, as generating it does.
  const same = JSON.parse(runCli(["diff", "2025-11-25", "2025-11-25", "--format", "json", "--no-download"], { cwd: example }).stdout).overlay;
  assert.equal(same.summary, { applies: raw.entries.length, obsolete: 0, breaks: 0 });
});

test("update: the diff of a changed source carries the overlay, and the PR body shows its section", async () => {
  const bytes = (schema: JsonValue) => new TextEncoder().encode(JSON.stringify(schema));
  const upstream: UpstreamState = {
    source: "after",
    label: "after/schema.json",
    pinKey: "after",
    url: "http://127.0.0.1/after/schema.json",
    pinned: null,
    local: "vendor/after/schema.json",
    store: "vendor/after/schema.json",
    kind: "schema.json",
    bytes: bytes(fixtureSchema(fixture.after)),
    sha256: "",
    previous: bytes(fixtureSchema(fixture.before)),
    changed: true,
  };
  const r = await diffSource(upstream, undefined, { envelope: "in-message", overlay });
  assert.equal(r?.overlay?.summary, { applies: 1, obsolete: 2, breaks: 2 });
  const body = prBody({ changed: [upstream], reports: new Map([["after", r!]]), config: "mcp-codegen.config.json", outDir: "out", written: { written: 0, removed: 0 } });
  assert.match(body, "#### Overlay (2 break, 2 obsolete, 1 still apply)");
  assert.is((await diffSource(upstream, undefined))?.overlay, undefined, "no overlay, no section");
});

test("every entry kind has an obsolete rule, and docs/diff-rules.md names each", () => {
  const docs = readFileSync(join(projectRoot, "docs", "diff-rules.md"), "utf8");
  assert.equal(obsoleteRules.map((r) => r.kind).sort(), entryKinds.map((k) => k.kind).sort());
  for (const r of obsoleteRules) assert.match(docs, `\`${r.kind}\``);
});

test.run();
