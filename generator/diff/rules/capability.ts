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

export const capabilityRemoved = {
  id: "capability-removed",
  level: "WARN",
  category: "removed",
  description: "A capability key (or sub-key) is gone; peers that look for it see the feature as unsupported.",
  example: { before: "client: roots.listChanged", after: "(none)" },
  check: (input) =>
    input.from.capabilities
      .filter((c) => !input.to.capabilities.includes(c))
      .map((c) => ({ path: `capabilities/${c}`, before: c, after: null, args: { capability: c }, breaks: [] })),
} as const satisfies DiffRule<"capability-removed">;
