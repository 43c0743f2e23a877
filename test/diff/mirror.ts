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

/**
 * Rules whose verdict reads one direction only: a variant gated or subsumed when added is a plain removal
 * the other way, an obligation a method removed; a schema field widened is, narrowed, the structural rows.
 */
const oneWay: [RegExp, string][] = [
  [/^(?:gated|subsumed)-/, ""],
  [/^method-obligation-added$/, "method-added"],
];

/** Facts with a counterpart in the reverse diff. */
export function twoWay(f: Fact): boolean {
  return f.rule !== "schema-field-widened";
}

/** The fact's key, sender role and verdict aside (the reverse diff judges the variant unverdicted). */
export function family(rule: string): string {
  let out = rule.replace(/^(?:request|response|shared)-/, "");
  for (const [pattern, to] of oneWay) out = out.replace(pattern, to);
  return out;
}

/** The reverse diff's keys of `changes`, and `changes`' own keys, comparable. */
export function mirrorKeys(changes: readonly Fact[]): string[] {
  return changes.filter(twoWay).map((c) => key(mirror(c))).sort();
}

export function ownKeys(changes: readonly Fact[]): string[] {
  return changes.filter(twoWay).map(key).sort();
}

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
  const rule = mirrorRule(family(f.rule), f.before);
  if (f.rule === "definition-rename-candidate")
    return { rule, path: String(f.after), before: f.after, after: f.before };
  if (f.rule === "error-code-changed") return { rule, path: f.path, before: f.after, after: f.before };
  return { rule, path: f.path, before: f.after, after: f.before };
}

export function key(f: Fact): string {
  return JSON.stringify([family(f.rule), f.path, f.before, f.after]);
}
