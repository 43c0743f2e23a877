import type { BindingPlan, Declaration, ShapeMember } from "./model.js";

/** A shape member that is a record or a union is a subtype of the union itself; any other member needs a value wrapper. */
export function isDirectMember(m: ShapeMember, declarations: ReadonlyMap<string, Declaration>): boolean {
  const d = m.type.kind === "ref" ? declarations.get(m.type.name) : undefined;
  return d?.kind === "record" || d?.kind === "union";
}

/**
 * For each record or union, the unions listing it as a direct member (every member of a tagged union, the direct
 * members of a shape union), once each, in plan order: what a language with sealed types declares as its supertypes.
 */
export function unionParents(plan: BindingPlan, declarations: ReadonlyMap<string, Declaration>): Map<string, string[]> {
  const parents = new Map<string, string[]>();
  const add = (member: string, union: string) => parents.set(member, [...new Set([...(parents.get(member) ?? []), union])]);
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    if (d.union.kind === "tagged") for (const m of d.union.members) add(m.name, d.name);
    else for (const m of d.union.members) if (isDirectMember(m, declarations)) add((m.type as { name: string }).name, d.name);
  }
  return parents;
}
