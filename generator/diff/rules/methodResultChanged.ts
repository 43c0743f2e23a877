import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common, sender } from "./methodSides.js";

export const methodResultChanged = {
  id: "method-result-changed",
  level: "ERR",
  category: "changed",
  description: "A request is answered with a differently named result type; callers parsing the old one break.",
  example: { before: "tools/call -> CallToolResult", after: "tools/call -> ToolResult" },
  check: (input) =>
    common(input.from.methods, input.to.methods)
      .filter(([a, b]) => a.result !== b.result)
      .map(([a, b]) => ({
        path: methodPath(a.method),
        before: a.result,
        after: b.result,
        args: { method: a.method, before: a.result ?? "none", after: b.result ?? "none" },
        breaks: [sender(a)],
      })),
} as const satisfies DiffRule<"method-result-changed">;
