import type { ResultSelector } from "../../../facts/resultType.js";
import { assertNever, type JsonValue } from "../../../ir/model.js";
import { memberSelector } from "./memberSelector.js";
import { unaliased } from "./renderContext.js";
import type { Declaration, PlanType, RecordDeclaration, ShapeMember, ShapeUnion, TaggedUnion, WireType } from "./model.js";
import { pascalWords, typeName } from "./words.js";

/**
 * A union's members as a tagged union when every member is a record requiring one property to
 * be a distinct string literal (the first such property in the first member's order), else as a
 * union told apart by shape, in decode order.
 */
export function classifyUnion(members: readonly PlanType[], declarations: ReadonlyMap<string, Declaration>, selector?: ResultSelector): TaggedUnion | ShapeUnion {
  return tagged(members, declarations) ?? shape(members, declarations, selector);
}

/** The record a type stands for, through aliases. */
export function recordOf(type: PlanType, declarations: ReadonlyMap<string, Declaration>, seen = new Set<string>()): RecordDeclaration | undefined {
  if (type.kind !== "ref" || seen.has(type.name)) return undefined;
  seen.add(type.name);
  const d = declarations.get(type.name);
  if (d?.kind === "record") return d;
  if (d?.kind === "alias") return recordOf(d.type, declarations, seen);
  return undefined;
}

function tagged(members: readonly PlanType[], declarations: ReadonlyMap<string, Declaration>): TaggedUnion | undefined {
  const records = members.map((m) => recordOf(m, declarations));
  if (records.some((r) => r === undefined)) return undefined;
  const all = records as RecordDeclaration[];
  if (new Set(all.map((r) => r.name)).size !== all.length) return undefined;
  const literal = (r: RecordDeclaration, property: string): string | undefined => {
    const f = r.fields.find((x) => x.wire === property);
    return f?.required && f.type.kind === "literal" && typeof f.type.value === "string" ? f.type.value : undefined;
  };
  const property = all[0]!.fields
    .map((f) => f.wire)
    .find((p) => {
      const values = all.map((r) => literal(r, p));
      return values.every((v) => v !== undefined) && new Set(values).size === values.length;
    });
  if (property === undefined) return undefined;
  return { kind: "tagged", property, members: all.map((r) => ({ value: literal(r, property)!, name: r.name })) };
}

function shape(members: readonly PlanType[], declarations: ReadonlyMap<string, Declaration>, selector?: ResultSelector): ShapeUnion {
  const described = members.map((type) => describe(type, declarations));
  const variants = uniqueVariants(members.map((m) => variantName(m, declarations)));
  const objects = described.filter((d) => d.wire === "object");
  const withKeys: ShapeMember[] = described.map((d, i) => ({
    type: members[i]!,
    variant: variants[i]!,
    wire: d.wire,
    keys: d.keys,
    requiredKeys: d.requiredKeys,
    distinguishingKeys:
      d.wire === "object" ? d.requiredKeys.filter((k) => !objects.some((o) => o !== d && o.requiredKeys.includes(k))) : [],
    literals: d.literals,
    evidenceKeys: d.wire === "object" ? evidenceKeys(d, objects) : [],
  }));
  const deprecated = new Set(withKeys.filter((_, i) => described[i]!.deprecated));
  return { kind: "shape", members: decodeOrder(selected(withKeys, declarations, selector), deprecated) };
}

/**
 * With the version's result selector and a union holding its member beside another object member, each object
 * member is a candidate only when the value's selecting property says it is (the member) or does not (the others).
 */
function selected(members: readonly ShapeMember[], declarations: ReadonlyMap<string, Declaration>, selector: ResultSelector | undefined): ShapeMember[] {
  if (!selector) return [...members];
  const isMember = (m: ShapeMember) => recordOf(m.type, declarations)?.name === typeName(selector.member);
  const objects = members.filter((m) => m.wire === "object");
  if (!objects.some(isMember) || objects.length < 2) return [...members];
  return members.map((m) => (m.wire === "object" ? { ...m, selector: memberSelector(selector, isMember(m)) } : m));
}

interface Described {
  wire: WireType | "any";
  keys: string[];
  requiredKeys: string[];
  literals: { property: string; value: JsonValue }[];
  /** The schema deprecates the member's declaration. */
  deprecated: boolean;
}

/**
 * The optional keys `d` declares beyond a member it is tried before only for declaring more keys
 * (same required keys, constants that can hold together): without one of them a value fits that
 * member as closely, and `d` is no better a choice.
 */
function evidenceKeys(d: Described, objects: readonly Described[]): string[] {
  const keys = new Set<string>();
  for (const o of objects) {
    if (o === d || !sameKeys(d.requiredKeys, o.requiredKeys) || !literalsAgree(d, o)) continue;
    if (d.keys.length > o.keys.length && includesAll(d.keys, o.keys)) d.keys.filter((k) => !o.keys.includes(k)).forEach((k) => keys.add(k));
  }
  return [...keys].sort();
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && includesAll(a, b);
}

