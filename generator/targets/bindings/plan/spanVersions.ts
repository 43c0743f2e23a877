/**
 * The version-spanning plan: one declaration per name across the binding plans of several versions, each field
 * marked with the versions that have it. Plain data, like the binding plan; a language renders it beside each
 * version's own wire types, which still decode and check every message (`python/spanning.ts`).
 */
import type { JsonValue } from "../../../ir/model.js";
import type { BindingPlan, Declaration, Field, NumberRange, PlanType, RecordDeclaration } from "./model.js";
import { copiedRecord, joinedShapes, joinTypes, spannedNames, type SpannedNames } from "./spanTypes.js";

export interface SpanningField {
  /** The key on the wire, verbatim. */
  wire: string;
  /** As in the binding plan (the first version's). */
  words: string[];
  /** The versions whose declaration has the field, in the plans' order. */
  versions: string[];
  /** Required in every version of the declaration, and present in all of them. */
  required: boolean;
  /** The type that holds what every version gives it (`joinTypes`); any JSON where no type does. */
  type: PlanType;
  /** The value filled in when absent (an overlay's `default`), where every version that has the field agrees. */
  default?: JsonValue;
  /** A number's inclusive bounds, where every version that has the field states the same. */
  range?: NumberRange;
  /** A string's pattern, where every version that has the field states the same. */
  pattern?: string;
  doc?: string;
}

interface SpanningInfo {
  name: string;
  /** The versions that declare it, in the plans' order. */
  versions: string[];
  doc?: string;
}

export type SpanningDeclaration =
  /**
   * `extends`: the records any version's declaration extends (the IR's `extends`), first appearance first; a
   * language with inheritance subclasses those whose every field this record repeats alike (`python/spanning.ts`).
   * `base`: a spec definition that is only ever extended, in every version (the IR's `extends` names it, or no
   * field, union, alias or method refers to it: `PaginatedResult`, `CacheableResult`, `BaseMetadata`), which
   * schema.json flattens into the records that extend it.
   * `dropsExtra`: every version's record drops keys it does not list (an overlay's `ignore` policy).
   * `dictionary`: every version's record is plain data where a language has a dictionary with typed keys (`typed-dict`).
   * `requiredAnyOf`, `emptyAbsent`: the presence rule every version's record states alike (none where they differ: lax).
   */
  | (SpanningInfo & {
      kind: "record";
      fields: SpanningField[];
      extends?: string[];
      base?: true;
      dropsExtra?: true;
      dictionary?: true;
      requiredAnyOf?: string[][];
      emptyAbsent?: string[];
    })
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
  const bases = plans.map(baseNames);
  const spannedTypes = spannedNames(plans);
  const declarations = names.map((name) => {
    const merged = merge(name, byName.get(name)!, spannedTypes);
    const everywhere = byName.get(name)!.every((e) => bases[plans.findIndex((p) => p.source === e.version)]!.has(name));
    return merged.kind === "record" && everywhere ? asBase(merged, plans.length) : merged;
  });
  return { versions: plans.map((p) => p.source), declarations };
}

/** The spec definitions of `plan` that are only ever extended: named in an `extends`, or referred to by nothing. */
function baseNames(plan: BindingPlan): Set<string> {
  const referred = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      const node = value as { kind?: unknown; name?: unknown };
      if (node.kind === "ref" && typeof node.name === "string") referred.add(node.name);
      Object.values(value).forEach(walk);
    }
  };
  for (const d of plan.declarations) {
    if (d.kind === "record") walk(d.fields);
    else if (d.kind === "alias") walk(d.type);
    else if (d.kind === "union") d.union.kind === "tagged" ? d.union.members.forEach((m) => referred.add(m.name)) : walk(d.union.members);
  }
  for (const m of [...(plan.messages?.requests ?? []), ...(plan.messages?.notifications ?? [])]) {
    for (const n of [m.message, m.result, ...m.alternatives]) if (n !== null) referred.add(n);
  }
  const extended = new Set(plan.declarations.flatMap((d) => (d.kind === "record" ? (d.extends ?? []) : [])));
  return new Set(
    plan.declarations.filter((d) => d.kind === "record" && d.origin === "definition" && (extended.has(d.name) || !referred.has(d.name))).map((d) => d.name),
  );
}

