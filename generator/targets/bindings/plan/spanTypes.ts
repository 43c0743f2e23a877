/**
 * The type a field takes across versions that spell it differently: the narrowest type of the plan that holds
 * every version's values, any JSON only where no such type exists. Used by the version-spanning plan.
 */
import type { BindingPlan, Declaration, PlanType } from "./model.js";

/** The declarations of every version spanned, by name. */
export interface SpannedNames {
  byName: ReadonlyMap<string, readonly Declaration[]>;
  /** How many versions are spanned. */
  spanned: number;
}

export function spannedNames(plans: readonly BindingPlan[]): SpannedNames {
  const byName = new Map<string, Declaration[]>();
  for (const plan of plans) for (const d of plan.declarations) byName.set(d.name, [...(byName.get(d.name) ?? []), d]);
  return { byName, spanned: plans.length };
}

/**
 * `a` and `b` joined: alike, the same; arrays, maps and nullables item by item; an alias compared by what it stands
 * for (`JSONObject` is a map); a record and a map of any JSON, the record (a spanning record keeps unknown keys, so
 * it holds any object) when none of its fields is required across the versions (2025-11-25's `RootsCapability`,
 * 2026-07-28's bare object); two records, the one whose fields include the other's when the rest are optional
 * (2025-11-25's `RequestParams`, 2026-07-28's `ListRootsRequestParams`). Else any JSON.
 */
export function joinTypes(a: PlanType, b: PlanType, names: SpannedNames): PlanType {
  if (JSON.stringify(a) === JSON.stringify(b)) return a;
  if (a.kind === "json" || b.kind === "json") return { kind: "json" };
  if (a.kind === "nullable" || b.kind === "nullable") {
    const inner = joinTypes(a.kind === "nullable" ? a.type : a, b.kind === "nullable" ? b.type : b, names);
    return inner.kind === "json" ? inner : { kind: "nullable", type: inner };
  }
  if (a.kind === "array" && b.kind === "array") return { kind: "array", items: joinTypes(a.items, b.items, names) };
  if (a.kind === "map" && b.kind === "map") return { kind: "map", values: joinTypes(a.values, b.values, names) };
  const [left, right] = [aliased(a, names), aliased(b, names)];
  if (left !== a || right !== b) return joinTypes(left, right, names);
  if (a.kind === "ref" && b.kind === "ref") return holds(a.name, b.name, names) ? a : holds(b.name, a.name, names) ? b : { kind: "json" };
  const record = a.kind === "ref" ? a : b.kind === "ref" ? b : undefined;
  const map = a.kind === "map" ? a : b.kind === "map" ? b : undefined;
  if (record && map?.values.kind === "json" && isRecord(record.name, names) && required(record.name, names).size === 0) return record;
  return { kind: "json" };
}

/** What an alias stands for, when every version that declares it agrees; else the type itself. */
function aliased(t: PlanType, names: SpannedNames): PlanType {
  if (t.kind !== "ref") return t;
  const decls = names.byName.get(t.name) ?? [];
  const first = decls[0];
  if (first?.kind !== "alias" || !decls.every((d) => d.kind === "alias" && JSON.stringify(d.type) === JSON.stringify(first.type))) return t;
  return first.type;
}

function isRecord(name: string, names: SpannedNames): boolean {
  const decls = names.byName.get(name) ?? [];
  return decls.length > 0 && decls.every((d) => d.kind === "record");
}

/** Every key any version's record lists. */
function keys(name: string, names: SpannedNames): Set<string> {
  return new Set((names.byName.get(name) ?? []).flatMap((d) => (d.kind === "record" ? d.fields.map((f) => f.wire) : [])));
}

/** The keys required across the versions: listed and required by the record of every version spanned. */
function required(name: string, names: SpannedNames): Set<string> {
  const decls = names.byName.get(name) ?? [];
  if (decls.length < names.spanned) return new Set();
  const each = decls.map((d) => new Set(d.kind === "record" ? d.fields.filter((f) => f.required).map((f) => f.wire) : []));
  return new Set([...(each[0] ?? [])].filter((k) => each.every((s) => s.has(k))));
}

/** Whether record `wide` holds every value of record `narrow`: it lists all of `narrow`'s keys and requires none of its own. */
function holds(wide: string, narrow: string, names: SpannedNames): boolean {
  if (!isRecord(wide, names) || !isRecord(narrow, names)) return false;
  const theirs = keys(narrow, names);
  return [...theirs].every((k) => keys(wide, names).has(k)) && [...required(wide, names)].every((k) => theirs.has(k));
}
