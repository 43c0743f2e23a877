import { taskResult, type MethodInfo } from "../../mcp/methods.js";
import type { TypeNode } from "../../ir/model.js";
import { methodPath } from "../paths.js";
import type { DiffRule, Finding, RuleInput, Side, Snapshot } from "../types.js";
import { common, sender, receiver } from "./methodSides.js";

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

/**
 * The alternative results a request gained (`added`: listed after, not before) or lost (`removed`),
 * those the caller must ask for (`optIn`) or the others, each breaking `breaks(method)`.
 */
function alternativeChanges(input: RuleInput, change: "added" | "removed", optIn: boolean, breaks: (m: MethodInfo) => Side[]): Finding[] {
  return common(input.from.methods, input.to.methods).flatMap(([a, b]) => {
    const [has, lacks, side] = change === "added" ? [b, a, input.to] : [a, b, input.from];
    return has.alternativeResults
      .filter((r) => !lacks.alternativeResults.includes(r) && isOptIn(r, has, side) === optIn)
      .map((r) => ({
        path: methodPath(a.method),
        before: change === "added" ? null : r,
        after: change === "added" ? r : null,
        args: { method: a.method, result: r },
        breaks: breaks(a),
      }));
  });
}

export const methodAlternativeResultAdded = {
  id: "method-alternative-result-added",
  level: "ERR",
  category: "added",
  description: "A request may now also be answered with another result type; callers that do not handle it break.",
  example: { before: "tools/call -> CallToolResult", after: "tools/call -> CallToolResult | InputRequiredResult" },
  check: (input) => alternativeChanges(input, "added", false, (m) => [sender(m)]),
} as const satisfies DiffRule<"method-alternative-result-added">;

export const methodAlternativeResultRemoved = {
  id: "method-alternative-result-removed",
  level: "WARN",
  category: "removed",
  description:
    "A request may no longer be answered with one of its alternative result types; responders sending it break.",
  example: { before: "tools/call -> CallToolResult | CreateTaskResult", after: "tools/call -> CallToolResult" },
  check: (input) => alternativeChanges(input, "removed", false, (m) => [receiver(m)]),
} as const satisfies DiffRule<"method-alternative-result-removed">;

export const methodOptInResultAdded = {
  id: "method-opt-in-result-added",
  level: "INFO",
  category: "added",
  description:
    "A request may now be answered with another result type, but only when the caller asks for it (params `task`); existing callers never see it.",
  example: { before: "tools/call -> CallToolResult", after: "tools/call { task } -> CreateTaskResult" },
  check: (input) => alternativeChanges(input, "added", true, () => []),
} as const satisfies DiffRule<"method-opt-in-result-added">;

export const methodOptInResultRemoved = {
  id: "method-opt-in-result-removed",
  level: "WARN",
  category: "removed",
  description:
    "A result the caller had to ask for (params `task`) no longer answers the request; callers that asked for it no longer get it.",
  example: { before: "tools/call { task } -> CreateTaskResult", after: "tools/call -> CallToolResult" },
  check: (input) => alternativeChanges(input, "removed", true, () => []),
} as const satisfies DiffRule<"method-opt-in-result-removed">;
