import { code, join, raw, type Code } from "../../../emit/code.js";
import type { Constraints } from "../../../ir/model.js";
import { pushError, type EmitContext } from "../context.js";
import { format } from "./format.js";
import { minItems, maxItems } from "./items.js";
import type { ConstraintKeyword, KeywordEmitter } from "./keyword.js";
import { minLength, maxLength } from "./length.js";
import { multipleOf } from "./multipleOf.js";
import { pattern } from "./pattern.js";
import { minProperties, maxProperties } from "./propertyCount.js";
import { minimum, maximum, exclusiveMinimum, exclusiveMaximum } from "./range.js";
import { uniqueItems } from "./uniqueItems.js";

/** Every constraint keyword the validators implement, in the order checks are emitted. */
export const keywordEmitters = [
  minimum,
  maximum,
  exclusiveMinimum,
  exclusiveMaximum,
  multipleOf,
  minLength,
  maxLength,
  pattern,
  format,
  minItems,
  maxItems,
  uniqueItems,
  minProperties,
  maxProperties,
] as const satisfies readonly KeywordEmitter<any>[];

export type ImplementedKeyword = (typeof keywordEmitters)[number]["keyword"];

/** Present constraints in registry order, each with its emitter. */
function present(constraints: Constraints): { emitter: KeywordEmitter; arg: never }[] {
  const found: { emitter: KeywordEmitter; arg: never }[] = [];
  for (const emitter of keywordEmitters as readonly KeywordEmitter<any>[]) {
    const arg = constraints[emitter.keyword as ConstraintKeyword];
    if (arg !== undefined) found.push({ emitter, arg: arg as never });
  }
  return found;
}

/** `a && b && ...` over the constraints, or `true`. */
export function checkConstraints(constraints: Constraints, value: Code, ctx: EmitContext): Code {
  const checks = present(constraints).map(({ emitter, arg }) => emitter.check(value, arg, ctx));
  return checks.length === 0 ? raw("true") : join(checks.map((c) => code`(${c})`), " && ");
}

/** One `if (!check) errs.push(...)` per constraint. */
export function collectConstraints(constraints: Constraints, value: Code, path: Code, errs: Code, ctx: EmitContext): Code {
  const parts = present(constraints).map(
    ({ emitter, arg }) => code`if (!(${emitter.check(value, arg, ctx)})) ${pushError(errs, path, emitter.keyword, emitter.message(arg))}`,
  );
  return join(parts, "\n");
}
