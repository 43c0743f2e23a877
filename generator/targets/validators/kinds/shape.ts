import type { JsonValue, TypeNode } from "../../../ir/model.js";
import type { EmitContext } from "../context.js";

/** The JSON types a value can have, as the runtime's `jsonTypeOf` names them (integers are numbers). */
export type JsonKind = "null" | "boolean" | "object" | "array" | "number" | "string";

export const jsonKinds: readonly JsonKind[] = ["object", "array", "string", "number", "boolean", "null"];

function kindOf(value: JsonValue): JsonKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as JsonKind;
}

/**
 * The JSON types `node` can accept, or undefined when it may accept any. A value of another
 * type fails `node` whatever else it holds: a union's error report need not try that member.
 */
export function acceptedKinds(node: TypeNode, ctx: EmitContext, seen: ReadonlySet<TypeNode> = new Set()): ReadonlySet<JsonKind> | undefined {
  if (seen.has(node)) return undefined;
  const inner = new Set(seen).add(node);
  switch (node.kind) {
    case "any":
    case "not":
    case "switch":
      return undefined;
    case "never":
      return new Set();
    case "ref": {
      const target = ctx.definitions.get(node.target);
      return target ? acceptedKinds(target, ctx, inner) : undefined;
    }
    case "primitive":
      return new Set([node.type === "integer" ? "number" : node.type]);
    case "literal":
      return new Set([kindOf(node.value)]);
    case "enum":
      return new Set(node.values.map(kindOf));
    case "object":
    case "map":
      return new Set(["object"]);
    case "array":
      return new Set(["array"]);
    case "union": {
      const out = new Set<JsonKind>();
      for (const m of node.members) {
        const kinds = acceptedKinds(m, ctx, inner);
        if (!kinds) return undefined;
        for (const k of kinds) out.add(k);
      }
      return out;
    }
    case "intersection": {
      let out: Set<JsonKind> | undefined;
      for (const m of node.members) {
        const kinds = acceptedKinds(m, ctx, inner);
        if (kinds) out = new Set([...kinds].filter((k) => !out || out.has(k)));
      }
      return out;
    }
  }
}
