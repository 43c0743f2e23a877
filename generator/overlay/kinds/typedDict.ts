import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeObjectsAt } from "../objectsAt.js";

/**
 * An object an SDK keeps as plain data, a dictionary whose listed keys are typed (the Python SDK's
 * `RequestParamsMeta` TypedDict: `meta["progress_token"]`, any other key as given): a target with such a type
 * (Python's spanning layer) makes one; the others make their record. The wire type is unchanged.
 */
export const typedDict: EntryKind = {
  kind: "typed-dict",
  description: "keep the object at a pointer as plain data, a dictionary whose listed keys are typed, where a target has such a type",
  members: { at: { required: true, check: check.pointer } },
  claims: (e) => [`holder:${e.at}`],
  apply: (model, e) => changeObjectsAt(model, e.at as string, (o) => ({ ...o, holder: "dictionary" })),
};
