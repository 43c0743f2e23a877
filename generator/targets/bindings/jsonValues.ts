import { assertNever, type Model, type TypeNode } from "../../ir/model.js";
import { refsOf } from "../../ir/walk.js";

/**
 * Definitions that only describe arbitrary JSON (`JSONValue`, `JSONObject`, `JSONArray`):
 * built from any/primitive/array/map/union and refs to each other, with a cycle among them.
 * The binding plan makes each an alias of any JSON of its kind (object, array or value), which every language has.
 */
export function jsonValueDefinitions(model: Model): Set<string> {
  const byName = new Map(model.definitions.map((d) => [d.name, d.type]));
  // Greatest fixed point: start with every value-shaped definition, drop those referring outside the set.
  const set = new Set(model.definitions.filter((d) => isValueShaped(d.type, () => true)).map((d) => d.name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of [...set]) {
      if (!isValueShaped(byName.get(name)!, (t) => set.has(t))) {
        set.delete(name);
        changed = true;
      }
    }
  }
  // Keep only the recursive ones: a plain alias (`Cursor = string`) stays a named type.
  return new Set([...set].filter((name) => [...refsOf(byName.get(name)!)].some((t) => set.has(t) && reaches(t, name, byName, set))));
}

function isValueShaped(node: TypeNode, refOk: (target: string) => boolean): boolean {
  switch (node.kind) {
    case "any":
    case "primitive":
      return true;
    case "ref":
      return refOk(node.target);
    case "array":
      return node.prefixItems.length === 0 && isValueShaped(node.items, refOk);
    case "map":
      return isValueShaped(node.values, refOk);
    case "union":
      return node.members.every((m) => isValueShaped(m, refOk));
    case "object":
      return (
        node.properties.length === 0 &&
        node.requiredOnly.length === 0 &&
        node.patternProperties.length === 0 &&
        (node.additional.kind !== "schema" || isValueShaped(node.additional.type, refOk))
      );
    case "never":
    case "literal":
    case "enum":
    case "intersection":
    case "not":
    case "switch":
      return false;
    default:
      return assertNever(node, "type node");
  }
}

function reaches(from: string, to: string, byName: Map<string, TypeNode>, within: Set<string>): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (name === to) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...[...refsOf(byName.get(name)!)].filter((t) => within.has(t)));
  }
  return false;
}
