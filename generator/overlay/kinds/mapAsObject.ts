import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import type { MapNode, ObjectNode } from "../../ir/model.js";
import { changeNodeAt } from "../objectsAt.js";

/**
 * The map at a pointer (an object that lists nothing: `{"type": "object"}`) as an object that lists no property and
 * keeps every key as the map's values say: a target's record type, a class, where it would make a dictionary
 * (datamodel-codegen's open `MetaObject` class). The same JSON values are accepted.
 */
export const mapAsObject: EntryKind = {
  kind: "map-as-object",
  description: "make the map at a pointer (an object that lists nothing) an object with no listed property: a record type, not a dictionary",
  members: { at: { required: true, check: check.pointer } },
  claims: (e) => [`shape:${e.at}`],
  apply: (model, e) => changeNodeAt(model, e.at as string, (n) => (n.kind === "map" ? objectOf(n) : undefined)),
};

function objectOf({ kind: _map, values, propertyNames, ...info }: MapNode): ObjectNode {
  void _map;
  return {
    ...info,
    kind: "object",
    properties: [],
    requiredOnly: [],
    additional: values.kind === "any" ? { kind: "open" } : { kind: "schema", type: values },
    patternProperties: [],
    ...(propertyNames ? { propertyNames } : {}),
  };
}
