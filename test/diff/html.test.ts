/**
 * The HTML report in a real browser: headless Chromium loads the page from disk (no network) and
 * dumps the DOM after its script ran. Skipped, saying why, only when chromium is not installed
 * (.ci/run installs it).
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { buildReport } from "../../generator/diff/report/build.ts";
import { renderReport } from "../../generator/diff/report/render.ts";
import { format } from "../../generator/emit/format.ts";
import { projectRoot, schemaPath } from "../helpers/paths.ts";
import { lacks } from "../helpers/toolchain.ts";
import { fixtureModels, ruleFixtures } from "./fixture.ts";

const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const outDir = join(projectRoot, "tmp", "diff-html-test");

function dumpDom(file: string, hash = ""): string {
  const profile = mkdtempSync(join(tmpdir(), "mcp-codegen-chromium-"));
  try {
    const args = [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--user-data-dir=${profile}`,
      "--dump-dom",
      pathToFileURL(file).href + hash,
    ];
    return execFileSync(chromium!, args, { encoding: "utf8", timeout: 60_000, stdio: ["ignore", "pipe", "ignore"] });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function writeReport(name: string, report: ReturnType<typeof buildReport>): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const [file] = await format([renderReport(report, "html")]);
  const path = join(outDir, name);
  writeFileSync(path, file!.contents);
  return path;
}

const rows = (dom: string) => [
  ...dom.matchAll(/<tr class="change level-(\w+)( hidden)?" data-level="\w+" data-breaks="([\w ]+)">/g),
];

if (!chromium) {
  test("the HTML report renders in Chromium", () => {
    lacks(false, "html.test.ts: chromium is not installed (apt-get install -y chromium; .ci/run does it)");
  });
} else {
  test("the 2025-11-25 -> 2026-07-28 report renders in Chromium and shows every change", async () => {
    const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
    const report = buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
    const dom = dumpDom(await writeReport("real.html", report));
    const all = rows(dom);
    assert.is(all.length, report.changes.length);
    assert.ok(
      all.every((r) => r[2] === undefined),
      "nothing hidden with every filter on",
    );
    assert.match(dom, new RegExp(`Showing <span id="shown">${report.changes.length}</span>`));
    assert.match(dom, /<span class="seg">methods<\/span>\/<wbr><span class="seg">initialize<\/span>/);
    for (const id of ["breaking", "deprecated", "removed", "added", "changed"])
      assert.match(dom, new RegExp(`<details id="section-${id}" class="section" open="">`));
  });

  test("filters preset from the link hide what they exclude, and recount", async () => {
    const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
    const report = buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
    const file = await writeReport("filtered.html", report);
    const dom = dumpDom(file, "#level=ERR&side=server");
    const visible = rows(dom).filter((r) => r[2] === undefined);
    const expected = report.changes.filter((c) => c.level === "ERR" && c.breaks.includes("server"));
    assert.ok(expected.length > 0 && expected.length < report.changes.length);
    assert.is(visible.length, expected.length);
    assert.ok(visible.every((r) => r[1] === "ERR" && r[3]!.split(" ").includes("server")));
    assert.match(dom, new RegExp(`Showing <span id="shown">${expected.length}</span>`));
  });

  test("paths break only after a slash: every segment is a no-wrap span, <wbr> between", async () => {
    const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
    const report = buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
    const html = (await writeReport("paths.html", report)).replace(/\.html$/, ".html");
    const dom = dumpDom(html);
    const cells = [...dom.matchAll(/<td class="path">(.*?)<\/td>/gs)].map((m) =>
      m[1]!.replace(/<details class="more">.*$/s, ""),
    );
    assert.is(cells.length, report.changes.length);
    for (const cell of cells) {
      const bare = cell.trim().replace(/<span class="seg">[^<]*<\/span>/g, "S").replace(/\/<wbr>/g, "/");
      assert.ok(/^S(\/S)*$/.test(bare), cell);
    }
    assert.match(dom, /td\.path \.seg\s*\{\s*white-space: nowrap;\s*\}/);
    // The long segment may stand in a row's own path or among the places a folded row lists.
    const long = report.changes.find((c) => [c.path, ...(c.locations ?? []).map((l) => l.path)].some((p) => p.includes("io.modelcontextprotocol~1clientCapabilities")))!;
    assert.match(dom, /<span class="seg">io\.modelcontextprotocol~1clientCapabilities<\/span>/, long.path);
  });

  test("a filter that empties a section hides it whole; one that matches nothing says so, no empty table", async () => {
    const load = (v: string) => modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v);
    const report = buildReport("2025-11-25", "2026-07-28", diffModels(load("2025-11-25"), load("2026-07-28")));
    const file = await writeReport("empty.html", report);
    // Each section up to the next (a row's own <details class="more"> may close on a line of its own).
    const sectionsOf = (dom: string) => [...dom.matchAll(/<details id="section-(\w+)" class="section( hidden)?"[^>]*>(.*?)(?=<details id="section-|<script)/gs)];
    for (const hash of ["#level=ERR&side=server", "#level=INFO&side=client,server", "#level=WARN&side=none"]) {
      const dom = dumpDom(file, hash);
      for (const [, id, hidden, body] of sectionsOf(dom)) {
        const visible = rows(body!).filter((r) => r[2] === undefined).length;
        assert.is(hidden === undefined, visible > 0, `${hash} ${id}: shown exactly when it has a visible row`);
      }
      const shown = Number(/<span id="shown">(\d+)<\/span>/.exec(dom)![1]);
      assert.is(/<p id="empty" class="hidden">/.test(dom), shown > 0, hash);
    }
  });

  test("a description holding </script> and | renders as text, not markup", async () => {
    const f = ruleFixtures().find((x) => x.name === "description-changed")!;
    const { from, to } = fixtureModels(f);
    const dom = dumpDom(
      await writeReport("hostile.html", buildReport("before", "after </script><i>", diffModels(from, to))),
    );
    assert.is(rows(dom).length, 1);
    assert.match(dom, /The tool's name \| &lt;\/script&gt;&lt;b&gt;x&lt;\/b&gt; &amp; more\./);
    assert.not.match(dom, /<b>x<\/b>/);
    assert.not.match(dom, /<i>/);
    assert.match(dom, /Showing <span id="shown">1<\/span>/);
  });
}

test.run();
