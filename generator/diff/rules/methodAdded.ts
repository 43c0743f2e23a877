import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { pairMethods, shape } from "./methodSides.js";

export const methodAdded = {
  id: "method-added",
  level: "INFO",
  category: "added",
  description: "A method (request or notification, per direction) exists only in the new version.",
  example: { before: "(none)", after: "server/discover" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods).added.map((m) => ({
      path: methodPath(m.method),
      before: null,
      after: shape(m),
      args: { method: m.method, shape: shape(m) },
      breaks: [],
    })),
} as const satisfies DiffRule<"method-added">;
