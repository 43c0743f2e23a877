import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common } from "./methodSides.js";

export const methodCapabilityChanged = {
  id: "method-capability-changed",
  level: "WARN",
  category: "changed",
  description: "A method is guarded by a different capability (or gained or lost its guard).",
  example: { before: "resources/subscribe guarded by resources.subscribe", after: "guarded by resources" },
  check: (input) =>
    common(input.from.methods, input.to.methods)
      .filter(([a, b]) => a.capability !== b.capability)
      .map(([a, b]) => ({
        path: methodPath(a.method),
        before: a.capability,
        after: b.capability,
        args: { method: a.method, before: a.capability ?? "none", after: b.capability ?? "none" },
        breaks: [],
      })),
} as const satisfies DiffRule<"method-capability-changed">;
