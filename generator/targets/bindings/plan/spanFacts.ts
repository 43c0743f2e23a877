/**
 * Facts a language's spanning renderer reads beside the spanning plan (`spanVersions.ts`): which versions require
 * each field, and which tagged unions a language can make a sealed type of their member records.
 */
import type { BindingPlan } from "./model.js";
import type { SpanningDeclaration } from "./spanVersions.js";

/** Declaration -> wire key -> the versions whose declaration requires the field (a constant is written for those). */
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

/**
 * A tagged union's members with their tags, when every member is a record whose tag is one constant of its own;
 * else undefined (any JSON): versions that name a tag's member differently (`"ref/resource"`: `ResourceReference`,
 * later `ResourceTemplateReference`) give one tag two members.
 */
export function taggedMembers(
  d: SpanningDeclaration & { kind: "tagged" },
  byName: ReadonlyMap<string, SpanningDeclaration>,
): { record: string; tag: string }[] | undefined {
  const members = d.members.map((m) => {
    const r = byName.get(m);
    const tag = r?.kind === "record" ? r.fields.find((f) => f.wire === d.property)?.type : undefined;
    return tag?.kind === "literal" && typeof tag.value === "string" ? { record: m, tag: tag.value } : undefined;
  });
  const unique = new Set(members.map((m) => m?.tag)).size === members.length;
  return unique && members.every((m) => m !== undefined) ? (members as { record: string; tag: string }[]) : undefined;
}
