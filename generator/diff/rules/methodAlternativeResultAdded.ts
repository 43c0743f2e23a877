import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common, sender } from "./methodSides.js";
import { isOptIn } from "./methodOptInResultAdded.js";

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
