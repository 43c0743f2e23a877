/** docs/diff-rules.md, generated from the rule registry (a test keeps the file in step). */
import { escapeMarkdown as md } from "./report/escape.js";
import { rules } from "./rules/index.js";

export function renderRulesDoc(): string {
  const lines = [
    "# Diff rules",
    "",
    "Generated from the rule registry `generator/diff/rules/index.ts`; `test/diff/registry.test.ts` fails when this file is stale (rerun it with `UPDATE_DOCS=1` to rewrite it).",
    "",
    "`mcp-codegen diff <from> <to>` reports each change under one of these stable ids, with a level and the side(s) it breaks.",
    "Rules prefixed `request-`, `response-` and `shared-` judge a change by who sends the definition it happens in, walked from",
    "the method maps: `request-` the client, `response-` the server, `shared-` both (or no method reaches it, so both are assumed).",
    "Tightening what a side sends breaks that side (its messages stop conforming); loosening it breaks the side that reads it;",
    "an incompatible change breaks both. ERR changes make the report's Breaking section; the rest go by category.",
    "Rules marked *status* describe a state of the versions rather than a change: they are listed only beside real changes,",
    "so diffing a version against itself reports nothing.",
    "",
    "| Rule | Level | Category | What it means | Example before | Example after |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rules.map(
      (r) =>
        `| \`${r.id}\` | ${r.level} | ${r.category}${"status" in r && r.status ? " (*status*)" : ""} | ${md(r.description)} | ${md(r.example.before)} | ${md(r.example.after)} |`,
    ),
    "",
  ];
  return lines.join("\n");
}
