/** A JSON Schema an overlay entry writes (a new property's type) -> an IR node, its refs naming the model's definitions. */
import type { JsonValue, Model, TypeNode } from "../ir/model.js";
import { buildModel } from "../ingest/toModel.js";

const slot = "OverlayFragment";

/** The node, or the first ref it makes to a definition the model lacks. */
export function fragmentNode(schema: JsonValue, model: Model, pointer: string): { node: TypeNode } | { missing: string } {
  const named = new Set(model.definitions.map((d) => d.name));
  const unknown = refsIn(schema).find((r) => !named.has(r.replace(/^#\/(definitions|\$defs)\//, "")));
  if (unknown !== undefined) return { missing: `${pointer} ($ref ${unknown})` };
  // Refs resolve against stand-ins for the model's definitions; the node keeps only their names.
  const stubs = Object.fromEntries([...named].filter((n) => n !== slot).map((n) => [n, {}]));
  const built = buildModel({ definitions: { ...stubs, [slot]: withDefinitionsRefs(schema) } } as JsonValue, { file: "<overlay>" });
  return { node: repoint(built.definitions.find((d) => d.name === slot)!.type, pointer) };
}

/** `#/$defs/X` written as `#/definitions/X`, where the stand-ins are. */
function withDefinitionsRefs(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(withDefinitionsRefs);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, "#/definitions/") : withDefinitionsRefs(v)]));
}

/** Every `$ref` value in a schema, as written. */
function refsIn(schema: JsonValue): string[] {
  if (Array.isArray(schema)) return schema.flatMap(refsIn);
  if (schema === null || typeof schema !== "object") return [];
  return Object.entries(schema).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refsIn(v)));
}

/** Pointers of the fragment's nodes say where the entry put them. */
function repoint(node: TypeNode, pointer: string): TypeNode {
  return JSON.parse(JSON.stringify(node).split(`"#/definitions/${slot}`).join(JSON.stringify(pointer).slice(0, -1))) as TypeNode;
}
