/** What diff(B, A) must contain for each change of diff(A, B): the same fact seen the other way. */
import type { JsonValue } from "../../generator/ir/model.ts";

export interface Fact {
  rule: string;
  path: string;
  before: JsonValue;
  after: JsonValue;
}

const swaps: [string, string][] = [
  ["added", "removed"],
  ["became-required", "became-optional"],
  ["type-widened", "type-narrowed"],
  ["constraint-tightened", "constraint-loosened"],
  ["property-constrained", "property-unconstrained"],
];

/** The rule id the reverse diff reports. */
export function mirrorRule(rule: string, before: JsonValue): string {
  if (rule === "newly-deprecated") return before === null ? "removed-after-deprecation" : "no-longer-deprecated";
  if (rule === "no-longer-deprecated") return "newly-deprecated";
  if (rule === "removed-after-deprecation") return "newly-deprecated";
  for (const [a, b] of swaps) {
    if (rule.endsWith(`-${a}`) || rule === a) return rule.slice(0, rule.length - a.length) + b;
    if (rule.endsWith(`-${b}`) || rule === b) return rule.slice(0, rule.length - b.length) + a;
  }
  return rule;
}

export function mirror(f: Fact): Fact {
  const rule = mirrorRule(f.rule, f.before);
  if (f.rule === "definition-rename-candidate")
    return { rule, path: String(f.after), before: f.after, after: f.before };
  if (f.rule === "error-code-changed") return { rule, path: f.path, before: f.after, after: f.before };
  return { rule, path: f.path, before: f.after, after: f.before };
}

export function key(f: Fact): string {
  return JSON.stringify([f.rule, f.path, f.before, f.after]);
}
