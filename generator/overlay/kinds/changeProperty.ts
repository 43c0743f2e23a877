import type { JsonValue, Model, Property } from "../../ir/model.js";
import { child } from "../../ir/pointer.js";
import { fragmentNode } from "../fragment.js";
import type { Applied } from "../kind.js";
import { updateObject } from "../../ir/locate.js";
import type { OverlayEntry } from "../overlay.js";

/**
 * The listed property `e.property` of the object at `e.at`, made required or optional when `required` says, and given
 * `e.schema`'s type if any, and read as absent when malformed if `onInvalid` says.
 */
export function changeProperty(model: Model, e: OverlayEntry, required: boolean | undefined, onInvalid?: "absent"): Applied {
  const at = e.at as string;
  const property = e.property as string;
  const pointer = child(at, "properties", property);
  const built = e.schema === undefined ? undefined : fragmentNode(e.schema as JsonValue, model, pointer);
  if (built && "missing" in built) return built;
  const change = (p: Property): Property => ({
    ...p,
    required: required ?? p.required,
    ...(built ? { type: built.node } : {}),
    ...(onInvalid ? { onInvalid } : {}),
  });
  const changed = updateObject(model, at, (o) =>
    o.properties.some((p) => p.name === property) ? { ...o, properties: o.properties.map((p) => (p.name === property ? change(p) : p)) } : undefined,
  );
  return changed ? { model: changed } : { missing: pointer };
}