/** No property is a constant of both with different values. */
function literalsAgree(a: Described, b: Described): boolean {
  return a.literals.every((l) => b.literals.every((o) => o.property !== l.property || JSON.stringify(o.value) === JSON.stringify(l.value)));
}

function describe(aliased: PlanType, declarations: ReadonlyMap<string, Declaration>, seen = new Set<string>()): Described {
  const type = unaliased(aliased, declarations);
  const plain = (wire: WireType | "any"): Described => ({ wire, keys: [], requiredKeys: [], literals: [], deprecated: false });
  switch (type.kind) {
    case "scalar":
      return plain(type.type);
    case "json":
      return plain("any");
    case "literal":
      return plain(typeof type.value === "string" ? "string" : typeof type.value === "boolean" ? "boolean" : Number.isInteger(type.value) ? "integer" : "number");
    case "array":
      return plain("array");
    case "map":
      return plain("object");
    case "nullable":
      return plain("any");
    case "ref": {
      const d = declarations.get(type.name);
      if (!d || seen.has(type.name)) return plain("any");
      seen.add(type.name);
      switch (d.kind) {
        case "record": {
          const required = d.fields.filter((f) => f.required);
          return {
            wire: "object",
            keys: d.fields.map((f) => f.wire).sort(),
            requiredKeys: required.map((f) => f.wire).sort(),
            literals: required
              .filter((f) => f.type.kind === "literal")
              .map((f) => ({ property: f.wire, value: (f.type as { value: JsonValue }).value }))
              .sort((a, b) => (a.property < b.property ? -1 : a.property > b.property ? 1 : 0)),
            deprecated: Boolean(d.deprecated),
          };
        }
        case "enum":
          return plain("string");
        case "alias":
          return describe(d.type, declarations, seen);
        case "union": {
          // A nested union's members already exist (classification runs after every declaration).
          const inner = d.union.kind === "tagged" ? ["object" as const] : d.union.members.map((m) => m.wire);
          return plain(inner.length > 0 && inner.every((w) => w === inner[0]) ? inner[0]! : "any");
        }
        default:
          return assertNever(d, "declaration");
      }
    }
    default:
      return assertNever(type, "plan type");
  }
}

/**
 * Stable order in which `a` must come before `b`: an integer before a number (a number accepts
 * an integer), any JSON last, and an object whose required keys strictly include another's first (or, with equal required
 * keys, whose declared keys strictly include the other's).
 */
function mustPrecede(a: ShapeMember, b: ShapeMember): boolean {
  if (a.wire === "integer" && b.wire === "number") return true;
  if (b.wire === "any" && a.wire !== "any") return true;
  if (a.wire === "object" && b.wire === "object") {
    if (a.requiredKeys.length > b.requiredKeys.length) return includesAll(a.requiredKeys, b.requiredKeys);
    if (a.requiredKeys.length === b.requiredKeys.length && includesAll(a.requiredKeys, b.requiredKeys)) {
      return a.keys.length > b.keys.length && includesAll(a.keys, b.keys);
    }
  }
  return false;
}

function includesAll(big: readonly string[], small: readonly string[]): boolean {
  return small.every((k) => big.includes(k));
}

/**
 * Repeatedly take the first member (schema order) that no remaining member must precede, one the
 * schema does not deprecate before one it does.
 */
function decodeOrder(members: readonly ShapeMember[], deprecated: ReadonlySet<ShapeMember>): ShapeMember[] {
  const remaining = [...members];
  const ordered: ShapeMember[] = [];
  while (remaining.length > 0) {
    const ready = remaining.filter((m) => !remaining.some((o) => o !== m && mustPrecede(o, m)));
    const pick = ready.find((m) => !deprecated.has(m)) ?? ready[0];
    // The relation has no cycle (it strictly grows key sets or follows integer < number < any); index 0 is a safe fallback.
    const [next] = remaining.splice(pick ? remaining.indexOf(pick) : 0, 1);
    ordered.push(next!);
  }
  return ordered;
}

function variantName(type: PlanType, declarations: ReadonlyMap<string, Declaration>): string {
  switch (type.kind) {
    case "scalar":
      return pascalWords([type.type]);
    case "json":
      return "Json";
    case "literal":
      return "Literal";
    case "ref":
      return declarations.has(type.name) ? type.name : "Json";
    case "array":
      return `${variantName(type.items, declarations)}Array`;
    case "map":
      return `${variantName(type.values, declarations)}Map`;
    case "nullable":
      return `Nullable${variantName(type.type, declarations)}`;
    default:
      return assertNever(type, "plan type");
  }
}

/** Variant names unique within a union: a repeated one gets `Alt`, `AltAlt`... (no numbers). */
function uniqueVariants(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => {
    let name = n;
    while (seen.has(name)) name = `${name}Alt`;
    seen.add(name);
    return name;
  });
}
