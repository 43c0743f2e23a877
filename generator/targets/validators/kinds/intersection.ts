import { code, join, raw } from "../../../emit/code.js";
import { statements } from "../context.js";
import type { KindEmitter } from "./kind.js";

export const intersectionKind = {
  kind: "intersection",
  description: "`allOf`, or keywords beside `$ref`/`anyOf` in one schema: every member must match",
  check: (node, value, ctx) =>
    node.members.length === 0 ? raw("true") : code`(${join(node.members.map((m) => ctx.check(m, value)), " && ")})`,
  collect: (node, value, path, errs, ctx) => statements(node.members.map((m) => ctx.collect(m, value, path, errs))),
} as const satisfies KindEmitter<"intersection">;
