/**
 * The results a request may be answered with besides its own, as the schema states them. From 2026-07-28
 * on, each method has a `<Result>Response` definition whose `result` lists exactly what may come back;
 * when a version has those, they are the answer (a method without one has no alternative). Older
 * versions state nothing per method, and the derivation from the result unions stands.
 */
import type { Definition, TypeNode } from "../ir/model.js";
import type { MethodInfo } from "./methodInfo.js";

export function withStatedAlternatives(
  methods: readonly MethodInfo[],
  byName: ReadonlyMap<string, Definition>,
): MethodInfo[] {
  const stated = methods.some((m) => m.result !== null && responseOf(m.result, byName) !== undefined);
  if (!stated) return [...methods];
  return methods.map((m) => {
    if (m.kind !== "request" || m.result === null) return m;
    const response = responseOf(m.result, byName);
    const results = response ? leaves(response, byName) : new Set<string>();
    results.delete(m.result);
    return { ...m, alternativeResults: [...results].sort() };
  });
}

/** The `result` member of `<Result>Response`, when that definition exists. */
function responseOf(result: string, byName: ReadonlyMap<string, Definition>): TypeNode | undefined {
  const def = byName.get(`${result}Response`);
  if (def?.type.kind !== "object") return undefined;
  return def.type.properties.find((p) => p.name === "result")?.type;
}

/** Definition names a result type stands for, through unions (a union alias stands for its members). */
function leaves(node: TypeNode, byName: ReadonlyMap<string, Definition>, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  const visit = (n: TypeNode): void => {
    if (n.kind === "union") return n.members.forEach(visit);
    if (n.kind !== "ref" || seen.has(n.target)) return;
    seen.add(n.target);
    const def = byName.get(n.target);
    if (def?.type.kind === "union") return visit(def.type);
    out.add(n.target);
  };
  visit(node);
  return out;
}
