/** Constraint comparison: which keywords changed and in which sense. */
import type { Constraints } from "../ir/model.js";

export type ConstraintKey = keyof Constraints;

const lower = new Set<ConstraintKey>(["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"]);
const upper = new Set<ConstraintKey>(["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"]);

export function constraintsEqual(a: Constraints, b: Constraints): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as ConstraintKey[]);
  return [...keys].every((k) => a[k] === b[k]);
}

export interface ConstraintChange {
  keyword: ConstraintKey;
  before: number | string | boolean | null;
  after: number | string | boolean | null;
  /** tighten: fewer values pass; loosen: more pass; incompatible: neither (a changed pattern or format). */
  effect: "tighten" | "loosen" | "incompatible";
}

/** Each keyword whose value differs, sorted by keyword. */
export function constraintChanges(a: Constraints, b: Constraints): ConstraintChange[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)] as ConstraintKey[])].sort();
  const out: ConstraintChange[] = [];
  for (const keyword of keys) {
    const before = a[keyword];
    const after = b[keyword];
    if (before === after) continue;
    out.push({ keyword, before: before ?? null, after: after ?? null, effect: effectOf(keyword, before, after) });
  }
  return out;
}

function effectOf(k: ConstraintKey, before: unknown, after: unknown): ConstraintChange["effect"] {
  if (before === undefined) return "tighten";
  if (after === undefined) return "loosen";
  if (lower.has(k)) return (after as number) > (before as number) ? "tighten" : "loosen";
  if (upper.has(k)) return (after as number) < (before as number) ? "tighten" : "loosen";
  if (k === "uniqueItems") return after ? "tighten" : "loosen";
  if (k === "multipleOf") {
    if ((after as number) % (before as number) === 0) return "tighten";
    if ((before as number) % (after as number) === 0) return "loosen";
  }
  return "incompatible";
}
