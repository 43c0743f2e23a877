/**
 * Properties in schema.ts's declaration order rather than schema.json's (alphabetical): inherited members first, in
 * the order of `extends`, then the declaration's own, as `interface X extends Y` and zod's `.extend` lay them out;
 * and the properties of an inline object (`tasks?: { list?: object; cancel?: object }`) in the order its `{ ... }`
 * literal writes them, at any depth. Parsers emit keys in this order, so text serialised from their output matches an
 * SDK written from schema.ts. Pure; a property schema.ts does not list keeps its place after the listed ones.
 */
import type { Model, TypeNode } from "../ir/model.js";
import type { SchemaTs, TsDeclared, TsMember } from "./model.js";

export function orderBySchemaTs(model: Model, schemaTs: SchemaTs): Model {
  const declared = new Map<string, TsDeclared[]>();
  for (const d of schemaTs.declarations) declared.set(d.name, [...(declared.get(d.name) ?? []), d]);
  const membersOf = (name: string, seen: Set<string>): TsMember[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const parts = declared.get(name) ?? [];
    return parts.flatMap((d) => [...d.bases.flatMap((b) => membersOf(b, seen)), ...d.members]);
  };
  return {
    ...model,
    definitions: model.definitions.map((d) => (declared.has(d.name) ? { ...d, type: ordered(d.type, membersOf(d.name, new Set())) } : d)),
  };
}

/**
 * An object's properties (or those of an intersection's, a union's or an array's inline objects) sorted by
 * `members`, and each property's own inline object by the members its literal lists. A ref is another definition's
 * order, left to it.
 */
function ordered(node: TypeNode, members: TsMember[]): TypeNode {
  switch (node.kind) {
    case "intersection":
    case "union":
      return { ...node, members: node.members.map((m) => ordered(m, members)) };
    case "array":
      return { ...node, items: ordered(node.items, members) };
    case "object": {
      const order = [...new Set(members.map((m) => m.name))];
      const nested = new Map<string, TsMember[]>();
      for (const m of members) if (m.members) nested.set(m.name, [...(nested.get(m.name) ?? []), ...m.members]);
      const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
      const properties = node.properties
        .map((p, i) => ({ p: nested.has(p.name) ? { ...p, type: ordered(p.type, nested.get(p.name)!) } : p, i }))
        .sort((a, b) => rank(a.p.name) - rank(b.p.name) || a.i - b.i)
        .map((x) => x.p);
      return { ...node, properties };
    }
    default:
      return node;
  }
}
