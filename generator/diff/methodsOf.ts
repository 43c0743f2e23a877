/**
 * The method map of a model for diffing. Generation refuses a method it cannot pair with a result;
 * a reviewer diffing an in-between draft still wants the rest. So a request `deriveMethods` cannot
 * pair is taken out of its union and the derivation re-run; what was left out is returned, and the
 * `method-unpaired` rule reports it. The derivation itself is `mcp/methods.ts`'s, unchanged.
 */
import type { Definition, Model, TypeNode } from "../ir/model.js";
import { deriveMethods, methodSources, type MethodInfo } from "../mcp/methods.js";
import { tokens } from "../ir/pointer.js";
import { isCodegenError } from "../messages/error.js";

export interface Unpaired {
  method: string;
  detail: string;
}

export function methodsOf(model: Model): { methods: MethodInfo[]; unpaired: Unpaired[] } {
  const unpaired: Unpaired[] = [];
  let current = model;
  for (let attempt = 0; attempt <= model.definitions.length; attempt++) {
    try {
      return { methods: deriveMethods(current), unpaired };
    } catch (e) {
      if (!isCodegenError(e) || e.id !== "method-unpaired") throw e;
      const args = e.args as { method: string; detail: string };
      const culprit = definitionOf(e.pointer);
      const next = culprit === undefined ? undefined : withoutMember(current, culprit);
      if (next === undefined) {
        unpaired.push({ method: "*", detail: `${args.method}: ${args.detail}` });
        return { methods: [], unpaired };
      }
      unpaired.push({ method: args.method, detail: args.detail });
      current = next;
    }
  }
  return { methods: [], unpaired };
}

/** `#/$defs/Name/...` -> `Name`. */
function definitionOf(pointer: string | undefined): string | undefined {
  if (pointer === undefined) return undefined;
  const t = tokens(pointer);
  return (t[0] === "$defs" || t[0] === "definitions") && t.length >= 2 ? t[1] : undefined;
}

/** A copy of the model whose method unions no longer list `name`; undefined when none did. */
function withoutMember(model: Model, name: string): Model | undefined {
  const unions = new Set<string>(methodSources.map((s) => s.union));
  let changed = false;
  const prune = (node: TypeNode): TypeNode => {
    if (node.kind !== "union") return node;
    const members = node.members.filter((m) => !(m.kind === "ref" && m.target === name)).map(prune);
    if (members.length !== node.members.length) changed = true;
    return { ...node, members };
  };
  const definitions: Definition[] = model.definitions.map((d) => (unions.has(d.name) ? { ...d, type: prune(d.type) } : d));
  return changed ? { ...model, definitions } : undefined;
}
