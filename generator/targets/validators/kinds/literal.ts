import { code, literalValue, type Code } from "../../../emit/code.js";
import type { JsonValue } from "../../../ir/model.js";
import { constantFor, pushError, type EmitContext } from "../context.js";
import type { KindEmitter } from "./kind.js";

/** `value` equals `expected` as JSON: `===` for primitives, `deepEqual` for arrays and objects. */
export function equalsValue(value: Code, expected: JsonValue, ctx: EmitContext): Code {
  if (expected === null || typeof expected !== "object") return code`${value} === ${literalValue(expected)}`;
  return code`deepEqual(${value}, ${constantFor(ctx, expected)})`;
}

export const literalKind = {
  kind: "literal",
  description: "`const`: deep equality with one JSON value",
  check: (node, value, ctx) => equalsValue(value, node.value, ctx),
  collect: (node, value, path, errs, ctx) =>
    code`if (!(${equalsValue(value, node.value, ctx)})) ${pushError(errs, path, "const", "must be equal to constant")}`,
} as const satisfies KindEmitter<"literal">;
