import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { pairMethods, shape, receiver, sender } from "./methodSides.js";

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
