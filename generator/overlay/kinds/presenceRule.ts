import type { ObjectNode } from "../../ir/model.js";
import { nodeAt, updateObject } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";

/**
 * A presence rule the spec states in prose only, which an SDK checks: "At least one of `inputRequests` or
 * `requestState` MUST be present" of `InputRequiredResult` (the Python SDK's all-versions layer refuses one with
 * neither). On the object at a pointer, at least one of the sets of properties is present in full (IR
 * `requiredAnyOf`). An overlay entry, not a schema patch: only the targets that read the rule check it (python,
 * python-all), so the default output of every target, and the validators' agreement with Ajv, stay as they were.
 */
export const presenceRule: EntryKind = {
  kind: "presence-rule",
  description: "at least one of these sets of properties is present in full, on the object at a pointer (the spec's prose rule)",
  members: {
    at: { required: true, check: check.pointer },
    anyOf: { required: true, check: check.propertySets },
  },
  claims: (e) => [`presence:${e.at}`],
  apply(model, e) {
    const at = e.at as string;
    const sets = e.anyOf as string[][];
    const node = nodeAt(model, at);
    if (node?.kind !== "object") return { missing: at };
    const unknown = sets.flat().find((name) => !node.properties.some((p) => p.name === name));
    if (unknown !== undefined) return { missing: child(at, "properties", unknown) };
    if (node.requiredAnyOf) return { taken: child(at, "anyOf") };
    const changed = updateObject(model, at, (o): ObjectNode => ({ ...o, requiredAnyOf: sets.map((set) => [...set]) }));
    return changed ? { model: changed } : { missing: at };
  },
};
