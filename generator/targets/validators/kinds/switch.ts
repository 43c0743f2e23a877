import { code, join, raw } from "../../../emit/code.js";
import { statements } from "../context.js";
import { jsonType } from "./guards.js";
import type { KindEmitter } from "./kind.js";

/** Type-less assertions: each case constrains only values of its JSON type; others pass. */
export const switchKind = {
  kind: "switch",
  description: "assertions without `type`: each applies only to values of its JSON type",
  check: (node, value, ctx) =>
    node.cases.length === 0
      ? raw("true")
      : code`(${join(node.cases.map((c) => code`(!${jsonType[c.when](value)} || ${ctx.check(c.type, value)})`), " && ")})`,
  collect: (node, value, path, errs, ctx) =>
    statements(node.cases.map((c) => code`if (${jsonType[c.when](value)}) {\n${ctx.collect(c.type, value, path, errs)}\n}`)),
} as const satisfies KindEmitter<"switch">;
