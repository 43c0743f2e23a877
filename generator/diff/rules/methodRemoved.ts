import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { pairMethods, receiver, sender, shape } from "./methodSides.js";

export const methodRemoved = {
  id: "method-removed",
  level: "ERR",
  category: "removed",
  description:
    "A method is gone. A removed request breaks its callers; a removed notification breaks the side that waited for it.",
  example: { before: "initialize", after: "(none)" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods).removed.map((m) => ({
      path: methodPath(m.method),
      before: shape(m),
      after: null,
      args: { method: m.method, shape: shape(m) },
      breaks: [m.kind === "request" ? sender(m) : receiver(m)],
    })),
} as const satisfies DiffRule<"method-removed">;
