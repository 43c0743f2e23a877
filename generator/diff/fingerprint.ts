/** Structural identity of IR nodes, ignoring where they sit (pointers) and prose (descriptions). */
import type { JsonValue, TypeNode } from "../ir/model.js";

const prose = new Set(["pointer", "description", "deprecated", "deprecatedValues", "extends", "suggestedName"]);
const cache = new WeakMap<TypeNode, string>();

/** Same string <=> same structure; refs compare by target name. */
export function fingerprint(node: TypeNode): string {
  let f = cache.get(node);
  if (f === undefined) {
    f = JSON.stringify(node, (k, v: unknown) => (prose.has(k) ? undefined : sortKeys(v)));
    cache.set(node, f);
  }
  return f;
}

/** Canonical JSON of a value: object keys sorted, so `{a,b}` and `{b,a}` are one value. */
export function canonical(value: JsonValue): string {
  return JSON.stringify(value, (_k, v: unknown) => sortKeys(v));
}

function sortKeys(v: unknown): unknown {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

/**
 * A short, position-free label for a node: a ref's target, a literal's value, an object's
 * discriminating constant (`type`/`method`/`kind`), else its kind. Used in paths of union members.
 */
export function label(node: TypeNode): string {
  switch (node.kind) {
    case "ref":
      return node.target;
    case "literal":
      return canonical(node.value);
    case "primitive":
      return node.type;
    case "object":
      return discriminatingConstant(node) ?? node.suggestedName ?? "object";
    default:
      return node.suggestedName ?? node.kind;
  }
}

/** `type="text"`, `method="ping"` or `kind=...` when an object fixes one of those properties. */
export function discriminatingConstant(node: TypeNode): string | undefined {
  if (node.kind !== "object") return undefined;
  for (const key of ["type", "method", "kind"]) {
    const p = node.properties.find((q) => q.name === key);
    if (p?.type.kind === "literal") return `${key}=${canonical(p.type.value)}`;
  }
  return undefined;
}
