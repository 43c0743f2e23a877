import type { DiffRule } from "../types.js";

export const capabilityAdded = {
  id: "capability-added",
  level: "INFO",
  category: "added",
  description: "A capability key (or sub-key) a side can declare exists only in the new version.",
  example: { before: "(none)", after: "server: tools.listChanged" },
  check: (input) =>
    input.to.capabilities
      .filter((c) => !input.from.capabilities.includes(c))
      .map((c) => ({ path: `capabilities/${c}`, before: null, after: c, args: { capability: c }, breaks: [] })),
} as const satisfies DiffRule<"capability-added">;
