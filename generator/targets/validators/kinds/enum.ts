import { code, join, raw, type Code } from "../../../emit/code.js";
import type { EmitContext } from "../context.js";
import { pushError } from "../context.js";
import { equalsValue } from "./literal.js";
import type { KindEmitter, NodeOf } from "./kind.js";

function anyEqual(node: NodeOf<"enum">, value: Code, ctx: EmitContext): Code {
  if (node.values.length === 0) return raw("false");
  return code`(${join(node.values.map((v) => equalsValue(value, v, ctx)), " || ")})`;
}

export const enumKind = {
  kind: "enum",
  description: "`enum`: deep equality with one of the values",
  check: anyEqual,
  collect: (node, value, path, errs, ctx) =>
    code`if (!${anyEqual(node, value, ctx)}) ${pushError(errs, path, "enum", "must be equal to one of the allowed values")}`,
} as const satisfies KindEmitter<"enum">;
