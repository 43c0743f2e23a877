import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeProperty } from "./changeProperty.js";

/** A property made required, its type optionally narrowed (`schema`): the SDK demands what the spec leaves open. */
export const tighten: EntryKind = {
  kind: "tighten",
  description: "make a property required (and give it a narrower schema)",
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
    schema: { required: false, check: check.schema },
  },
  claims: (e) => [`property:${e.at}/${e.property}`],
  apply: (model, e) => changeProperty(model, e, true),
};
