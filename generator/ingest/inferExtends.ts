/**
 * schema.json flattens schema.ts's `interface CallToolResult extends Result` and `interface RequestMetaObject
 * extends MetaObject`: the derived object lists the base's properties again and loses the base's openness
 * (its index signature, or its being a bare record). This restores the relation by the spec's naming rule:
 * an object named `...<Base>`, where `<Base>` is an open object definition, whose properties include all of
 * `<Base>`'s (same names, required where the base's are, same schema or a definition extending the base's)
 * extends it. The longest matching base wins; an
 * object that extends an open base is open itself, so it can be a base in turn
 * (`SubscriptionsListenResultMetaObject extends ResultMetaObject extends MetaObject`).
 */
import type { Definition, Model, ObjectNode, Property, TypeNode } from "../ir/model.js";

/** Open: admits any extra property with any value (an index signature `[key: string]: unknown`). */
function ownOpenness(type: TypeNode): Property[] | undefined {
  if (type.kind === "map" && type.values.kind === "any" && !type.propertyNames) return [];
  if (type.kind !== "object" || type.requiredOnly.length > 0 || type.patternProperties.length > 0) return undefined;
  const a = type.additional;
  return a.kind === "open" || (a.kind === "schema" && a.type.kind === "any") ? type.properties : undefined;
}

export function inferExtends(model: Model): Model {
  /** Open definitions and the properties a derived object must repeat. */
  const open = new Map<string, Property[]>();
  for (const d of model.definitions) {
    const props = ownOpenness(d.type);
    if (props) open.set(d.name, props);
  }
  const bases = new Map<string, string>();
  /** `name` is `base` or extends it, directly or through other bases. */
  const isA = (name: string, base: string): boolean => {
    for (let n: string | undefined = name; n !== undefined; n = bases.get(n)) if (n === base) return true;
    return false;
  };
  /** As TypeScript checks `interface D extends B`: each of B's properties is in D, as required and as narrow. */
  const narrows = (p: Property | undefined, base: Property): boolean =>
    p !== undefined &&
    (p.required || !base.required) &&
    (sameShape(p.type, base.type) || (p.type.kind === "ref" && base.type.kind === "ref" && isA(p.type.target, base.type.target)));
  const candidates = model.definitions
    .filter((d): d is Definition & { type: ObjectNode } => d.type.kind === "object" && d.type.additional.kind === "unspecified" && !d.type.extends)
    // A base's name is a proper suffix of the derived one's: shorter names settle first.
    .sort((a, b) => a.name.length - b.name.length);
  const baseOf = (d: Definition & { type: ObjectNode }): string | undefined => {
    const own = new Map(d.type.properties.map((p) => [p.name, p]));
    let best: string | undefined;
    for (const [name, props] of open) {
      if (name === d.name || !d.name.endsWith(name) || (best && best.length >= name.length)) continue;
      if (props.every((bp) => narrows(own.get(bp.name), bp))) best = name;
    }
    return best;
  };
  // A property may narrow to a definition that only later turns out to extend its base: repeat until stable.
  for (let round = 0, changed = true; changed && round <= candidates.length; round++) {
    changed = false;
    for (const d of candidates) {
      const best = baseOf(d);
      if (best === undefined || best === bases.get(d.name)) continue;
      bases.set(d.name, best);
      open.set(d.name, d.type.properties);
      changed = true;
    }
  }
  if (bases.size === 0) return model;
  return {
    ...model,
    definitions: model.definitions.map((d): Definition => {
      const base = bases.get(d.name);
      return base ? { ...d, type: { ...(d.type as ObjectNode), extends: [base] } } : d;
    }),
  };
}

/** Structural equality ignoring where a node came from and its prose. */
function sameShape(a: TypeNode, b: TypeNode): boolean {
  const strip = (n: unknown): string =>
    JSON.stringify(n, (k, v: unknown) => (k === "pointer" || k === "description" || k === "suggestedName" || k === "deprecated" ? undefined : v));
  return strip(a) === strip(b);
}
