/**
 * Facts of the versions' own binding plans that a spanning renderer needs beside the spanning plan: which versions
 * require a field, what any version deprecates, which versions list an enum value, and what each version declares
 * under a name (so a renderer knows which wire type checks a spanning type). Plain data; the plans are not changed.
 */
import { assertNever } from "../../../ir/model.js";
import type { BindingPlan, Declaration } from "./model.js";
import type { RenderContext } from "./renderContext.js";
import type { SpanningDeclaration, SpanningPlan } from "./spanVersions.js";

export interface SpanFacts {
  /** Declaration -> wire key -> the versions whose declaration requires the field. */
  requiredIn(declaration: string, wire: string): string[];
  /** The reason (possibly none) of the newest version deprecating the declaration, or `undefined` when none does. */
  deprecated(declaration: string): { reason?: string } | undefined;
  /** The same for a field of a record. */
  deprecatedField(declaration: string, wire: string): { reason?: string } | undefined;
  /** The same for a value of an enum. */
  deprecatedValue(declaration: string, value: string): { reason?: string } | undefined;
  /** The versions whose enum lists the value. */
  valueVersions(declaration: string, value: string): string[];
  /** The value's words in the first version that lists it (`EnumValue.words`). */
  valueWords(declaration: string, value: string): string[];
  /** Each version that declares the name, with what it declares there, in the plans' order. */
  declaredIn(declaration: string): { version: string; kind: Declaration["kind"] }[];
}

const key = (...parts: string[]) => JSON.stringify(parts);

/** The facts of `plans` (in the order spanned: a later version's deprecation reason wins). */
export function spanFacts(plans: readonly BindingPlan[]): SpanFacts {
  const required = new Map<string, string[]>();
  const deprecated = new Map<string, { reason?: string }>();
  const values = new Map<string, string[]>();
  const words = new Map<string, string[]>();
  const declared = new Map<string, { version: string; kind: Declaration["kind"] }[]>();
  const add = <T>(map: Map<string, T[]>, k: string, v: T) => map.set(k, [...(map.get(k) ?? []), v]);
  const deprecate = (k: string, reason: string | undefined) => deprecated.set(k, reason === undefined ? {} : { reason });
  for (const plan of plans) {
    for (const d of plan.declarations) {
      add(declared, d.name, { version: plan.source, kind: d.kind });
      if (d.deprecated) deprecate(key(d.name), d.deprecatedReason);
      if (d.kind === "record") {
        for (const f of d.fields) {
          if (f.required) add(required, key(d.name, f.wire), plan.source);
          if (f.deprecated) deprecate(key(d.name, "field", f.wire), f.deprecatedReason);
        }
      }
      if (d.kind === "enum") {
        for (const v of d.values) {
          add(values, key(d.name, v.wire), plan.source);
          if (!words.has(key(d.name, v.wire))) words.set(key(d.name, v.wire), v.words);
          if (v.deprecated) deprecate(key(d.name, "value", v.wire), v.deprecatedReason);
        }
      }
    }
  }
  return {
    requiredIn: (d, wire) => required.get(key(d, wire)) ?? [],
    deprecated: (d) => deprecated.get(key(d)),
    deprecatedField: (d, wire) => deprecated.get(key(d, "field", wire)),
    deprecatedValue: (d, value) => deprecated.get(key(d, "value", value)),
    valueVersions: (d, value) => values.get(key(d, value)) ?? [],
    valueWords: (d, value) => words.get(key(d, value)) ?? ["value"],
    declaredIn: (d) => declared.get(d) ?? [],
  };
}

/**
 * A tagged union's members with their tags, when every member is a record of the spanning plan whose tag is a string
 * constant of its own; else undefined (versions that give a tag differently named members, `"ref/resource"`: any JSON).
 */
