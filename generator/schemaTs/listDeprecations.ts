import type { SchemaTs, TsDeprecation } from "./model.js";

/** Every `@deprecated` tag written in schema.ts (inherited ones are not repeated), sorted by name then member. */
export function listDeprecations(schemaTs: SchemaTs): TsDeprecation[] {
  const out: TsDeprecation[] = [];
  for (const d of schemaTs.declarations) {
    if (d.deprecated) out.push({ name: d.name, note: d.deprecated.reason ?? "" });
    for (const m of d.members) if (m.deprecated) out.push({ name: d.name, property: m.name, note: m.deprecated.reason ?? "" });
  }
  return out.sort((a, b) => compare(a.name, b.name) || compare(a.property ?? "", b.property ?? ""));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
