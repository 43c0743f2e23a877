import { fitsJsonType } from "../ir/jsonType.js";
/**
 * Subsumption between two IR types from two models: does every value `narrow` accepts also pass `wide`?
 * Conservative: "no" whenever it cannot tell. Refs are resolved in their own model; a pair already
 * under comparison is assumed to hold (coinduction), so cyclic refs never loop.
 */
import type { Additional, Constraints, Definition, JsonValue, TypeNode } from "../ir/model.js";
import { canonical, fingerprint } from "./fingerprint.js";

export type Relation = "equal" | "wider" | "narrower" | "incompatible";

export interface Defs {
  byName: ReadonlyMap<string, Definition>;
}

/** How `after` relates to `before`: "wider" when it accepts more. */
export function relate(before: TypeNode, after: TypeNode, from: Defs, to: Defs): Relation {
  const grows = new Checker(to, from).accepts(after, before);
  const shrinks = new Checker(from, to).accepts(before, after);
  if (grows && shrinks) return "equal";
  if (grows) return "wider";
  if (shrinks) return "narrower";
  return "incompatible";
}

class Checker {
  private readonly assumed = new Set<string>();
  private readonly ids = new WeakMap<TypeNode, number>();
  private next = 0;

  constructor(
    private readonly wideDefs: Defs,
    private readonly narrowDefs: Defs,
  ) {}

  accepts(wide: TypeNode, narrow: TypeNode): boolean {
    if (wide.kind === "any" || narrow.kind === "never") return true;
    if (this.universal(wide)) return true;
    if (wide.kind === "ref" || narrow.kind === "ref") {
      const key = `${this.id(wide)}|${this.id(narrow)}`;
      if (this.assumed.has(key)) return true;
      this.assumed.add(key);
      const w = wide.kind === "ref" ? this.wideDefs.byName.get(wide.target)?.type : wide;
      const n = narrow.kind === "ref" ? this.narrowDefs.byName.get(narrow.target)?.type : narrow;
      if (!w || !n) return wide.kind === "ref" && narrow.kind === "ref" && wide.target === narrow.target;
      return this.accepts(w, n);
    }
    if (fingerprint(wide) === fingerprint(narrow) && !hasRefs(wide)) return true;
    if (narrow.kind === "union") return narrow.members.every((m) => this.accepts(wide, m));
    if (wide.kind === "intersection") return wide.members.every((m) => this.accepts(m, narrow));
    if (wide.kind === "union") return wide.members.some((m) => this.accepts(m, narrow));
    if (narrow.kind === "intersection") return narrow.members.some((m) => this.accepts(wide, m));
    switch (wide.kind) {
      case "never":
        return false;
      case "primitive":
        return this.primitiveAccepts(wide, narrow);
      case "literal":
      case "enum": {
        const allowed = new Set(valuesOf(wide).map(canonical));
        const given = narrowValues(narrow);
        return given !== undefined && given.every((v) => allowed.has(canonical(v)));
      }
      case "object":
      case "map":
        return this.objectAccepts(asObject(wide), narrow);
      case "array":
        return narrow.kind === "array" && this.arrayAccepts(wide, narrow);
      case "not":
      case "switch":
        return fingerprint(wide) === fingerprint(narrow);
      default:
        return false;
    }
  }

  private primitiveAccepts(wide: Extract<TypeNode, { kind: "primitive" }>, narrow: TypeNode): boolean {
    if (narrow.kind === "primitive") {
      const typeOk = wide.type === narrow.type || (wide.type === "number" && narrow.type === "integer");
      return typeOk && constraintsImply(narrow.constraints, wide.constraints);
    }
    const values = narrowValues(narrow);
    if (values === undefined) return false;
    return values.every((v) => fitsJsonType(wide.type, v) && valueMeets(v, wide.constraints));
  }

  private objectAccepts(wide: ObjectView, narrow: TypeNode): boolean {
    if (narrow.kind !== "object" && narrow.kind !== "map") return false;
    const n = asObject(narrow);
    if (!constraintsImply(n.constraints, wide.constraints)) return false;
    for (const name of wide.required) if (!n.required.has(name)) return false;
    for (const [name, wt] of wide.properties) {
      const nt = n.properties.get(name) ?? extraType(n.additional);
      if (nt && !this.accepts(wt, nt)) return false;
    }
    for (const [name, nt] of n.properties) {
      if (wide.properties.has(name)) continue;
      if (!this.extraAccepts(wide.additional, nt)) return false;
    }
    const nExtra = extraType(n.additional);
    if (nExtra && !this.extraAccepts(wide.additional, nExtra)) return false;
    if (wide.additional.kind === "closed" && n.additional.kind !== "closed") return false;
    return true;
  }

  private extraAccepts(additional: Additional, type: TypeNode): boolean {
    if (additional.kind === "closed") return type.kind === "never";
    if (additional.kind === "schema") return this.accepts(additional.type, type);
    return true;
  }

  private arrayAccepts(
    wide: Extract<TypeNode, { kind: "array" }>,
    narrow: Extract<TypeNode, { kind: "array" }>,
  ): boolean {
    if (!constraintsImply(narrow.constraints, wide.constraints)) return false;
    const length = Math.max(wide.prefixItems.length, narrow.prefixItems.length);
    for (let i = 0; i < length; i++) {
      if (!this.accepts(wide.prefixItems[i] ?? wide.items, narrow.prefixItems[i] ?? narrow.items)) return false;
    }
    if (wide.contains && (!narrow.contains || !this.accepts(wide.contains, narrow.contains))) return false;
    return this.accepts(wide.items, narrow.items);
  }

