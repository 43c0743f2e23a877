/** A row whose place schema.ts ties to a SEP (JSDoc, a deprecation's reason) links to it in every format. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { buildReport } from "../../generator/diff/report/build.ts";
import { renderReport } from "../../generator/diff/report/render.ts";
import { cliModel } from "./cliModel.ts";

const report = async () => buildReport("2025-11-25", "2026-07-28", diffModels(await cliModel("2025-11-25"), await cliModel("2026-07-28")));
const url = "https://github.com/modelcontextprotocol/modelcontextprotocol/issues/2577";

test("2025-11-25 -> 2026-07-28: the roots deprecation links SEP-2577 in JSON, Markdown, HTML and github output", async () => {
  const r = await report();
  const root = r.changes.find((c) => c.rule === "newly-deprecated" && c.path === "Root")!;
  assert.equal([root.sep, root.link], ["SEP-2577", url]);
  // Only rows whose own text names a SEP carry one.
  const resultType = r.changes.find((c) => c.path === "Result/properties/resultType")!;
  assert.is(resultType.sep, undefined);
  assert.ok(renderReport(r, "md").contents.includes(`([SEP-2577](${url}))`));
  assert.ok(renderReport(r, "html").contents.includes(`(<a href="${url}">SEP-2577</a>)`));
  const github = renderReport(r, "github").contents.split("\n");
  assert.ok(github.some((l) => l.startsWith("::warning") && l.includes(`(SEP-2577: ${url})`)));
});

test.run();
