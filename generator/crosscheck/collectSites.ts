import { assertNever, type Definition, type JsonValue, type Model, type TypeNode } from "../ir/model.js";
import { definitionsByName } from "../ir/lookup.js";
import type { DefinitionSite, PropertySite, Site, ValueSite } from "./site.js";
import { valueKinds, type TsDeclaration, type TsNode, type ValueKind } from "../schemaTs/model.js";

type Kinds = Set<ValueKind>;
const everything = (): Kinds => new Set(valueKinds);

/** JSON-side object shape, merged over `allOf` members and refs. */
interface JsonObject {
  properties: Map<string, { required: boolean; deprecated: boolean; type: TypeNode; pointer: string }>;
  index?: TypeNode;
}

/** (schema.ts declarations, IR of schema.json) -> every comparison site, in a stable order. Pure. */
export function collectSites(declarations: readonly TsDeclaration[], model: Model): Site[] {
  const ts = new Map(declarations.map((d) => [d.name, d]));
  const json = definitionsByName(model);
  const sites: Site[] = [];
  const visited = new Set<string>();

  const tsResolve = (n: TsNode, seen = new Set<string>()): TsNode => {
    if (n.kind !== "ref" || seen.has(n.name)) return n;
    const d = ts.get(n.name);
    return d ? tsResolve(d.type, new Set([...seen, n.name])) : { kind: "any" };
  };
  const jsonResolve = (n: TypeNode, seen = new Set<string>()): TypeNode => {
    if (n.kind !== "ref" || seen.has(n.target)) return n;
    const d = json.get(n.target);
    return d ? jsonResolve(d.type, new Set([...seen, n.target])) : { kind: "any", pointer: n.pointer };
  };

  const tsMembers = (n: TsNode): TsNode[] => {
    const r = tsResolve(n);
    return r.kind === "union"
      ? r.members.flatMap((m) => (m.kind === "ref" && tsResolve(m).kind === "union" ? tsMembers(m) : [m]))
      : [n];
  };
  const jsonMembers = (n: TypeNode): TypeNode[] => {
    const r = jsonResolve(n);
    return r.kind === "union"
      ? r.members.flatMap((m) => (m.kind === "ref" && jsonResolve(m).kind === "union" ? jsonMembers(m) : [m]))
      : [n];
  };

  const tsKinds = (n: TsNode, seen = new Set<string>()): Kinds => {
    switch (n.kind) {
      case "ref": {
        const d = ts.get(n.name);
        return !d || seen.has(n.name) ? new Set() : tsKinds(d.type, new Set([...seen, n.name]));
      }
      case "any":
      case "other":
        return everything();
      case "primitive":
        return new Set([n.type]);
      case "object":
        return new Set(["object"]);
      case "array":
        return new Set(["array"]);
      case "union":
        return new Set(n.members.flatMap((m) => [...tsKinds(m, seen)]));
      default:
        return assertNever(n, "schema.ts node");
    }
  };

  const jsonKinds = (n: TypeNode, seen = new Set<string>()): Kinds => {
    switch (n.kind) {
      case "ref": {
        const d = json.get(n.target);
        return !d || seen.has(n.target) ? new Set() : jsonKinds(d.type, new Set([...seen, n.target]));
      }
      case "any":
      case "not":
      case "switch":
        return everything();
      case "never":
        return new Set();
      case "primitive":
        return new Set([n.type]);
      case "literal":
        return new Set([kindOf(n.value)]);
      case "enum":
        return new Set(n.values.map(kindOf));
      case "object":
      case "map":
        return new Set(["object"]);
      case "array":
        return new Set(["array"]);
      case "union":
        return new Set(n.members.flatMap((m) => [...jsonKinds(m, seen)]));
      case "intersection":
        return n.members
          .map((m) => jsonKinds(m, seen))
          .reduce(
            (a, b) => new Set([...a].filter((k) => b.has(k) || (k === "integer" && b.has("number")))),
            everything(),
          );
      default:
        return assertNever(n, "IR node");
    }
  };

  const jsonObject = (n: TypeNode, seen = new Set<string>()): JsonObject | undefined => {
    const r = n.kind === "ref" ? (seen.has(n.target) ? undefined : json.get(n.target)?.type) : n;
    const nextSeen = n.kind === "ref" ? new Set([...seen, n.target]) : seen;
    if (!r) return undefined;
    if (r.kind === "map") return { properties: new Map(), index: r.values };
    if (r.kind === "object") {
      const properties: JsonObject["properties"] = new Map();
      for (const p of r.properties)
        properties.set(p.name, {
          required: p.required,
          deprecated: p.deprecated !== undefined || p.type.deprecated !== undefined,
          type: p.type,
          pointer: p.type.pointer,
        });
      const index = r.additional.kind === "schema" ? r.additional.type : undefined;
      return index ? { properties, index } : { properties };
    }
    if (r.kind === "intersection" || r.kind === "ref") {
      const parts = (r.kind === "ref" ? [r] : r.members)
        .map((m) => jsonObject(m, nextSeen))
        .filter((x): x is JsonObject => x !== undefined);
      if (parts.length === 0) return undefined;
      const merged: JsonObject = { properties: new Map() };
      for (const part of parts) {
        for (const [name, p] of part.properties) {
          const before = merged.properties.get(name);
          merged.properties.set(name, before ? { ...before, required: before.required || p.required } : p);
        }
        merged.index ??= part.index;
      }
      return merged;
    }
    return undefined;
  };

  const compareValue = (tsNode: TsNode, jsonNode: TypeNode, at: string, home: string, depth: number): void => {
    // The same named type on both sides: its definition site compares it, once.
    if (tsNode.kind === "ref" && jsonNode.kind === "ref" && tsNode.name === jsonNode.target) return;
    const key = `${JSON.stringify(tsNode).slice(0, 200)}|${jsonNode.pointer}`;
    if (depth > 16 || visited.has(key)) return;
    visited.add(key);
    const tsUnion = tsMembers(tsNode);
    const jsonUnion = jsonMembers(jsonNode);
    const jsonRefsOnly = jsonUnion.length > 1 && jsonUnion.every((m) => m.kind === "ref");
    const site: ValueSite = {
      at: "value",
      definition: definitionOf(at),
      path: at,
      pointer: jsonNode.pointer,
      before: {
        kinds: sorted(tsKinds(tsNode)),
        names: tsUnion.length > 1 ? tsUnion.flatMap((m) => (m.kind === "ref" ? [m.name] : [])).sort() : [],
      },
      after: {
        kinds: sorted(jsonKinds(jsonNode)),
        names: jsonRefsOnly ? jsonUnion.map((m) => (m.kind === "ref" ? m.target : "")).sort() : undefined,
      },
    };
    sites.push(site);
    // Look inside: the one object and the one array each side admits here.
    for (const shape of ["object", "array"] as const) {
      const t = tsUnion.filter((m) => tsKinds(m).has(shape) && tsKinds(m).size === 1);
      const j = jsonUnion.filter((m) => jsonKinds(m).has(shape) && jsonKinds(m).size === 1);
      if (t.length === 1 && j.length === 1) {
        if (shape === "object") compareObject(t[0]!, j[0]!, at, home, depth + 1);
        else compareArray(t[0]!, j[0]!, at, home, depth + 1);
      }
    }
  };

  const compareArray = (tsNode: TsNode, jsonNode: TypeNode, at: string, home: string, depth: number): void => {
    if (tsNode.kind === "ref" && jsonNode.kind === "ref" && tsNode.name === jsonNode.target) return;
    const t = tsResolve(tsNode);
    const j = jsonResolve(jsonNode);
    if (t.kind === "array" && j.kind === "array" && j.prefixItems.length === 0)
      compareValue(t.items, j.items, `${at}[]`, home, depth);
  };

  const compareObject = (tsNode: TsNode, jsonNode: TypeNode, at: string, home: string, depth: number): void => {
    if (tsNode.kind === "ref" && jsonNode.kind === "ref" && tsNode.name === jsonNode.target) return;
    const t = tsResolve(tsNode);
    const j = jsonObject(jsonNode);
    if (t.kind !== "object" || !j) return;
    const tsProps = new Map(t.properties.map((p) => [p.name, p]));
    const names = [...new Set([...tsProps.keys(), ...j.properties.keys()])].sort();
    for (const name of names) {
      const tp = tsProps.get(name);
      const jp = j.properties.get(name);
      // A property schema.json inherits from another definition (allOf) is compared there, once.
      if (jp && !within(jp.pointer, home)) continue;
      const site: PropertySite = {
        at: "property",
        definition: definitionOf(at),
        path: `${at}.${name}`,
        pointer: jp?.pointer ?? jsonNode.pointer,
        before: tp ? { optional: tp.optional, deprecated: tp.deprecated !== undefined } : undefined,
        after: jp ? { required: jp.required, deprecated: jp.deprecated } : undefined,
      };
      sites.push(site);
      if (tp && jp) compareValue(tp.type, jp.type, `${at}.${name}`, home, depth);
    }
    if (t.index && j.index && within(j.index.pointer, home))
      compareValue(t.index, j.index, `${at}[string]`, home, depth);
  };

  const names = [...new Set([...ts.keys(), ...json.keys()])].sort();
  for (const name of names) {
    const t = ts.get(name);
    const j: Definition | undefined = json.get(name);
    const site: DefinitionSite = {
      at: "definition",
      definition: name,
      path: name,
      pointer: j?.pointer ?? "",
      before: t ? { deprecated: t.deprecated !== undefined } : undefined,
      after: j ? { deprecated: j.deprecated !== undefined || j.type.deprecated !== undefined } : undefined,
    };
    sites.push(site);
    if (t && j) compareValue(t.type, j.type, name, j.pointer, 0);
  }
  return sites;
}

/** `Owner.a.b[]` -> `Owner`. */
function definitionOf(at: string): string {
  return at.split(/[.[]/)[0]!;
}

function within(pointer: string, home: string): boolean {
  return pointer === home || pointer.startsWith(`${home}/`);
}

function kindOf(v: JsonValue): ValueKind {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v as "string" | "boolean" | "object";
}

function sorted(kinds: Kinds): ValueKind[] {
  return valueKinds.filter((k) => kinds.has(k));
}
