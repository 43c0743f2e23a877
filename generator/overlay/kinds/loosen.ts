import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/** A property made optional, its type optionally widened (`schema`): the SDK accepts what the spec requires. */
export const loosen: EntryKind = {
  kind: "loosen",
  description: "make a property optional (and give it a wider schema)",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    schema: { required: false, check: check.schema },
  },
  claims: (e) => [`property:${e.at}/${e.property}`],
  apply: (model, e) => changeProperty(model, e, false),
};
