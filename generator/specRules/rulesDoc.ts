/** docs/spec-rules.md, generated from the spec-rule registry (a test keeps the file in step). */
import { specRules } from "./index.js";

export function renderSpecRulesDoc(): string {
  const lines = [
    "# Spec rules",
    "",
    "Generated from the registry `generator/specRules/index.ts`; `test/specRules/doc.test.ts` fails when this file is stale (rerun it with `UPDATE_DOCS=1` to rewrite it).",
    "",
    "Rules the MCP specification states in prose, which no `schema.json` can carry. The validators target writes them, per version,",
    "into `out/<version>/specChecks.js` (`checkTool`, `checkTools`, `filterTools`, `checkMetaKeys`; standalone, never throws), and",
    "`mcp-codegen lint-tools FILE` runs them on a tool list. A MUST failure is an error (and excludes the tool in `filterTools`);",
    "a SHOULD failure is a warning. A version whose text does not state a rule lacks it.",
    "",
    "What `x-mcp-header-reachable` takes \"statically reachable from the schema root\" to mean is documented in",
    "`generator/specRules/xMcpHeaders.ts`: through `properties` at any depth, `allOf` and local `$ref`; not through `anyOf`/`oneOf`/",
    "`not`/`if`/`then`/`else`, array items, additional or pattern properties, unreferenced `$defs`, nor on the root itself.",
    "",
    ...specRules.flatMap((r) => [
      `## \`${r.id}\``,
      "",
      `${r.level}, ${r.subject}; versions ${r.versions.join(", ")}; stated in \`${r.stated.page}\`, ${r.stated.section}:`,
      "",
      `> ${r.stated.text}`,
      "",
    ]),
  ];
  return lines.join("\n");
}
