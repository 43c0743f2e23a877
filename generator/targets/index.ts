import type { TargetDefinition } from "./target.js";
import type { TargetId } from "./ids.js";
import { tsTarget } from "./ts/index.js";
import { methodsTarget } from "./methods/index.js";
import { validatorsTarget } from "./validators/index.js";
import { zodTarget } from "./zod/index.js";
import { dispatchTarget } from "./dispatch/index.js";
import { csharpTarget, goTarget, javaTarget, kotlinTarget, pythonTarget, rustTarget, swiftTarget } from "./bindings/index.js";

/** Every target, in the order their files are produced. */
export const targets = [
  tsTarget,
  methodsTarget,
  validatorsTarget,
  zodTarget,
  dispatchTarget,
  pythonTarget,
  goTarget,
  rustTarget,
  javaTarget,
  kotlinTarget,
  csharpTarget,
  swiftTarget,
] as const satisfies readonly TargetDefinition[];

export { targetIds, type TargetId } from "./ids.js";

/** Compile-time proof that the registry's ids are exactly `ids.ts`'s (its order is checked by a test). */
const registryIdsMatch: [(typeof targets)[number]["id"]] extends [TargetId] ? ([TargetId] extends [(typeof targets)[number]["id"]] ? true : false) : false = true;
void registryIdsMatch;

export function targetById(id: TargetId): TargetDefinition {
  return targets.find((t) => t.id === id)!;
}
