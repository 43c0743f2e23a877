import { assertNever, type Model, type TypeNode } from "../../ir/model.js";
import { refsOf } from "../../ir/walk.js";
import { typesByName } from "../../ir/lookup.js";
import { components } from "./plan/graph.js";

/**
 * Definitions that only describe arbitrary JSON (`JSONValue`, `JSONObject`, `JSONArray`):
 * built from any/primitive/array/map/union and refs to each other, with a cycle among them.
 * The binding plan makes each an alias of any JSON of its kind (object, array or value), which every language has.
 */
export function jsonValueDefinitions(model: Model): Set<string> {
  const byName = typesByName(model);
  const refs = new Map(model.definitions.map((d) => [d.name, [...refsOf(d.type)]]));
  // Greatest fixed point: start with every value-shaped definition, drop those referring outside the set; a drop
  // rechecks only the definitions referring to the one dropped (a chain of 20,000 refs is one pass, not 20,000).
  const set = new Set(model.definitions.filter((d) => isValueShaped(d.type, () => true)).map((d) => d.name));
  const referrers = new Map<string, string[]>();
  for (const name of set) for (const t of refs.get(name)!) if (set.has(t)) referrers.set(t, [...(referrers.get(t) ?? []), name]);
  const recheck = [...set];
  while (recheck.length > 0) {
    const name = recheck.pop()!;
    if (!set.has(name) || isValueShaped(byName.get(name)!, (t) => set.has(t))) continue;
    set.delete(name);
    recheck.push(...(referrers.get(name) ?? []));
  }
  // Keep only the recursive ones, on a cycle within the set: a plain alias (`Cursor = string`) stays a named type.
  const members = [...set];
  const within = (name: string) => refs.get(name)!.filter((t) => set.has(t));
  const component = components(members, within);
  const size = new Map<number, number>();
  for (const c of component.values()) size.set(c, (size.get(c) ?? 0) + 1);
  return new Set(members.filter((name) => size.get(component.get(name)!)! > 1 || within(name).includes(name)));
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
