import { raw } from "../../../emit/code.js";
import { pushError } from "../context.js";
import type { KindEmitter } from "./kind.js";

export const neverKind = {
  kind: "never",
  description: "`false` or `not: {}`: no value passes",
  check: () => raw("false"),
  collect: (_node, _value, path, errs) => pushError(errs, path, "false schema", "no value is allowed here"),
} as const satisfies KindEmitter<"never">;