  /**
   * Whether a type admits every JSON value (`JSONValue`: a union of all seven kinds, its objects and
   * arrays holding JSONValue again). Refs are assumed universal while under test, so the recursion ends.
   */
  private universal(node: TypeNode, assumed = new Set<string>()): boolean {
    switch (node.kind) {
      case "any":
        return true;
      case "ref": {
        if (assumed.has(node.target)) return true;
        const def = this.wideDefs.byName.get(node.target);
        return def !== undefined && this.universal(def.type, new Set([...assumed, node.target]));
      }
      case "union": {
        const kinds = new Set<string>();
        for (const m of node.members) for (const k of this.universalKinds(m, assumed)) kinds.add(k);
        return ["string", "number", "boolean", "null", "object", "array"].every((k) => kinds.has(k));
      }
      default:
        return false;
    }
  }

  /** The JSON kinds a union member admits in full. */
  private universalKinds(node: TypeNode, assumed: Set<string>): string[] {
    switch (node.kind) {
      case "ref": {
        if (assumed.has(node.target)) return [];
        const def = this.wideDefs.byName.get(node.target);
        return def ? this.universalKinds(def.type, new Set([...assumed, node.target])) : [];
      }
      case "primitive":
        return Object.keys(node.constraints).length === 0 ? [node.type] : [];
      case "union":
        return node.members.flatMap((m) => this.universalKinds(m, assumed));
      case "map":
        return Object.keys(node.constraints).length === 0 && !node.propertyNames && this.universal(node.values, assumed)
          ? ["object"]
          : [];
      case "object": {
        const open =
          node.properties.length === 0 &&
          node.requiredOnly.length === 0 &&
          node.patternProperties.length === 0 &&
          !node.propertyNames;
        const extra =
          node.additional.kind === "schema"
            ? this.universal(node.additional.type, assumed)
            : node.additional.kind !== "closed";
        return open && extra && Object.keys(node.constraints).length === 0 ? ["object"] : [];
      }
      case "array":
        return node.prefixItems.length === 0 &&
          !node.contains &&
          Object.keys(node.constraints).length === 0 &&
          this.universal(node.items, assumed)
          ? ["array"]
          : [];
      case "any":
        return ["string", "number", "boolean", "null", "object", "array"];
      default:
        return [];
    }
  }

  private id(node: TypeNode): number {
    let id = this.ids.get(node);
    if (id === undefined) this.ids.set(node, (id = this.next++));
    return id;
  }
}

interface ObjectView {
  properties: Map<string, TypeNode>;
  required: Set<string>;
  additional: Additional;
  constraints: Constraints;
}

function asObject(node: Extract<TypeNode, { kind: "object" | "map" }>): ObjectView {
  if (node.kind === "map") {
    return {
      properties: new Map(),
      required: new Set(),
      additional: { kind: "schema", type: node.values },
      constraints: node.constraints,
    };
  }
  const required = new Set([...node.properties.filter((p) => p.required).map((p) => p.name), ...node.requiredOnly]);
  return {
    properties: new Map(node.properties.map((p) => [p.name, p.type])),
    required,
    additional: node.additional,
    constraints: node.constraints,
  };
}

function extraType(additional: Additional): TypeNode | undefined {
  if (additional.kind === "schema") return additional.type;
  if (additional.kind === "closed") return undefined;
  return { kind: "any", pointer: "#" };
}

function valuesOf(node: Extract<TypeNode, { kind: "literal" | "enum" }>): JsonValue[] {
  return node.kind === "literal" ? [node.value] : node.values;
}

function narrowValues(node: TypeNode): JsonValue[] | undefined {
  if (node.kind === "literal" || node.kind === "enum") return valuesOf(node);
  if (node.kind === "primitive" && node.type === "boolean") return [true, false];
  if (node.kind === "primitive" && node.type === "null") return [null];
  return undefined;
}

function valueMeets(v: JsonValue, c: Constraints): boolean {
  if (typeof v === "number") {
    if (c.minimum !== undefined && v < c.minimum) return false;
    if (c.maximum !== undefined && v > c.maximum) return false;
    if (c.exclusiveMinimum !== undefined && v <= c.exclusiveMinimum) return false;
    if (c.exclusiveMaximum !== undefined && v >= c.exclusiveMaximum) return false;
  }
  if (typeof v === "string") {
    if (c.minLength !== undefined && [...v].length < c.minLength) return false;
    if (c.maxLength !== undefined && [...v].length > c.maxLength) return false;
    if (c.pattern !== undefined && !safeTest(c.pattern, v)) return false;
    if (c.format !== undefined) return false;
  }
  return c.multipleOf === undefined;
}

function safeTest(pattern: string, v: string): boolean {
  try {
    return new RegExp(pattern, "u").test(v);
  } catch {
    return false;
  }
}

const lowerBounds = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"] as const;
const upperBounds = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"] as const;

/** Whether constraints `strong` imply every constraint of `weak`. */
export function constraintsImply(strong: Constraints, weak: Constraints): boolean {
  for (const k of lowerBounds) {
    const w = weak[k];
    if (w !== undefined && (strong[k] === undefined || strong[k]! < w)) return false;
  }
  for (const k of upperBounds) {
    const w = weak[k];
    if (w !== undefined && (strong[k] === undefined || strong[k]! > w)) return false;
  }
  if (weak.multipleOf !== undefined && (strong.multipleOf === undefined || strong.multipleOf % weak.multipleOf !== 0))
    return false;
  if (weak.pattern !== undefined && strong.pattern !== weak.pattern) return false;
  if (weak.format !== undefined && strong.format !== weak.format) return false;
  if (weak.uniqueItems && !strong.uniqueItems) return false;
  return true;
}

function hasRefs(node: TypeNode): boolean {
  return fingerprint(node).includes('"kind":"ref"');
}
