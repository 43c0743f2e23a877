import type { EntryKind } from "../kind.js";
import { changeObjectsAt, pointerOrEvery } from "../objectsAt.js";

/**
 * An SDK that sends optional fields as `null` (pydantic's `model_dump()` without `exclude_none`) and reads them back:
 * on the objects at a pointer, a `null` for an optional property whose schema takes no null reads as absent. The
 * wire type is unchanged (a writer still leaves the property out); each target's reader states it its own way.
 */
export const nullAbsent: EntryKind = {
  kind: "null-absent",
  description: 'read null on an optional property (whose schema takes no null) as absent, on the object at a pointer (or "*": every object)',
  members: {
    at: { required: true, check: pointerOrEvery },
  },
  claims: (e) => [`null:${e.at}`],
  apply(model, e) {
    return changeObjectsAt(model, e.at as string, (o) => ({ ...o, optionalNull: "absent" }));
  },
};
