import { code } from "../../../emit/code.js";
import { pushError } from "../context.js";
import type { KindEmitter } from "./kind.js";

export const notKind = {
  kind: "not",
  description: "`not`: the value must fail the inner schema",
  check: (node, value, ctx) => code`!(${ctx.check(node.type, value)})`,
  collect: (node, value, path, errs, ctx) => code`if (${ctx.check(node.type, value)}) ${pushError(errs, path, "not", "must NOT be valid")}`,
} as const satisfies KindEmitter<"not">;
