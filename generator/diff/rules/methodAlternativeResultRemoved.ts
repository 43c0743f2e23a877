import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common, receiver } from "./methodSides.js";
import { isOptIn } from "./methodOptInResultAdded.js";

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
