import type { JsonValue } from "../../ir/model.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import { fragmentNode } from "../fragment.js";
import type { EntryKind } from "../kind.js";
import { updateObject } from "../../ir/locate.js";

/** A property the spec lacks (an SDK extension such as `extensions` on a capability object). */
export const addProperty: EntryKind = {
  kind: "add-property",
  description: "add a property to the object at a pointer",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    schema: { required: true, check: check.schema },
    required: { required: false, check: check.boolean },
  },
  claims: (e) => [`property:${e.at}/${e.property}`],
  apply(model, e) {
    const at = e.at as string;
    const property = e.property as string;
    const built = fragmentNode(e.schema as JsonValue, model, child(at, "properties", property));
    if ("missing" in built) return built;
    let taken = false;
    const changed = updateObject(model, at, (o) => {
      taken = o.properties.some((p) => p.name === property) || o.requiredOnly.includes(property);
      return taken ? o : { ...o, properties: [...o.properties, { name: property, required: e.required === true, type: built.node }] };
    });
    if (!changed) return { missing: at };
    return taken ? { taken: child(at, "properties", property) } : { model: changed };
  },
};
