/**
 * The version-spanning plan: one declaration per name across the binding plans of several versions, each field
 * marked with the versions that have it. Plain data, like the binding plan; a language renders it beside each
 * version's own wire types, which still decode and check every message (`python/spanning.ts`).
 */
import type { BindingPlan, Declaration, PlanType } from "./model.js";

export interface SpanningField {
  /** The key on the wire, verbatim. */
  wire: string;
  /** As in the binding plan (the first version's). */
  words: string[];
  /** The versions whose declaration has the field, in the plans' order. */
  versions: string[];
  /** Required in every version of the declaration, and present in all of them. */
  required: boolean;
  /** The type every version gives it; any JSON where versions disagree. */
  type: PlanType;
  doc?: string;
}

interface SpanningInfo {
  name: string;
  /** The versions that declare it, in the plans' order. */
  versions: string[];
  doc?: string;
}

export type SpanningDeclaration =
  | (SpanningInfo & { kind: "record"; fields: SpanningField[] })
  /** Every value any version lists, first appearance first. */
  | (SpanningInfo & { kind: "enum"; values: string[] })
  /** Records told apart by `property` in every version: every member any version lists. */
  | (SpanningInfo & { kind: "tagged"; property: string; members: string[] })
  /** Told apart by shape, with the same members in every version, in the first version's order (most specific first). */
  | (SpanningInfo & { kind: "shape"; members: PlanType[] })
  | (SpanningInfo & { kind: "alias"; type: PlanType });

export interface SpanningPlan {
  /** The versions spanned, in the order given. */
  versions: string[];
  /** Sorted by name. */
  declarations: SpanningDeclaration[];
}

/** The plans of several versions merged by declaration name. The plans are not changed. */
export function spanVersions(plans: readonly BindingPlan[]): SpanningPlan {
  const byName = new Map<string, { version: string; declaration: Declaration }[]>();
  for (const plan of plans) {
    for (const declaration of plan.declarations) {
      const seen = byName.get(declaration.name) ?? [];
      byName.set(declaration.name, [...seen, { version: plan.source, declaration }]);
    }
  }
  const names = [...byName.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { versions: plans.map((p) => p.source), declarations: names.map((name) => merge(name, byName.get(name)!)) };
}

function merge(name: string, each: readonly { version: string; declaration: Declaration }[]): SpanningDeclaration {
  const first = each[0]!.declaration;
  const info: SpanningInfo = { name, versions: each.map((e) => e.version), ...(first.doc !== undefined ? { doc: first.doc } : {}) };
  const decls = each.map((e) => e.declaration);
  if (decls.every((d) => d.kind === "record")) {
    const fields = new Map<string, SpanningField>();
    for (const { version, declaration } of each) {
      if (declaration.kind !== "record") continue;
      for (const f of declaration.fields) {
        const before = fields.get(f.wire);
        fields.set(
          f.wire,
          before
            ? { ...before, versions: [...before.versions, version], required: before.required && f.required, type: same(before.type, f.type) }
            : { wire: f.wire, words: f.words, versions: [version], required: f.required, type: f.type, ...(f.doc !== undefined ? { doc: f.doc } : {}) },
        );
      }
    }
    const spanned = [...fields.values()].map((f) => ({ ...f, required: f.required && f.versions.length === each.length }));
    return { ...info, kind: "record", fields: spanned };
  }
  if (decls.every((d) => d.kind === "enum")) {
    return { ...info, kind: "enum", values: [...new Set(decls.flatMap((d) => (d.kind === "enum" ? d.values.map((v) => v.wire) : [])))] };
  }
  const tagged = decls.map((d) => (d.kind === "union" && d.union.kind === "tagged" ? d.union : undefined));
  if (tagged.every((u) => u !== undefined && u.property === tagged[0]!.property)) {
    return { ...info, kind: "tagged", property: tagged[0]!.property, members: [...new Set(tagged.flatMap((u) => u!.members.map((m) => m.name)))] };
  }
  // The same members in any order (2026-07-28 lists ElicitRequestParams' two the other way round): the first version's order.
  const shapes = decls.map((d) => (d.kind === "union" && d.union.kind === "shape" ? JSON.stringify(d.union.members.map((m) => JSON.stringify(m.type)).sort()) : undefined));
  if (shapes.every((members) => members !== undefined && members === shapes[0])) {
    const union = first.kind === "union" ? first.union : undefined;
    return { ...info, kind: "shape", members: union?.kind === "shape" ? union.members.map((m) => m.type) : [] };
  }
  const types = decls.map((d) => (d.kind === "alias" ? d.type : undefined));
  // Shape unions whose members differ between versions (`ServerResult`) and declarations whose kind changed: any
  // JSON, each version's wire type checks it.
  const type = types.every((t) => t !== undefined) ? types.reduce((a, b) => same(a!, b!))! : { kind: "json" as const };
  return { ...info, kind: "alias", type };
}

/** `a` when both versions spell the type alike, else any JSON. */
function same(a: PlanType, b: PlanType): PlanType {
  return JSON.stringify(a) === JSON.stringify(b) ? a : { kind: "json" };
}
