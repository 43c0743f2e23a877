/**
 * The checks a client or server runs after schema validation: `checkTool`, `checkTools`, `filterTools` and
 * `checkMetaKeys`, over a given rule list. Standalone (the validators target bundles it, with one version's
 * rules, into `specChecks.js`), and total: any JSON input gives an answer, none throws.
 */
import type { SpecFinding, SpecLevel, SpecRule, ToolFacts } from "./rule.js";
import { token } from "./rule.js";
import { collectHeaders } from "./xMcpHeaders.js";
import { specRuleMessages } from "./messages.js";
import type { SpecRuleId } from "./index.js";

export interface SpecProblem {
  /** The rule id (`x-mcp-header-token`). */
  rule: string;
  level: SpecLevel;
  /** JSON pointer into the checked value. */
  path: string;
  message: string;
}

/** MUST failures are errors, SHOULD failures warnings. */
export interface SpecCheckResult {
  errors: SpecProblem[];
  warnings: SpecProblem[];
}

/** A tool `filterTools` left out, with why. */
export interface ExcludedTool {
  /** The tool's name (`String` of it when it is not a string). */
  tool: string;
  message: string;
  reasons: SpecProblem[];
}

export interface SpecChecks {
  /** The rules of one tool definition. */
  checkTool(tool: unknown): SpecCheckResult;
  /** A server's tool list: each tool's rules (paths from the list, `/2/inputSchema/...`) and the list's own. */
  checkTools(tools: unknown): SpecCheckResult;
  /**
   * A `tools/list` result as a Streamable HTTP client must take it: the tools it may use (those without errors;
   * warnings do not exclude), and one warning per excluded tool naming the tool and the reasons.
   */
  filterTools(listToolsResult: unknown): {
    tools: unknown[];
    warnings: ExcludedTool[];
  };
  /** The keys of one `_meta` object. */
  checkMetaKeys(meta: unknown): SpecCheckResult;
}

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
