import type { Model, TypeNode } from "../../ir/model.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { definitionOf, sortedDefinitions } from "../../ir/locate.js";

/** A definition under another name, every ref and `extends` following (`JSONRPCError` for `JSONRPCErrorResponse`). */
export const rename: EntryKind = {
  kind: "rename",
  description: "give a definition another name; every reference follows",
  members: { definition: { required: true, check: check.name }, to: { required: true, check: check.name } },
  claims: (e) => [`definition:${e.definition}`, `name:${e.to}`],
  apply(model, e) {
    const from = e.definition as string;
    const to = e.to as string;
    if (!definitionOf(model, from)) return { missing: `#/definitions/${from}` };
    if (definitionOf(model, to)) return { taken: `#/definitions/${to}` };
    const definitions = model.definitions.map((d) => ({ ...d, name: d.name === from ? to : d.name, type: renameRefs(d.type, from, to) }));
    return { model: { ...model, definitions: sortedDefinitions(definitions) } satisfies Model };
  },
};

/** `node` with refs to `from` pointing to `to`. */
export function renameRefs(node: TypeNode, from: string, to: string): TypeNode {
  return JSON.parse(JSON.stringify(node), (key, value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const n = value as { kind?: string; target?: string; extends?: string[] };
      if (n.kind === "ref" && n.target === from) return { ...n, target: to };
      if (n.kind === "object" && n.extends?.includes(from)) return { ...n, extends: n.extends.map((b) => (b === from ? to : b)).sort() };
    }
    void key;
    return value;
  }) as TypeNode;
}
