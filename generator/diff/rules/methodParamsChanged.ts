import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { common, receiver } from "./methodSides.js";

export const methodParamsChanged = {
  id: "method-params-changed",
  level: "WARN",
  category: "changed",
  description: "A method's params are a differently named type (its content changes are reported on the definitions).",
  example: { before: "logging/setLevel(SetLevelRequestParams)", after: "logging/setLevel(LevelParams)" },
  check: (input) =>
    common(input.from.methods, input.to.methods)
      .filter(([a, b]) => a.params !== b.params)
      .map(([a, b]) => ({
        path: methodPath(a.method),
        before: a.params,
        after: b.params,
        args: { method: a.method, before: a.params ?? "none", after: b.params ?? "none" },
        breaks: [receiver(a)],
      })),
} as const satisfies DiffRule<"method-params-changed">;
