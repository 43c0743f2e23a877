/** Java spellings of plan types and how each union is rendered (its style): shared by the renderers of records, unions and messages. */
import type { BindingPlan, EnumDeclaration, PlanType, RecordDeclaration, UnionDeclaration } from "../plan/model.js";
import { javaSafeName } from "./syntax.js";
import { renderContext, unaliased, type RenderContext } from "../plan/renderContext.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";

/** `parents`: the unions rendered as sealed interfaces that list a record or union as a member, in plan order. */
export interface Context extends RenderContext {
  /** How each union is rendered. */
  unionStyle: ReadonlyMap<string, UnionStyle>;
  /** Nested interfaces a record implements besides `parents`, spelled in Java (`JSONRPCMessage.Members`: `mixedUnions.ts`). */
  nestedParents: ReadonlyMap<string, string[]>;
}

/**
 * `tagged`, `ordered` and `deduction`: sealed interface over records (`ordered`: a creator picks the
 * member by its required keys; `deduction`: Jackson picks it by the keys present); `scalar`: value
 * records; `mixed`: records beside arrays or scalars, a creator per JSON token (`mixedUnions.ts`); `json`: untyped (`Object`).
 */
type UnionStyle = "tagged" | "ordered" | "deduction" | "scalar" | "mixed" | "json";

export function context(plan: BindingPlan): Context {
  const shared = renderContext(plan, (name) => javaSafeName(name).text);
  const unionStyle = new Map<string, UnionStyle>();
  // Styles first (an ordered union's eligibility reads its members' types, which may name other unions).
  for (const d of plan.declarations) if (d.kind === "union") unionStyle.set(d.name, d.union.kind === "tagged" ? "tagged" : "json");
  const partial: Context = { ...shared, parents: new Map(), unionStyle, nestedParents: new Map() };
  // Twice: the second pass sees the unions the first typed (a member's field of an ordered union's type refuses null).
  for (let pass = 0; pass < 2; pass++) for (const d of plan.declarations) if (d.kind === "union") unionStyle.set(d.name, styleOf(d, partial));
  const parents = new Map<string, string[]>();
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    const style = unionStyle.get(d.name);
    if (style !== "tagged" && style !== "deduction" && style !== "ordered" && style !== "mixed") continue;
    for (const member of unionMembers(d)) parents.set(member, [...(parents.get(member) ?? []), d.name]);
  }
  const nestedParents = new Map<string, string[]>();
  for (const d of plan.declarations) {
    if (d.kind !== "union" || unionStyle.get(d.name) !== "mixed" || !membersByDeduction(d, partial)) continue;
    for (const member of unionMembers(d)) nestedParents.set(member, [...(nestedParents.get(member) ?? []), `${shared.name(d.name)}.${mixedObjectMembers}`]);
  }
  return { ...shared, parents, unionStyle, nestedParents };
}

/** The record names a tagged or record-only shape union lists. */
export function unionMembers(d: UnionDeclaration): string[] {
  return d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => (m.type.kind === "ref" ? [m.type.name] : []));
}

function styleOf(d: UnionDeclaration, ctx: Context): UnionStyle {
  if (d.union.kind === "tagged") return "tagged";
  const members = d.union.members;
  if (members.length === 0) return "json";
  if (members.every((m) => m.type.kind === "scalar")) {
    const wires = members.map((m) => m.wire);
    return new Set(wires).size === wires.length ? "scalar" : "json";
  }
  const records = members.map((m) => (m.type.kind === "ref" ? ctx.declarations.get(m.type.name) : undefined));
  if (!records.every((r): r is RecordDeclaration => r?.kind === "record")) return mixedReadable(d, ctx) ? "mixed" : "json";
  if (orderable(records, ctx)) return "ordered";
  if (deducible(records)) return "deduction";
  return recordsReadable(records, ctx) ? "ordered" : "json";
}

/** The JSON token a member of a mixed union is read from (`record`: an object), `undefined` for a type it cannot take. */
export type MixedKind = "string" | "number" | "boolean" | "array" | "record";

export function mixedKind(t: PlanType, ctx: Context): MixedKind | undefined {
  if (t.kind === "ref") return ctx.declarations.get(t.name)?.kind === "record" ? "record" : undefined;
  if (t.kind === "array") return "array";
  if (t.kind !== "scalar") return undefined;
  return t.type === "integer" ? "number" : t.type;
}

/**
 * Whether a shape union of records beside arrays or scalars can be read by its JSON token: at most one string, one
 * boolean and one integer or number member; records one creator can pick among, and no number beside them (both would
 * need Jackson's one delegating creator); one array, or arrays whose items are classes the union's own records decode
 * (2025-03-26's batches), told apart by their elements.
 */
