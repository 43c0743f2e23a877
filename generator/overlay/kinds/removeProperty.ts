import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { updateObject } from "../../ir/locate.js";

/** A property the SDK does not model (`tools` in `CreateMessageResult` when it splits sampling with and without tools). */
export const removeProperty: EntryKind = {
  kind: "remove-property",
  description: "remove a property from the object at a pointer",
  members: { at: { required: true, check: check.pointer }, property: { required: true, check: check.propertyName } },
  claims: (e) => [`property:${e.at}/${e.property}`, `default:${e.at}/${e.property}`],
  apply(model, e) {
    const property = e.property as string;
    const changed = updateObject(model, e.at as string, (o) =>
      o.properties.some((p) => p.name === property) ? { ...o, properties: o.properties.filter((p) => p.name !== property) } : undefined,
    );
    return changed ? { model: changed } : { missing: child(e.at as string, "properties", property) };
  },
};
