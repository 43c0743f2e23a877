import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/** A property made required (`required: true`) and/or its type narrowed (`schema`): the SDK demands what the spec leaves open. */
export const tighten: EntryKind = {
  kind: "tighten",
  description: "make a property required (`required: true`) and/or give it a narrower schema",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    schema: { required: false, check: check.schema },
    required: { required: false, check: check.boolean },
  },
  validate: (e) => (e.schema === undefined && e.required !== true ? 'needs "schema" or "required": true' : undefined),
  claims: (e) => [`property:${e.at}/${e.property}`],
  apply: (model, e) => changeProperty(model, e, e.required === true ? true : undefined),
};