export function taggedRecords(d: SpanningDeclaration & { kind: "tagged" }, byName: ReadonlyMap<string, SpanningDeclaration>): { record: string; tag: string }[] | undefined {
  const members = d.members.map((m) => {
    const r = byName.get(m);
    const tag = r?.kind === "record" ? r.fields.find((f) => f.wire === d.property)?.type : undefined;
    return tag?.kind === "literal" && typeof tag.value === "string" ? { record: m, tag: tag.value } : undefined;
  });
  const unique = new Set(members.map((m) => m?.tag)).size === members.length;
  return unique && members.every((m) => m !== undefined) ? (members as { record: string; tag: string }[]) : undefined;
}

/** Record -> the tagged unions (those `taggedRecords` gives members for) that list it, in name order. */
export function taggedParents(declarations: readonly SpanningDeclaration[], byName: ReadonlyMap<string, SpanningDeclaration>): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  for (const d of declarations) {
    if (d.kind !== "tagged") continue;
    for (const m of taggedRecords(d, byName) ?? []) parents.set(m.record, [...(parents.get(m.record) ?? []), d.name]);
  }
  return parents;
}

/** "Only in 2026-07-28." where `versions` are not all of `all`; else nothing. */
export function onlyInNote(versions: readonly string[], all: readonly string[]): string | undefined {
  return versions.length < all.length ? `Only in ${versions.join(", ")}.` : undefined;
}

export type SpanningRecord = SpanningDeclaration & { kind: "record" };
export type SpanningTagged = SpanningDeclaration & { kind: "tagged" };

/** What every spanning renderer looks up; a language adds its own names for each version's wire types. */
export interface SpanRenderContext {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  facts: SpanFacts;
  /** Every version spanned, in order. */
  versions: readonly string[];
}

export function spanRenderContext(spanned: SpanningPlan, plans: readonly BindingPlan[]): SpanRenderContext {
  return { byName: new Map(spanned.declarations.map((d) => [d.name, d])), facts: spanFacts(plans), versions: spanned.versions };
}

/**
 * The spanning declarations as the binding plan's kinds, so a language spells a field's type through `spellType`
 * (`syntax/typeSpelling.ts`): a tagged union is a tagged union, a shape union one of no members (a language's
 * `declared` decides how it spells either).
 */
export function spanTypeContext(ctx: SpanRenderContext, name: (declaration: string) => string): Pick<RenderContext, "declarations" | "name" | "shortAlias"> {
  const declarations = new Map<string, Declaration>([...ctx.byName.values()].map((d) => [d.name, asDeclaration(d)]));
  return { declarations, name, shortAlias: () => true };
}

function asDeclaration(d: SpanningDeclaration): Declaration {
  const info = { name: d.name, pointer: "", origin: "definition" as const };
  switch (d.kind) {
    case "record":
      return { ...info, kind: "record", fields: [], extra: null };
    case "enum":
      return { ...info, kind: "enum", values: [] };
    case "alias":
      return { ...info, kind: "alias", type: d.type };
    case "tagged":
      return { ...info, kind: "union", union: { kind: "tagged", property: d.property, members: [] } };
    case "shape":
      return { ...info, kind: "union", union: { kind: "shape", members: [] } };
    default:
      return assertNever(d, "spanning declaration");
  }
}

/**
 * An enum's values with their names in a language (`name` of the value's words, `_` appended to one taken), what
 * only some versions list, and the deprecation of the newest version deprecating it.
 */
export function spannedEnumValues(
  e: SpanningDeclaration & { kind: "enum" },
  ctx: SpanRenderContext,
  name: (words: readonly string[]) => string,
): { value: string; id: string; note?: string; deprecation?: { reason?: string } }[] {
  const taken = new Set<string>();
  return e.values.map((value) => {
    let id = name(ctx.facts.valueWords(e.name, value));
    while (taken.has(id)) id += "_";
    taken.add(id);
    const note = onlyInNote(ctx.facts.valueVersions(e.name, value), e.versions);
    const deprecation = ctx.facts.deprecatedValue(e.name, value);
    return { value, id, ...(note !== undefined ? { note } : {}), ...(deprecation !== undefined ? { deprecation } : {}) };
  });
}
