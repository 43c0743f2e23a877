import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { nodeAt, updateObject } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";

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
  apply(model, e) {
    const at = e.at as string;
    const changed = updateObject(model, at, (o) => {
      if (!o.requiredAnyOf) return undefined;
      const { requiredAnyOf: _rule, emptyAbsent: _empty, ...rest } = o;
      return rest;
    });
    // No object there: the pointer; an object with no rule: its rule's place.
    return changed ? { model: changed } : { missing: nodeAt(model, at)?.kind === "object" ? child(at, "anyOf") : at };
  },
};
