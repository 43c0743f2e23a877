import * as check from "./checks.js";
import type { Applied, MemberCheck } from "./kind.js";
import type { Model, ObjectNode, TypeNode } from "../ir/model.js";
import { nodeAt, updateAt, updateEveryObject, updateObject } from "../ir/locate.js";
import { child } from "../ir/pointer.js";

/** `at: "*"`, in the kinds that change objects: every object (each kind says which count). */
export const everyObject = "*";

/** A pointer to an object, or `"*"`. */
export const pointerOrEvery: MemberCheck = (v) => (v === everyObject ? undefined : check.pointer(v) && `${check.pointer(v)} or "*"`);

/** The model with the object at `at` changed, or with every object `counts` accepts changed when `at` is `"*"`. */
export function changeObjectsAt(model: Model, at: string, change: (o: ObjectNode) => ObjectNode, counts: (o: ObjectNode) => boolean = () => true): Applied {
  if (at === everyObject) return { model: updateEveryObject(model, (o) => (counts(o) ? change(o) : o)) };
  const changed = updateObject(model, at, change);
  return changed ? { model: changed } : { missing: at };
}

/** The model with the node at `at` changed, or `missing` when nothing is there or `change` declines it (another kind). */
export function changeNodeAt(model: Model, at: string, change: (node: TypeNode) => TypeNode | undefined): Applied {
  const changed = updateAt(model, at, change);
  return changed ? { model: changed } : { missing: at };
}

/**
 * The model with the object at `at` changed where it has a presence rule `change` accepts (`requiredAnyOf`, from a
 * `presence-rule` entry); `missing` names the object when there is none, else its rule's place (`<at>/anyOf`).
 */
export function changePresenceRuleAt(model: Model, at: string, change: (o: ObjectNode) => ObjectNode | undefined): Applied {
  const changed = updateObject(model, at, change);
  if (changed) return { model: changed };
  return { missing: nodeAt(model, at)?.kind === "object" ? child(at, "anyOf") : at };
}
