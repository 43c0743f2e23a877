import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/** A property made optional (`optional: true`) and/or its type widened (`schema`): the SDK accepts what the spec requires. */
export const loosen: EntryKind = {
  kind: "loosen",
  description: "make a property optional (`optional: true`) and/or give it a wider schema",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    schema: { required: false, check: check.schema },
    optional: { required: false, check: check.boolean },
  },
  validate: (e) => (e.schema === undefined && e.optional !== true ? 'needs "schema" or "optional": true' : undefined),
  claims: (e) => [`property:${e.at}/${e.property}`],
  apply: (model, e) => changeProperty(model, e, e.optional === true ? false : undefined),
};
