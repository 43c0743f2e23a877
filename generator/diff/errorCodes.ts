/** JSON-RPC error codes a model defines: the `code` constants of its error definitions. */
import type { Definition, TypeNode } from "../ir/model.js";
import { childrenOf } from "../ir/walk.js";

/** Error code -> names of the definitions that fix it, both sorted. */
export function collectErrorCodes(definitions: readonly Definition[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const d of definitions) {
    for (const code of codesIn(d.type)) {
      const names = out.get(code) ?? [];
      if (!names.includes(d.name)) names.push(d.name);
      out.set(code, names.sort());
    }
  }
  return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}

function codesIn(node: TypeNode, out = new Set<number>()): Set<number> {
  if (node.kind === "object") {
    const code = node.properties.find((p) => p.name === "code")?.type;
    const literal = code?.kind === "intersection" ? code.members.find((m) => m.kind === "literal") : code;
    if (literal?.kind === "literal" && typeof literal.value === "number" && Number.isInteger(literal.value))
      out.add(literal.value);
  }
  for (const c of childrenOf(node)) codesIn(c.node, out);
  return out;
}
