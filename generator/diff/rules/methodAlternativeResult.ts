import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common, sender, receiver } from "./methodSides.js";
import { isOptIn } from "./methodOptInResult.js";

export const methodAlternativeResultAdded = {
  id: "method-alternative-result-added",
  level: "ERR",
  category: "added",
  description: "A request may now also be answered with another result type; callers that do not handle it break.",
  example: { before: "tools/call -> CallToolResult", after: "tools/call -> CallToolResult | InputRequiredResult" },
  check: (input) =>
    common(input.from.methods, input.to.methods).flatMap(([a, b]) =>
      b.alternativeResults
        .filter((r) => !a.alternativeResults.includes(r) && !isOptIn(r, b, input.to))
        .map((r) => ({
          path: methodPath(a.method),
          before: null,
          after: r,
          args: { method: a.method, result: r },
          breaks: [sender(a)],
        })),
    ),
} as const satisfies DiffRule<"method-alternative-result-added">;

export const methodAlternativeResultRemoved = {
  id: "method-alternative-result-removed",
  level: "WARN",
  category: "removed",
  description:
    "A request may no longer be answered with one of its alternative result types; responders sending it break.",
  example: { before: "tools/call -> CallToolResult | CreateTaskResult", after: "tools/call -> CallToolResult" },
  check: (input) =>
    common(input.from.methods, input.to.methods).flatMap(([a, b]) =>
      a.alternativeResults
        .filter((r) => !b.alternativeResults.includes(r) && !isOptIn(r, a, input.from))
        .map((r) => ({
          path: methodPath(a.method),
          before: r,
          after: null,
          args: { method: a.method, result: r },
          breaks: [receiver(a)],
        })),
    ),
} as const satisfies DiffRule<"method-alternative-result-removed">;
