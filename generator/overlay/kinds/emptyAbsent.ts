import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changePresenceRuleAt } from "../objectsAt.js";

/**
 * An SDK that reads an empty value as none for a presence rule (`requiredAnyOf`, from a `presence-rule` entry before
 * this one): the Python SDK's `InputRequiredResult` needs a non-empty `inputRequests` or a `requestState` (`not
 * self.input_requests`), where the spec asks only that one be present. On the object at a pointer, an empty `{}`, `[]`
 * or `""` at the property counts as absent for that rule. Only a property a set of the object's rule names: elsewhere
 * it would say nothing.
 */
export const emptyAbsent: EntryKind = {
  kind: "empty-absent",
  description: 'count an empty value ({}, [], "") of a property as absent for the presence rule (anyOf of required sets) of the object at a pointer',
  members: {
    at: { required: true, check: check.pointer },
    property: { required: true, check: check.propertyName },
  },
  claims: (e) => [`empty:${e.at}/${e.property}`],
  apply(model, e) {
    const property = e.property as string;
    return changePresenceRuleAt(model, e.at as string, (o) =>
      o.requiredAnyOf?.some((set) => set.includes(property)) ? { ...o, emptyAbsent: [...new Set([...(o.emptyAbsent ?? []), property])].sort() } : undefined,
    );
  },
};
