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
  // Sets keep the first listing's order and make each addition constant time (a record may be in thousands of unions).
  const parents = new Map<string, Set<string>>();
  const add = (member: string, union: string) => {
    const set = parents.get(member);
    if (set) set.add(union);
    else parents.set(member, new Set([union]));
  };
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    if (d.union.kind === "tagged") for (const m of d.union.members) add(m.name, d.name);
    else for (const m of d.union.members) if (isDirectMember(m, declarations)) add((m.type as { name: string }).name, d.name);
  }
  return new Map([...parents].map(([member, unions]) => [member, [...unions]]));
}
