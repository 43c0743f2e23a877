/**
 * Properties in schema.ts's declaration order rather than schema.json's (alphabetical): inherited members first, in
 * the order of `extends`, then the declaration's own, as `interface X extends Y` and zod's `.extend` lay them out.
 * Parsers emit keys in this order, so text serialised from their output matches an SDK written from schema.ts.
 * Pure; a property schema.ts does not list keeps its place after the listed ones.
 */
import type { Model, TypeNode } from "../ir/model.js";
import type { SchemaTs, TsDeclared } from "./model.js";

export function orderBySchemaTs(model: Model, schemaTs: SchemaTs): Model {
  const declared = new Map<string, TsDeclared[]>();
  for (const d of schemaTs.declarations) declared.set(d.name, [...(declared.get(d.name) ?? []), d]);
  const orderOf = (name: string, seen: Set<string>): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const parts = declared.get(name) ?? [];
    return [...new Set(parts.flatMap((d) => [...d.bases.flatMap((b) => orderOf(b, seen)), ...d.members.map((m) => m.name)]))];
  };
  return {
    ...model,
    definitions: model.definitions.map((d) => {
      if (!declared.has(d.name)) return d;
      const order = orderOf(d.name, new Set());
      return { ...d, type: ordered(d.type, order) };
    }),
  };
}

/** An object's properties (or those of an intersection's inline objects) sorted by `order`. */
function ordered(node: TypeNode, order: string[]): TypeNode {
  if (node.kind === "intersection") return { ...node, members: node.members.map((m) => ordered(m, order)) };
  if (node.kind !== "object") return node;
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const properties = node.properties.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p.name) - rank(b.p.name) || a.i - b.i).map((x) => x.p);
  return { ...node, properties };
}
