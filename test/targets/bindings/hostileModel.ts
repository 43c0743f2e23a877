import type { Model } from "../../../generator/ir/model.js";

/**
 * A copy of `model` with a hostile payload where the JVM bindings write input into code: `text` in every description,
 * `literal` as TextContent's `type` constant and as one more Role value, and each of `names` as a TextContent property.
 */
export function hostileModel(model: Model, text: string, literal: string, names: readonly string[]): Model {
  const m = structuredClone(model);
  for (const d of m.definitions) {
    d.description = text;
    if (d.type.kind === "object") for (const p of d.type.properties) p.description = text;
  }
  const textContent = m.definitions.find((d) => d.name === "TextContent")!.type;
  if (textContent.kind === "object") {
    const type = textContent.properties.find((p) => p.name === "type")!;
    type.type = { kind: "literal", value: literal, pointer: type.type.pointer };
    for (const name of names) textContent.properties.push({ name, required: false, type: { kind: "primitive", type: "string", constraints: {}, pointer: "#" } });
  }
  const role = m.definitions.find((d) => d.name === "Role")!.type;
  if (role.kind === "enum") role.values = [...role.values, literal];
  return m;
}
