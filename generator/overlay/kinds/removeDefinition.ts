import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { definitionOf } from "../../ir/locate.js";

/**
 * A definition the SDK's types lack (its spec snapshot predates it), left out of the output. Only one nothing refers
 * to: a reference or an `extends` naming it stops generation, naming the first place.
 */
export const removeDefinition: EntryKind = {
  kind: "remove-definition",
  description: "leave out a definition nothing refers to",
  members: { definition: { required: true, check: check.name } },
  claims: (e) => [`name:${e.definition}`],
  apply(model, e) {
    const name = e.definition as string;
    if (!definitionOf(model, name)) return { missing: `#/definitions/${name}` };
    for (const d of model.definitions) {
      if (d.name === name) continue;
      const at = referenceIn(d.type, name);
      if (at !== undefined) return { referenced: at };
    }
    return { model: { ...model, definitions: model.definitions.filter((d) => d.name !== name) } };
  },
};

/** The pointer of the first node in `value` that refers to `name` (a ref to it, or an object extending it). */
function referenceIn(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const at = referenceIn(v, name);
      if (at !== undefined) return at;
    }
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const node = value as { kind?: unknown; target?: unknown; extends?: unknown; pointer?: unknown };
  if ((node.kind === "ref" && node.target === name) || (Array.isArray(node.extends) && node.extends.includes(name))) return String(node.pointer);
  return referenceIn(Object.values(value), name);
}
