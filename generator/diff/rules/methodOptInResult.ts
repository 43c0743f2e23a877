import { taskResult } from "../../mcp/methods.js";
import { methodPath } from "../paths.js";
import type { DiffRule, Snapshot } from "../types.js";
import type { MethodInfo } from "../../mcp/methods.js";
import type { TypeNode } from "../../ir/model.js";
import { common } from "./methodSides.js";

/**
 * An alternative result the caller must ask for: the task result answers only a request whose params
 * carry `task` (2025-11-25 task augmentation), so a caller that never sends it never gets one.
 */
export function isOptIn(result: string, method: MethodInfo, side: Snapshot): boolean {
  if (result !== taskResult || method.params === null) return false;
  const params = side.byName.get(method.params)?.type;
  return params !== undefined && asksFor(params, side, new Set([method.params]));
}

/** Every variant of the params (a union alias: each member) has an optional `task`. */
function asksFor(node: TypeNode, side: Snapshot, seen: Set<string>): boolean {
  if (node.kind === "object") return node.properties.some((p) => p.name === "task" && !p.required);
  if (node.kind === "union") return node.members.length > 0 && node.members.every((m) => asksFor(m, side, seen));
  if (node.kind !== "ref" || seen.has(node.target)) return false;
  const def = side.byName.get(node.target);
  return def !== undefined && asksFor(def.type, side, new Set([...seen, node.target]));
}

export const methodOptInResultAdded = {
  id: "method-opt-in-result-added",
  level: "INFO",
  category: "added",
  description:
    "A request may now be answered with another result type, but only when the caller asks for it (params `task`); existing callers never see it.",
  example: { before: "tools/call -> CallToolResult", after: "tools/call { task } -> CreateTaskResult" },
  check: (input) =>
    common(input.from.methods, input.to.methods).flatMap(([a, b]) =>
      b.alternativeResults
        .filter((r) => !a.alternativeResults.includes(r) && isOptIn(r, b, input.to))
        .map((r) => ({
          path: methodPath(a.method),
          before: null,
          after: r,
          args: { method: a.method, result: r },
          breaks: [],
        })),
    ),
} as const satisfies DiffRule<"method-opt-in-result-added">;

export const methodOptInResultRemoved = {
  id: "method-opt-in-result-removed",
  level: "WARN",
  category: "removed",
  description:
    "A result the caller had to ask for (params `task`) no longer answers the request; callers that asked for it no longer get it.",
  example: { before: "tools/call { task } -> CreateTaskResult", after: "tools/call -> CallToolResult" },
  check: (input) =>
    common(input.from.methods, input.to.methods).flatMap(([a, b]) =>
      a.alternativeResults
        .filter((r) => !b.alternativeResults.includes(r) && isOptIn(r, a, input.from))
        .map((r) => ({
          path: methodPath(a.method),
          before: r,
          after: null,
          args: { method: a.method, result: r },
          breaks: [],
        })),
    ),
} as const satisfies DiffRule<"method-opt-in-result-removed">;
