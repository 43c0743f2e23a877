import type { Definition, TypeNode, UnionNode } from "../../ir/model.js";
import { definitionOf } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";

/**
 * A definition made the union of exactly the definitions named, in that order: the SDK's own list of a message
 * union (`ClientNotification` joins 2025-11-25's `notifications/initialized` with 2026-07-28's members; its
 * `ServerResult` tries the strict `EmptyResult` first and has no `InputRequiredResult`, which its wire codec handles).
 * Order decides which member a language whose union keeps the first fit picks. The definition's description stays
 * only when it was a union already (otherwise it described the one schema it was).
 */
export const members: EntryKind = {
  kind: "members",
  description: "make a definition the union of exactly the definitions named, in that order",
  members: {
    definition: { required: true, check: check.name },
    members: { required: true, check: check.distinctNames },
  },
  // The union's membership and its order: an `order` or `add-member` on the same union would contradict it.
  claims: (e) => [`members:#/definitions/${e.definition}`, `order:#/definitions/${e.definition}`],
  apply(model, e) {
    const existing = definitionOf(model, e.definition as string);
    if (!existing) return { missing: `#/definitions/${e.definition}` };
    const names = e.members as string[];
    const absent = names.find((n) => !definitionOf(model, n));
    if (absent !== undefined) return { missing: `#/definitions/${absent}` };
    const union = unionOf(existing, names);
    const { description: _, ...rest } = existing;
    const definition = { ...(existing.type.kind === "union" ? existing : rest), type: union };
    return { model: { ...model, definitions: model.definitions.map((d) => (d === existing ? definition : d)) } };
  },
};

/** `anyOf` of refs to `names`, at the definition's pointer, as ingest builds one. */
export function unionOf(definition: Definition, names: readonly string[]): UnionNode {
  const pointer = definition.type.pointer;
  const refs: TypeNode[] = names.map((target, i) => ({ kind: "ref", target, pointer: child(pointer, "anyOf", i) }));
  return { kind: "union", pointer, members: refs, exclusive: false };
}
