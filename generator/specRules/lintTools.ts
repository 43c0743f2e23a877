/**
 * `lint-tools`: a tool list as a server publishes it, checked with the rules its spec version states.
 * Bad input (not JSON, no tool list) is a CodegenError naming the file and pointer; findings are data.
 */
import { CodegenError } from "../messages/error.js";
import { makeSpecChecks, type SpecProblem } from "./check.js";
import { specRulesFor } from "./index.js";

export interface LintedProblem extends SpecProblem {
  /** The name of the tool the problem is in, when it is in one. */
  tool?: string;
}

export interface LintReport {
  tools: number;
  errors: LintedProblem[];
  warnings: LintedProblem[];
}

/** Where a tool array sits in what a server author may hand us, tried in this order. */
const toolListAt: readonly { pointer: string; get(v: unknown): unknown }[] = [
  { pointer: "", get: (v) => v },
  { pointer: "/tools", get: (v) => field(v, "tools") },
  { pointer: "/result/tools", get: (v) => field(field(v, "result"), "tools") },
];

function field(v: unknown, key: string): unknown {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, key)
    ? (v as Record<string, unknown>)[key]
    : undefined;
}

export function lintTools(text: string, version: string, file: string): LintReport {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file });
  }
  const found = toolListAt.map((at) => ({ at, tools: at.get(json) })).find((x) => Array.isArray(x.tools));
  if (!found) throw new CodegenError("lint-tools-no-list", {}, { file, pointer: "#" });
  const tools = found.tools as unknown[];
  const { errors, warnings } = makeSpecChecks(specRulesFor(version), []).checkTools(tools);
  // Paths are from the tool list; report them from the file's root, and name the tool.
  const locate = (p: SpecProblem): LintedProblem => {
    const index = /^\/(\d+)(?:\/|$)/.exec(p.path);
    const name = index ? field(tools[Number(index[1])], "name") : undefined;
    return {
      ...p,
      path: found.at.pointer + p.path,
      ...(typeof name === "string" ? { tool: name } : {}),
    };
  };
  return {
    tools: tools.length,
    errors: errors.map(locate),
    warnings: warnings.map(locate),
  };
}
