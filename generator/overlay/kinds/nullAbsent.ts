import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import type { ObjectNode } from "../../ir/model.js";
import { updateEveryObject, updateObject } from "../../ir/locate.js";

/** `at: "*"`: every object. */
const everyObject = "*";

/**
 * An SDK that sends optional fields as `null` (pydantic's `model_dump()` without `exclude_none`) and reads them back:
 * on the objects at a pointer, a `null` for an optional property whose schema takes no null reads as absent. The
 * wire type is unchanged (a writer still leaves the property out); each target's reader states it its own way.
 */
export const nullAbsent: EntryKind = {
  kind: "null-absent",
  description: 'read null on an optional property (whose schema takes no null) as absent, on the object at a pointer (or "*": every object)',
  members: {
    at: { required: true, check: (v) => (v === everyObject ? undefined : check.pointer(v) && `${check.pointer(v)} or "*"`) },
  },
  claims: (e) => [`null:${e.at}`],
  apply(model, e) {
    const change = (o: ObjectNode): ObjectNode => ({ ...o, optionalNull: "absent" });
    if (e.at === everyObject) return { model: updateEveryObject(model, change) };
    const changed = updateObject(model, e.at as string, change);
    return changed ? { model: changed } : { missing: e.at as string };
  },
};
