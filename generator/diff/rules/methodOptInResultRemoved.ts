import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common } from "./methodSides.js";
import { isOptIn } from "./methodOptInResultAdded.js";

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
