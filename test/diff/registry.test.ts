import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { diffMessages } from "../../generator/diff/messages.ts";
import { ruleIds, rules } from "../../generator/diff/rules/index.ts";
import { renderRulesDoc } from "../../generator/diff/rulesDoc.ts";
import { format } from "../../generator/emit/format.ts";
import { projectRoot } from "../helpers/paths.ts";
import { ruleFixtures } from "./fixture.ts";

test("rule ids are unique, stable kebab-case", () => {
  assert.is(new Set(ruleIds).size, ruleIds.length);
  for (const id of ruleIds) assert.match(id, /^[a-z]+(-[a-z]+)*$/);
});

test("every rule has a message, and every message a rule", () => {
  assert.equal(Object.keys(diffMessages).sort(), [...ruleIds].sort());
});

test("every rule has metadata: level, category, description, example", () => {
  for (const r of rules) {
    assert.ok(["ERR", "WARN", "INFO"].includes(r.level), r.id);
    assert.ok(["added", "removed", "changed", "deprecated"].includes(r.category), r.id);
    assert.ok(r.description.length > 10 && r.example.before.length > 0 && r.example.after.length > 0, r.id);
  }
});

test("every rule is shown by a fixture", () => {
  const shown = new Set(ruleFixtures().flatMap((f) => f.expected.map((e) => e.rule)));
  const missing = ruleIds.filter((id) => !shown.has(id));
  assert.equal(missing, []);
});

test("docs/diff-rules.md lists every rule, as the registry renders it", async () => {
  const path = join(projectRoot, "docs", "diff-rules.md");
  const [doc] = await format([{ path: "diff-rules.md", contents: renderRulesDoc() }]);
  if (process.env.UPDATE_DOCS) writeFileSync(path, doc!.contents);
  const text = readFileSync(path, "utf8");
  assert.is(text, doc!.contents, "docs/diff-rules.md is stale: rerun with UPDATE_DOCS=1");
  for (const id of ruleIds) assert.ok(text.includes(`| \`${id}\``), id);
});

test.run();
