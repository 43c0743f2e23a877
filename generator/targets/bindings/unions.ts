import type { Model, TypeNode } from "../../ir/model.js";

/** A definition that is a union of object definitions told apart by one required string literal. */
export interface DiscriminatedUnion {
  /** The union's spec name (`ContentBlock`). */
  name: string;
  /** The property holding the literal (`type`, `method`). */
  property: string;
  /** One case per member, in the union's order: literal value -> member definition. */
  cases: { value: string; member: string }[];
}

/**
 * The discriminated unions among a model's definitions: every member a ref to an object
 * definition, all requiring one property whose type is a string literal, each value distinct
 * (the first such property in the first member's order). `ContentBlock` by `type`, `InputRequest`
 * by `method`; unions told apart only by shape (`JSONRPCMessage`, `ServerResult`) are not.
 */
export function discriminatedUnions(model: Model): DiscriminatedUnion[] {
  const byName = new Map(model.definitions.map((d) => [d.name, d.type]));
  const result: DiscriminatedUnion[] = [];
  for (const def of model.definitions) {
    if (def.type.kind !== "union" || def.type.members.length < 2) continue;
    const members = def.type.members.map((m) => (m.kind === "ref" ? { name: m.target, type: byName.get(m.target) } : undefined));
    if (members.some((m) => m?.type?.kind !== "object")) continue;
    const objects = members as { name: string; type: TypeNode & { kind: "object" } }[];
    const literal = (o: (typeof objects)[number], property: string) => {
      const p = o.type.properties.find((x) => x.name === property);
      return p?.required && p.type.kind === "literal" && typeof p.type.value === "string" ? p.type.value : undefined;
    };
    const property = objects[0]!.type.properties
      .map((p) => p.name)
      .find((name) => {
        const values = objects.map((o) => literal(o, name));
        return values.every((v) => v !== undefined) && new Set(values).size === values.length;
      });
    if (property === undefined) continue;
    result.push({ name: def.name, property, cases: objects.map((o) => ({ value: literal(o, property)!, member: o.name })) });
  }
  return result;
}
