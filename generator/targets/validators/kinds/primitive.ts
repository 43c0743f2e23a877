import { code, type Code } from "../../../emit/code.js";
import { assertNever, type PrimitiveName } from "../../../ir/model.js";
import { pushError } from "../context.js";
import { checkConstraints, collectConstraints } from "../keywords/index.js";
import type { KindEmitter } from "./kind.js";

/** `integer` accepts any integral number (1.0 included); numbers must be finite, as JSON's are. */
function typeTest(type: PrimitiveName, v: Code): Code {
  switch (type) {
    case "string":
      return code`typeof ${v} === "string"`;
    case "number":
      return code`Number.isFinite(${v})`;
    case "integer":
      return code`Number.isInteger(${v})`;
    case "boolean":
      return code`typeof ${v} === "boolean"`;
    case "null":
      return code`${v} === null`;
    default:
      return assertNever(type, "primitive type");
  }
}

export const primitiveKind = {
  kind: "primitive",
  description: "`type` string, number, integer, boolean or null, with its constraints",
  check: (node, value, ctx) => {
    const constraints = checkConstraints(node.constraints, value, ctx);
    return constraints.text === "true" ? typeTest(node.type, value) : code`(${typeTest(node.type, value)} && ${constraints})`;
  },
  collect: (node, value, path, errs, ctx) =>
    code`if (!(${typeTest(node.type, value)})) ${pushError(errs, path, "type", `must be ${node.type}`)}
else {
${collectConstraints(node.constraints, value, path, errs, ctx)}
}`,
} as const satisfies KindEmitter<"primitive">;
