import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changePresenceRuleAt } from "../objectsAt.js";

/**
 * An SDK that does not check an object's presence rule (`requiredAnyOf`, with its `emptyAbsent`): the Python SDK's
 * wire modules (datamodel-codegen, which reads no prose) accept an `InputRequiredResult` with neither
 * `inputRequests` nor `requestState`, and its extensions' results pass through it. The object keeps its properties.
 */
export const removePresenceRule: EntryKind = {
  kind: "remove-presence-rule",
  description: "drop the presence rule (anyOf of required sets) of the object at a pointer: no set of properties need be present",
  members: { at: { required: true, check: check.pointer } },
  claims: (e) => [`presence:${e.at}`],
  apply: (model, e) =>
    changePresenceRuleAt(model, e.at as string, (o) => {
      if (!o.requiredAnyOf) return undefined;
      const { requiredAnyOf: _rule, emptyAbsent: _empty, ...rest } = o;
      return rest;
    }),
};
