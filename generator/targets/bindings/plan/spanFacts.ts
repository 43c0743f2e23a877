/**
 * Facts the version-spanning renderers read beside the spanning plan (`spanVersions.ts`): which versions require
 * each field, and a tagged union's members with their tags.
 */
import type { BindingPlan } from "./model.js";
import type { SpanningDeclaration } from "./spanVersions.js";

/** Declaration -> wire key -> the versions whose declaration requires the field. */
export function requiredByVersion(plans: readonly BindingPlan[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const plan of plans) {
    for (const d of plan.declarations) {
      if (d.kind !== "record") continue;
      const fields = out.get(d.name) ?? new Map<string, string[]>();
      for (const f of d.fields) if (f.required) fields.set(f.wire, [...(fields.get(f.wire) ?? []), plan.source]);
      out.set(d.name, fields);
    }
  }
  return out;
}

/** A tagged union's members with their tags, when every member is a record whose tag is one constant of its own; else undefined (any JSON). */
export function taggedMembers(d: SpanningDeclaration & { kind: "tagged" }, byName: ReadonlyMap<string, SpanningDeclaration>): { record: string; tag: string }[] | undefined {
  const members = d.members.map((m) => {
    const r = byName.get(m);
    const tag = r?.kind === "record" ? r.fields.find((f) => f.wire === d.property)?.type : undefined;
    return tag?.kind === "literal" && typeof tag.value === "string" ? { record: m, tag: tag.value } : undefined;
  });
  // Versions that name a tag's member differently (`ResourceReference`, later `ResourceTemplateReference`): any JSON.
  const unique = new Set(members.map((m) => m?.tag)).size === members.length;
  return unique && members.every((m) => m !== undefined) ? members : undefined;
}