function merge(name: string, each: readonly { version: string; declaration: Declaration }[], names: SpannedNames): SpanningDeclaration {
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
            ? {
                ...withoutDefault(before),
                versions: [...before.versions, version],
                required: before.required && f.required,
                type: joinTypes(before.type, f.type, names),
                ...agreedDefault(before, f),
                ...agreedRange(before, f),
                ...(before.pattern !== undefined && before.pattern === f.pattern ? { pattern: before.pattern } : {}),
              }
            : {
                wire: f.wire,
                words: f.words,
                versions: [version],
                required: f.required,
                type: f.type,
                ...(f.default !== undefined ? { default: f.default } : {}),
                ...(f.range !== undefined ? { range: f.range } : {}),
                ...(f.pattern !== undefined ? { pattern: f.pattern } : {}),
                ...(f.doc !== undefined ? { doc: f.doc } : {}),
              },
        );
      }
    }
    // Required where every version that declares the record requires it (`DiscoverResult.capabilities`); a base
    // some versions lack is laxer (`asBase`).
    const lax = [...fields.values()].map((f) => ({ ...f, required: f.required && f.versions.length === each.length }));
    const bases = [...new Set(decls.flatMap((d) => (d.kind === "record" ? (d.extends ?? []) : [])))];
    const drops = decls.every((d) => d.kind === "record" && d.dropsExtra === true);
    const dictionary = decls.every((d) => d.kind === "record" && d.dictionary === true);
    const presence = agreedPresence(decls);
    return {
      ...info,
      kind: "record",
      fields: lax,
      ...(bases.length > 0 ? { extends: bases } : {}),
      ...(drops ? { dropsExtra: true as const } : {}),
      ...(dictionary ? { dictionary: true as const } : {}),
      ...presence,
    };
  }
  if (decls.every((d) => d.kind === "enum")) {
    return { ...info, kind: "enum", values: [...new Set(decls.flatMap((d) => (d.kind === "enum" ? d.values.map((v) => v.wire) : [])))] };
  }
  // A version's record that copies another of its records is that one member (a union of one, as schema.json writes it).
  const tagged = each.map(({ version, declaration: d }) => {
    const copied = copiedRecord(d, version, names);
    return d.kind === "union" && d.union.kind === "tagged" ? { property: d.union.property, members: d.union.members.map((m) => m.name) } : copied ? { members: [copied] } : undefined;
  });
  const property = tagged.find((u) => u?.property !== undefined)?.property;
  if (property !== undefined && tagged.every((u) => u !== undefined && (u.property ?? property) === property)) {
    return { ...info, kind: "tagged", property, members: [...new Set(tagged.flatMap((u) => u!.members))] };
  }
  // The same members in any order (2026-07-28 lists ElicitRequestParams' two the other way round): the first version's order.
  const shapes = decls.map((d) => (d.kind === "union" && d.union.kind === "shape" ? JSON.stringify(d.union.members.map((m) => JSON.stringify(m.type)).sort()) : undefined));
  if (shapes.every((members) => members !== undefined && members === shapes[0])) {
    const union = first.kind === "union" ? first.union : undefined;
    return { ...info, kind: "shape", members: union?.kind === "shape" ? union.members.map((m) => m.type) : [] };
  }
  // Shape unions whose members differ between versions (`ServerResult`): every member of any version.
  const members = joinedShapes(decls);
  if (members) return { ...info, kind: "shape", members };
  const types = decls.map((d) => (d.kind === "alias" ? d.type : undefined));
  // Declarations whose kind changed: any JSON, each version's wire type checks it.
  const type = types.every((t) => t !== undefined) ? types.reduce((a, b) => joinTypes(a!, b!, names))! : { kind: "json" as const };
  return { ...info, kind: "alias", type };
}

/**
 * A base record: required only where every version spanned requires it, so a base some versions lack
 * (`CacheableResult`) is as lax as the records of every version that repeat its fields (`ListToolsResult`), which
 * can then extend it.
 */
function asBase(record: SpanningDeclaration & { kind: "record" }, spanned: number): SpanningDeclaration {
  return { ...record, base: true, fields: record.fields.map((f) => ({ ...f, required: f.required && f.versions.length === spanned })) };
}

function withoutDefault(f: SpanningField): SpanningField {
  const { default: _, range: _range, pattern: _pattern, ...rest } = f;
  return rest;
}

/** The bounds both state, when they agree. */
function agreedRange(before: SpanningField, f: Field): { range?: NumberRange } {
  return before.range !== undefined && JSON.stringify(before.range) === JSON.stringify(f.range) ? { range: before.range } : {};
}

/** The default both keep, when they agree. */
function agreedDefault(before: SpanningField, f: Field): { default?: JsonValue } {
  return before.default !== undefined && JSON.stringify(before.default) === JSON.stringify(f.default) ? { default: before.default } : {};
}

/** The presence rule (`requiredAnyOf`, `emptyAbsent`) when every version's record states the same one; else none. */
function agreedPresence(decls: readonly Declaration[]): Partial<Pick<RecordDeclaration, "requiredAnyOf" | "emptyAbsent">> {
  const rules = decls.map((d) => (d.kind === "record" ? { requiredAnyOf: d.requiredAnyOf, emptyAbsent: d.emptyAbsent } : {}));
  const first = rules[0];
  if (!first?.requiredAnyOf || rules.some((r) => JSON.stringify(r) !== JSON.stringify(first))) return {};
  return { requiredAnyOf: first.requiredAnyOf, ...(first.emptyAbsent !== undefined ? { emptyAbsent: first.emptyAbsent } : {}) };
}
