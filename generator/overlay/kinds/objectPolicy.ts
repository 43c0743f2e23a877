import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import type { ObjectNode } from "../../ir/model.js";
import { changeObjectsAt, pointerOrEvery } from "../objectsAt.js";

/**
 * Whether an object keeps unlisted properties (`open`), rejects them (`strict`), or accepts and drops them
 * (`ignore`: pydantic's `extra="ignore"`), whatever the spec says.
 */
export const objectPolicy: EntryKind = {
  kind: "object-policy",
  description: 'make the object at a pointer (or "*": every object that leaves other keys unspecified) open, strict, or ignoring extra keys',
  members: {
    at: { required: true, check: pointerOrEvery },
    policy: { required: true, check: check.oneOf("open", "strict", "ignore") },
  },
  claims: (e) => [`policy:${e.at}`],
  apply(model, e) {
    // "*": every object whose schema does not say what other keys may be (no additionalProperties).
    return changeObjectsAt(model, e.at as string, withPolicy(e.policy as Policy), (o) => o.additional.kind === "unspecified");
  },
};

export type Policy = "open" | "strict" | "ignore";

/** The object with `policy`'s say on keys it does not list (shared with `derive`'s `policy`). */
export function withPolicy(policy: Policy): (o: ObjectNode) => ObjectNode {
  return ({ unknownKeys: _kept, ...o }) => {
    void _kept;
    if (policy === "ignore") return { ...o, additional: o.additional.kind === "closed" ? { kind: "open" } : o.additional, unknownKeys: "drop" };
    return { ...o, additional: policy === "open" ? { kind: "open" } : { kind: "closed" } };
  };
}
