import { code, join, raw, type Code } from "../../../emit/code.js";
import type { JsonValue } from "../../../ir/model.js";
import type { EmitContext } from "../context.js";
import { constantFor, pushError, setFor } from "../context.js";
import { equalsValue } from "./literal.js";
import type { KindEmitter, NodeOf } from "./kind.js";

/**
 * Past this many values an enum is checked with one `Set` lookup (and one loop for object and array values) instead
 * of a chain of comparisons: a chain of 100,000 `||` nests 100,000 deep for any parser or formatter that reads it.
 * The spec's enums hold at most 8 values.
 */
export const enumChainLimit = 16;

function anyEqual(node: NodeOf<"enum">, value: Code, ctx: EmitContext): Code {
  if (node.values.length === 0) return raw("false");
  if (node.values.length <= enumChainLimit) return code`(${join(node.values.map((v) => equalsValue(value, v, ctx)), " || ")})`;
  const isPrimitive = (v: JsonValue) => v === null || typeof v !== "object";
  const primitives = node.values.filter(isPrimitive);
  const structured = node.values.filter((v) => !isPrimitive(v));
  const tests: Code[] = [];
  if (primitives.length > 0) tests.push(code`${setFor(ctx, primitives)}.has(${value})`);
  if (structured.length > 0) tests.push(code`${constantFor(ctx, structured)}.some((k: unknown) => deepEqual(${value}, k))`);
  return code`(${join(tests, " || ")})`;
}

export const enumKind = {
  kind: "enum",
  description: "`enum`: deep equality with one of the values",
  check: anyEqual,
  collect: (node, value, path, errs, ctx) =>
    code`if (!${anyEqual(node, value, ctx)}) ${pushError(errs, path, "enum", "must be equal to one of the allowed values")}`,
} as const satisfies KindEmitter<"enum">;