function mixedReadable(d: UnionDeclaration, ctx: Context): boolean {
  if (d.union.kind !== "shape") return false;
  const kinds = d.union.members.map((m) => mixedKind(m.type, ctx));
  const count = (k: MixedKind) => kinds.filter((x) => x === k).length;
  if (kinds.some((k) => k === undefined) || count("string") > 1 || count("boolean") > 1 || count("number") > 1) return false;
  const records = unionMembers(d).map((n) => ctx.declarations.get(n) as RecordDeclaration);
  if (records.length > 0 && (count("number") > 0 || !(recordsReadable(records, ctx) || deducible(records)))) return false;
  const arrays = d.union.members.flatMap((m) => (m.type.kind === "array" ? [m.type.items] : []));
  return arrays.length < 2 || arrays.every((items) => itemClass(items, records, ctx) !== undefined);
}

/** The class an array member's items are, when every item the union's records decode can be tested as one (`instanceof`). */
export function itemClass(items: PlanType, records: readonly RecordDeclaration[], ctx: Context): string | undefined {
  if (items.kind !== "ref") return undefined;
  const d = ctx.declarations.get(items.name);
  const names = new Set(records.map((r) => r.name));
  if (d?.kind === "record") return names.has(d.name) ? d.name : undefined;
  const style = d?.kind === "union" ? ctx.unionStyle.get(d.name) : undefined;
  if (d?.kind !== "union" || (style !== "tagged" && style !== "ordered" && style !== "deduction")) return undefined;
  return unionMembers(d).every((m) => names.has(m)) ? d.name : undefined;
}

/** The nested interface a mixed union's records implement where Jackson picks them by their keys (`DEDUCTION`). */
export const mixedObjectMembers = "Members";

/**
 * Whether a mixed union's object token is read through its nested `Members` (`DEDUCTION`): its records are
 * told apart by their keys but no one creator reads them (2025-03-26's `JSONRPCMessage`: a request's and a
 * notification's `params` are objects of different types).
 */
export function membersByDeduction(d: UnionDeclaration, ctx: Context): boolean {
  const records = unionMembers(d).map((n) => ctx.declarations.get(n) as RecordDeclaration);
  return records.length > 1 && !recordsReadable(records, ctx);
}

/** Whether one creator can pick among `records` by their keys (`ordered`'s test). */
export function recordsReadable(records: readonly RecordDeclaration[], ctx: Context): boolean {
  return orderable(records, ctx) || alternativeKeys(records, ctx) !== undefined;
}

/**
 * Whether a creator can pick the member from one read of the keys: every key has one Java type
 * in every member declaring it, presence is `!= null` (no required field takes JSON `null`), each
 * constant is a string, an integer or a boolean, and open members keep any JSON as extra keys.
 */
function orderable(records: readonly RecordDeclaration[], ctx: Context, differing: ReadonlySet<string> = new Set()): boolean {
  const types = new Map<string, string>();
  for (const r of records) {
    if (r.extra !== null && r.extra.kind !== "json") return false;
    for (const f of r.fields) {
      // A required `nullable` key is read with a presence flag (`requiredNullable`): present as `null`, the member is taken.
      if (f.required && acceptsNull(f.type, ctx) && unaliased(f.type, ctx.declarations).kind !== "nullable") return false;
      if (f.type.kind === "literal" && typeof f.type.value === "number" && !Number.isInteger(f.type.value)) return false;
      if (differing.has(f.wire)) continue;
      const t = `${javaType(f.type, ctx, true)}|${acceptsNull(f.type, ctx)}`;
      if ((types.get(f.wire) ?? t) !== t) return false;
      types.set(f.wire, t);
    }
  }
  return true;
}

/** One Java type a key takes in some member, and the JSON token that tells it apart from the key's other types. */
export interface Alternative {
  javaT: string;
  kind: "string" | "enum" | "integer" | "number" | "boolean" | "array" | "record";
  /** The enum or record declaration (`enum`, `record`). */
  declaration?: EnumDeclaration | RecordDeclaration;
}

/**
 * The keys members give different Java types, each with its types (records with more required keys first), when
 * each type can be told apart from the others by the JSON token read (a string, which an enum's values then narrow;
 * an integer or a number; a boolean; an array; an object, whose records are themselves told apart by their keys)
 * and none takes `null`; `undefined` when some key cannot be read that way. Empty when no key differs.
 */
