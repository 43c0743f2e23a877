import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderSpecRulesDoc } from "../../generator/specRules/rulesDoc.ts";
import { format } from "../../generator/emit/format.ts";
import { projectRoot } from "../helpers/paths.ts";

test("docs/spec-rules.md lists every rule, as the registry renders it", async () => {
  const path = join(projectRoot, "docs", "spec-rules.md");
  const [doc] = await format([{ path: "spec-rules.md", contents: renderSpecRulesDoc() }]);
  if (process.env.UPDATE_DOCS) writeFileSync(path, doc!.contents);
  assert.is(readFileSync(path, "utf8"), doc!.contents, "docs/spec-rules.md is stale: rerun with UPDATE_DOCS=1");
});

test.run();
