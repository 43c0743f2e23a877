/** The one IR walker: a node's direct children, the refs under a node, what refs reach. Refs are followed only by `reachable`. */
import { assertNever, type Definition, type Property, type TypeNode } from "./model.js";

/** The direct child nodes of a node, with the path tokens that lead to each (JSON-pointer unescaped). */
export function childrenOf(node: TypeNode): { tokens: string[]; node: TypeNode }[] {
  switch (node.kind) {
    case "any":
    case "never":
    case "ref":
    case "primitive":
    case "literal":
    case "enum":
      return [];
    case "object": {
      const out = node.properties.map((p) => ({ tokens: ["properties", p.name], node: p.type }));
      if (node.additional.kind === "schema") out.push({ tokens: ["additionalProperties"], node: node.additional.type });
      for (const p of node.patternProperties) out.push({ tokens: ["patternProperties", p.pattern], node: p.type });
      if (node.propertyNames) out.push({ tokens: ["propertyNames"], node: node.propertyNames });
      return out;
    }
    case "map": {
      const out = [{ tokens: ["additionalProperties"], node: node.values }];
      if (node.propertyNames) out.push({ tokens: ["propertyNames"], node: node.propertyNames });
      return out;
    }
    case "array": {
      const out = node.prefixItems.map((n, i) => ({ tokens: ["prefixItems", String(i)], node: n }));
      out.push({ tokens: ["items"], node: node.items });
      if (node.contains) out.push({ tokens: ["contains"], node: node.contains });
      return out;
    }
    case "union":
      return node.members.map((m, i) => ({ tokens: [node.exclusive ? "oneOf" : "anyOf", String(i)], node: m }));
    case "intersection":
      return node.members.map((m, i) => ({ tokens: ["allOf", String(i)], node: m }));
    case "not":
      return [{ tokens: ["not"], node: node.type }];
    case "switch":
      return node.cases.map((c) => ({ tokens: ["when", c.when], node: c.type }));
    default:
      return assertNever(node, "type node");
  }
}

/** Names of the definitions a node refers to directly or through inline children (not through other definitions). */
export function refsOf(node: TypeNode, out = new Set<string>()): Set<string> {
  if (node.kind === "ref") out.add(node.target);
  for (const c of childrenOf(node)) refsOf(c.node, out);
  return out;
}

/** Names of the definitions a node refers to (`refsOf`) or that an object in it extends. */
export function referredNames(node: TypeNode, out = new Set<string>()): Set<string> {
  if (node.kind === "ref") out.add(node.target);
  if (node.kind === "object") for (const base of node.extends ?? []) out.add(base);
  for (const c of childrenOf(node)) referredNames(c.node, out);
  return out;
}

/** Every definition reachable from `start` through refs, `start` included; cycles are visited once. */
export function reachable(start: Iterable<string>, byName: ReadonlyMap<string, Definition>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    const def = byName.get(name);
    if (!def) continue;
    seen.add(name);
    for (const r of refsOf(def.type)) if (!seen.has(r)) stack.push(r);
  }
  return seen;
}

/**
 * The properties an object lists, looking through refs and intersections (members in order; the
 * first listing of a name gives its type, and it is required when any listing requires it). Other
 * kinds list none; a ref cycle is followed once.
 */
export function listedProperties(node: TypeNode, byName: ReadonlyMap<string, Definition>, seen = new Set<string>()): Property[] {
  switch (node.kind) {
    case "object":
      return node.properties;
    case "ref": {
      const def = byName.get(node.target);
      if (!def || seen.has(def.name)) return [];
      seen.add(def.name);
      return listedProperties(def.type, byName, seen);
    }
    case "intersection": {
      const found = new Map<string, Property>();
      for (const m of node.members) {
        for (const p of listedProperties(m, byName, seen)) {
          const first = found.get(p.name);
          if (!first) found.set(p.name, p);
          else if (p.required && !first.required) found.set(p.name, { ...first, required: true });
        }
      }
      return [...found.values()];
    }
    case "any":
    case "never":
    case "primitive":
    case "literal":
    case "enum":
    case "map":
    case "array":
    case "union":
    case "not":
    case "switch":
      return [];
    default:
      return assertNever(node, "type node");
  }
}
