/**
 * The type a field takes across versions that spell it differently: the narrowest type of the plan that holds
 * every version's values, any JSON only where no such type exists. Used by the version-spanning plan.
 */
import type { BindingPlan, Declaration, PlanType } from "./model.js";

/** The declarations of every version spanned, by name. */
export interface SpannedNames {
  byName: ReadonlyMap<string, readonly Declaration[]>;
  plans: readonly BindingPlan[];
}

export function spannedNames(plans: readonly BindingPlan[]): SpannedNames {
  const byName = new Map<string, Declaration[]>();
  for (const plan of plans) for (const d of plan.declarations) byName.set(d.name, [...(byName.get(d.name) ?? []), d]);
  return { byName, plans };
}

/**
 * The other record of `version` with the same fields as `record`, if any: schema.json writes a union of one
 * member as a copy of it (2026-07-28's `ClientNotification` is `CancelledNotification`'s fields), which is that
 * member under the union's name.
 */
export function copiedRecord(record: Declaration, version: string, names: SpannedNames): string | undefined {
  if (record.kind !== "record") return undefined;
  const shape = (d: Declaration): string => (d.kind === "record" ? JSON.stringify(d.fields.map((f) => [f.wire, f.required, f.type])) : "");
  const plan = names.plans.find((p) => p.source === version);
  return plan?.declarations.find((d) => d !== record && d.kind === "record" && shape(d) === shape(record))?.name;
}

/**
 * The members of a union told apart by shape across versions, or undefined when a version's declaration is no such
 * union (an alias of one record counts as a union of one: 2026-07-28's `ClientResult` is `Result`): every member any
 * version lists, the first version's order first. Each version's value is one of its own members, so one of these.
 */
export function joinedShapes(decls: readonly Declaration[]): PlanType[] | undefined {
  const each = decls.map((d) => (d.kind === "union" && d.union.kind === "shape" ? d.union.members.map((m) => m.type) : d.kind === "alias" && d.type.kind === "ref" ? [d.type] : undefined));
  if (each.some((members) => members === undefined) || !decls.some((d) => d.kind === "union")) return undefined;
  const seen = new Map<string, PlanType>();
  for (const t of each.flat()) if (t && !seen.has(JSON.stringify(t))) seen.set(JSON.stringify(t), t);
  return [...seen.values()];
}

/**
 * `a` and `b` joined: alike, the same; arrays, maps and nullables item by item; an alias compared by what it stands
 * for (`JSONObject` is a map); a record and a map of any JSON, the record (a spanning record keeps unknown keys, so
 * it holds any object) when it requires none of its fields (2025-11-25's `RootsCapability`,
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

/** The keys the record requires: listed and required by it in every version that declares it. */
function required(name: string, names: SpannedNames): Set<string> {
  const decls = names.byName.get(name) ?? [];
  const each = decls.map((d) => new Set(d.kind === "record" ? d.fields.filter((f) => f.required).map((f) => f.wire) : []));
  return new Set([...(each[0] ?? [])].filter((k) => each.every((s) => s.has(k))));
}

/** Whether record `wide` holds every value of record `narrow`: it lists all of `narrow`'s keys and requires none of its own. */
function holds(wide: string, narrow: string, names: SpannedNames): boolean {
  if (!isRecord(wide, names) || !isRecord(narrow, names)) return false;
  const theirs = keys(narrow, names);
  return [...theirs].every((k) => keys(wide, names).has(k)) && [...required(wide, names)].every((k) => theirs.has(k));
}
