/**
 * Per entry kind: when a spec version already says what the entry asks, so the entry is obsolete (remove it).
 * Read against the model as the entries before have left it, like `apply`. Kinds with no spec equivalent
 * (`normalize`, `differs`) are never obsolete. One definition per kind: metadata first, then the predicate.
 */
import { inlinePlaces } from "../kinds/nameInline.js";
import { orderable, ranked } from "../kinds/order.js";
import type { Constraints, JsonValue, Model, Property, TypeNode } from "../../ir/model.js";
import { definitionOf, nodeAt } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";
import { fragmentNode } from "../fragment.js";
import type { OverlayEntry } from "../overlay.js";

export interface ObsoleteRule {
  readonly kind: string;
  /** What "already says it" means for this kind, for docs and reviewers. */
  readonly when: string;
  obsolete(model: Model, entry: OverlayEntry): boolean;
}

const propertyOf = (model: Model, e: OverlayEntry): Property | undefined => {
  const node = nodeAt(model, e.at as string);
  return node?.kind === "object" ? node.properties.find((p) => p.name === e.property) : undefined;
};

/** Two nodes alike but for where they sit and their prose. */
function sameShape(a: TypeNode, b: TypeNode): boolean {
  const strip = (n: TypeNode) => JSON.stringify(n, (k, v: unknown) => (k === "pointer" || k === "description" || k === "deprecated" ? undefined : v));
  return strip(a) === strip(b);
}

/** The entry's `schema` (if any) built as the property's type equals the property's type. */
function schemaHolds(model: Model, e: OverlayEntry, p: Property): boolean {
  if (e.schema === undefined) return true;
  const built = fragmentNode(e.schema as JsonValue, model, child(e.at as string, "properties", e.property as string));
  return "node" in built && sameShape(built.node, p.type);
}

export const obsoleteRules: readonly ObsoleteRule[] = [
  { kind: "rename", when: "the version defines the new name and no longer the old one", obsolete: (m, e) => !!definitionOf(m, e.to as string) && !definitionOf(m, e.definition as string) },
  { kind: "alias", when: "the version defines the alias name", obsolete: (m, e) => !!definitionOf(m, e.as as string) },
  { kind: "remove-definition", when: "the version no longer defines it", obsolete: (m, e) => !definitionOf(m, e.definition as string) },
  {
    kind: "derive",
    when: "the version defines the derived name (an entry that replaces an alias: never)",
    obsolete: (m, e) => e.replaces !== true && !!definitionOf(m, e.definition as string),
  },
  {
    kind: "name-inline",
    when: "every pointer is already a reference to a definition of that name",
    obsolete: (m, e) =>
      inlinePlaces(e).every((at) => {
        const node = nodeAt(m, at);
        return node?.kind === "ref" && node.target === e.name;
      }),
  },
  {
    kind: "add-property",
    when: "the object already has the property, with the same schema and requiredness",
    obsolete: (m, e) => {
      const p = propertyOf(m, e);
      return !!p && p.required === (e.required === true) && schemaHolds(m, e, p);
    },
  },
  {
    kind: "remove-property",
    when: "the object exists and no longer has the property",
    obsolete: (m, e) => nodeAt(m, e.at as string)?.kind === "object" && !propertyOf(m, e),
  },
  {
    kind: "loosen",
    when: "the property is already optional (if asked), has the entry's schema (if given) and is read as absent when malformed (if asked)",
    obsolete: (m, e) => {
      const p = propertyOf(m, e);
      return !!p && (e.optional !== true || !p.required) && schemaHolds(m, e, p) && (e.onInvalid === undefined || p.onInvalid === e.onInvalid);
    },
  },
  {
    kind: "tighten",
    when: "the property is already required (if asked) and has the entry's schema (if given)",
    obsolete: (m, e) => {
      const p = propertyOf(m, e);
      return !!p && (e.required !== true || p.required) && schemaHolds(m, e, p);
    },
  },
  {
    kind: "default",
    when: "the property already carries that default (the IR keeps no schema default today, so only another entry's)",
    obsolete: (m, e) => {
      const p = propertyOf(m, e);
      return !!p && p.default !== undefined && JSON.stringify(p.default) === JSON.stringify(e.value);
    },
  },
  {
    kind: "object-policy",
    when: "the object already says the same of unlisted properties",
    obsolete: (m, e) => {
      const node = nodeAt(m, e.at as string);
      return node?.kind === "object" && node.additional.kind === (e.policy === "open" ? "open" : "closed");
    },
  },
  {
    kind: "order",
    when: "the object's properties or the union's members already come in that order",
    obsolete: (m, e) => {
      const node = nodeAt(m, e.at as string);
      const keyed = node && orderable(node);
      return !!keyed && ranked(keyed.keys, e.members as string[]).every((index, position) => index === position);
    },
  },
  { kind: "bare-union", when: "never: a schema cannot say how a language spells a union", obsolete: () => false },
  { kind: "map-as-object", when: "the version already has an object there, not a map", obsolete: (m, e) => nodeAt(m, e.at as string)?.kind === "object" },
  { kind: "normalize", when: "never: the spec has no equivalent", obsolete: () => false },
  { kind: "null-absent", when: "never: a schema cannot say that null means absent", obsolete: () => false },
  { kind: "differs", when: "never: the entry changes nothing", obsolete: () => false },
  { kind: "typed-dict", when: "never: a schema cannot say an object is kept as plain data", obsolete: () => false },
  {
    kind: "add-member",
    when: "the union already has the definition as a member",
    obsolete: (m, e) => {
      const node = nodeAt(m, e.at as string);
      return node?.kind === "union" && node.members.some((x) => x.kind === "ref" && x.target === e.definition);
    },
  },
  {
    kind: "import",
    when: "the version defines every definition the entry takes from the other version",
    obsolete: (m, e) => (e.definitions as string[]).every((d) => !!definitionOf(m, d)),
  },
  {
    kind: "members",
    when: "the definition already is the union of exactly those definitions, in that order",
    obsolete: (m, e) => {
      const type = definitionOf(m, e.definition as string)?.type;
      const names = e.members as string[];
      return type?.kind === "union" && type.members.length === names.length && type.members.every((x, i) => x.kind === "ref" && x.target === names[i]);
    },
  },
  {
    kind: "presence-rule",
    when: "one of its sets names only properties the object already requires (the version's schema then says as much)",
    obsolete: (m, e) => {
      const node = nodeAt(m, e.at as string);
      if (node?.kind !== "object") return false;
      const required = (name: string) => node.properties.some((p) => p.name === name && p.required);
      return (e.anyOf as string[][]).some((set) => set.every(required));
    },
  },
  {
    kind: "empty-absent",
    when: "the property's own schema already refuses an empty value (minProperties, minItems or minLength at least 1)",
    obsolete: (m, e) => {
      const p = propertyOf(m, e);
      const type = p?.type.kind === "ref" ? definitionOf(m, p.type.target)?.type : p?.type;
      const c = type && "constraints" in type ? (type.constraints as Constraints) : undefined;
      return !!c && ((c.minProperties ?? 0) >= 1 || (c.minItems ?? 0) >= 1 || (c.minLength ?? 0) >= 1);
    },
  },
];

export function obsoleteRuleOf(kind: string): ObsoleteRule | undefined {
  return obsoleteRules.find((r) => r.kind === kind);
}
