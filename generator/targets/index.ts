import type { TargetDefinition } from "./target.js";
import { tsTarget } from "./ts/index.js";
import { methodsTarget } from "./methods/index.js";
import { validatorsTarget } from "./validators/index.js";
import { csharpTarget, goTarget, javaTarget, kotlinTarget, pythonTarget, rustTarget, swiftTarget } from "./bindings/index.js";

/** Every target, in the order their files are produced. */
export const targets = [
  tsTarget,
  methodsTarget,
  validatorsTarget,
  pythonTarget,
  goTarget,
  rustTarget,
  javaTarget,
  kotlinTarget,
  csharpTarget,
  swiftTarget,
] as const satisfies readonly TargetDefinition[];

export type TargetId = (typeof targets)[number]["id"];

export const targetIds: readonly TargetId[] = targets.map((t) => t.id);

export function targetById(id: TargetId): TargetDefinition {
  return targets.find((t) => t.id === id)!;
}