export function alternativeKeys(records: readonly RecordDeclaration[], ctx: Context): Map<string, Alternative[]> | undefined {
  const byKey = new Map<string, { javaT: string; type: PlanType }[]>();
  for (const r of records) {
    for (const f of r.fields) {
      const list = byKey.get(f.wire) ?? [];
      const javaT = javaType(f.type, ctx, true);
      if (!list.some((a) => a.javaT === javaT)) byKey.set(f.wire, [...list, { javaT, type: f.type }]);
    }
  }
  const differing = new Map<string, Alternative[]>();
  for (const [key, types] of byKey) {
    if (types.length < 2) continue;
    if (types.some((t) => acceptsNull(t.type, ctx))) return undefined;
    const list = types.map((t) => alternativeOf(t.type, t.javaT, ctx));
    if (!list.every((a): a is Alternative => a !== undefined)) return undefined;
    const count = (k: Alternative["kind"]) => list.filter((a) => a.kind === k).length;
    if (count("string") > 1 || count("boolean") > 1 || count("array") > 1 || count("integer") + count("number") > 1) return undefined;
    // Numbers and objects would both need Jackson's one delegating creator.
    if (count("record") > 0 && count("integer") + count("number") > 0) return undefined;
    const nested = list.flatMap((a) => (a.kind === "record" ? [a.declaration as RecordDeclaration] : []));
    if (nested.length > 1 && !orderable(nested, ctx)) return undefined;
    differing.set(key, list.sort((a, b) => requiredCount(b) - requiredCount(a)));
  }
  return orderable(records, ctx, new Set(differing.keys())) ? differing : undefined;
}

const requiredCount = (a: Alternative) => (a.kind === "record" ? (a.declaration as RecordDeclaration).fields.filter((f) => f.required).length : 0);

function alternativeOf(t: PlanType, javaT: string, ctx: Context): Alternative | undefined {
  const u = unaliased(t, ctx.declarations);
  if (u.kind === "literal") return typeof u.value === "string" ? { javaT, kind: "string" } : undefined;
  if (u.kind === "scalar") return { javaT, kind: u.type };
  if (u.kind === "array") return { javaT, kind: "array" };
  if (u.kind !== "ref") return undefined;
  const d = ctx.declarations.get(u.name);
  if (d?.kind === "enum") return { javaT, kind: "enum", declaration: d };
  if (d?.kind === "record") return { javaT, kind: "record", declaration: d };
  return undefined;
}

/**
 * Whether Jackson's `DEDUCTION` can tell the records apart by the keys present: no two share the
 * same key set, and at most one (the `defaultImpl` of an ambiguous match) has its keys all
 * within another's.
 */
function deducible(records: RecordDeclaration[]): boolean {
  const sets = records.map((r) => new Set(r.fields.map((f) => f.wire)));
  const within = (a: Set<string>, b: Set<string>) => [...a].every((k) => b.has(k));
  const dominated = sets.filter((a, i) => sets.some((b, j) => i !== j && within(a, b)));
  return dominated.length <= 1 && sets.every((a, i) => sets.every((b, j) => i === j || !(within(a, b) && within(b, a))));
}

/** Java's spelling of plan types: primitives where they can stand, boxed as type arguments; any JSON, and untyped unions, `Json`. */
function javaTypes(ctx: Context, boxed: boolean): TypeSpelling {
  const spelling: TypeSpelling = {
    scalar: { string: "String", integer: boxed ? "Long" : "long", number: "JsonNumber", boolean: boxed ? "Boolean" : "boolean" },
    json: "Json",
    array: (items) => `List<${items}>`,
    map: (values) => `Map<String, ${values}>`,
    nullable: (type) => type,
    aliases: "inline",
    declared: (d) => (d.kind === "union" && ctx.unionStyle.get(d.name) === "json" ? "Json" : undefined),
  };
  return boxed ? spelling : { ...spelling, inner: javaTypes(ctx, true) };
}

/** A field's Java type; `boxed` where a primitive cannot stand (generics, optional fields). */
export function javaType(t: PlanType, ctx: Context, boxed: boolean): string {
  return spellType(t, javaTypes(ctx, boxed), ctx);
}

/** Whether JSON `null` is a value of the type (any JSON, or `nullable`), through aliases. */
export function acceptsNull(t: PlanType, ctx: Context): boolean {
  const u = unaliased(t, ctx.declarations);
  if (u.kind === "json" || u.kind === "nullable") return true;
  if (u.kind === "ref") {
    const d = ctx.declarations.get(u.name);
    return d === undefined || (d.kind === "union" && ctx.unionStyle.get(d.name) === "json");
  }
  return false;
}

/** The element type of an array or map, through aliases (for `contentNulls`). */
export function contentOf(t: PlanType, ctx: Context): PlanType | undefined {
  const u = unaliased(t, ctx.declarations);
  return u.kind === "array" ? u.items : u.kind === "map" ? u.values : undefined;
}

export const camelWords = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

export function declaredClass(name: string, ctx: Context): boolean {
  const d = ctx.declarations.get(name);
  return d !== undefined && (d.kind === "record" || (d.kind === "union" && ctx.unionStyle.get(d.name) !== "json"));
}
