/**
 * The checks a client or server runs after schema validation: `checkTool`, `checkTools`, `filterTools` and
 * `checkMetaKeys`, over a given rule list. Standalone (the validators target bundles it, with one version's
 * rules, into `specChecks.js`), and total: any JSON input gives an answer, none throws.
 */
import type { SpecFinding, SpecRule, ToolFacts } from "./rule.js";
import type { ExcludedTool, SpecCheckResult, SpecChecks, SpecProblem } from "./api.js";
import { collectHeaders } from "./xMcpHeaders.js";
import { specRuleMessages } from "./messages.js";
import type { SpecRuleId } from "./index.js";

export type { ExcludedTool, SpecCheckResult, SpecChecks, SpecProblem } from "./api.js";

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function ownValue(o: unknown, key: string): unknown {
  return isObject(o) && Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}

export function toolFacts(tool: unknown): ToolFacts {
  const { headers, truncated } = collectHeaders(ownValue(tool, "inputSchema"));
  return { name: ownValue(tool, "name"), headers, truncated };
}

function sorted(problems: SpecProblem[]): SpecCheckResult {
  return {
    errors: problems.filter((p) => p.level === "MUST"),
    warnings: problems.filter((p) => p.level === "SHOULD"),
  };
}

export function makeSpecChecks(rules: readonly SpecRule[], knownMetaKeys: readonly string[]): SpecChecks {
  const known: ReadonlySet<string> = new Set(knownMetaKeys);
  const word = (rule: SpecRule, f: SpecFinding, prefix = ""): SpecProblem => ({
    rule: rule.id,
    level: rule.level,
    path: prefix + f.path,
    message: specRuleMessages[rule.id as SpecRuleId](f.args),
  });
  const toolProblems = (facts: ToolFacts, prefix = ""): SpecProblem[] =>
    rules.flatMap((r) => (r.subject === "tool" ? r.check(facts).map((f) => word(r, f, prefix)) : []));

  const checkTool = (tool: unknown) => sorted(toolProblems(toolFacts(tool)));

  const checkTools = (tools: unknown) => {
    const list = Array.isArray(tools) ? tools : [];
    const facts = list.map(toolFacts);
    const each = facts.flatMap((f, i) => toolProblems(f, `/${i}`));
    const whole = rules.flatMap((r) => (r.subject === "tool-list" ? r.check(facts).map((f) => word(r, f)) : []));
    return sorted([...each, ...whole]);
  };

  const filterTools = (listToolsResult: unknown) => {
    const given = ownValue(listToolsResult, "tools");
    const tools: unknown[] = [];
    const warnings: ExcludedTool[] = [];
    for (const tool of Array.isArray(given) ? given : []) {
      const { errors } = checkTool(tool);
      if (errors.length === 0) {
        tools.push(tool);
        continue;
      }
      const name = String(ownValue(tool, "name"));
      const why = errors.map((e) => `${e.rule} at ${e.path}: ${e.message}`).join("; ");
      warnings.push({
        tool: name,
        message: `tool ${JSON.stringify(name)} excluded: ${why}`,
        reasons: errors,
      });
    }
    return { tools, warnings };
  };

  const checkMetaKeys = (meta: unknown) => {
    if (!isObject(meta)) return sorted([]);
    return sorted(
      Object.keys(meta).flatMap((key) => rules.flatMap((r) => (r.subject === "meta-key" ? r.check(key, known).map((f) => word(r, f)) : []))),
    );
  };

  return { checkTool, checkTools, filterTools, checkMetaKeys };
}
