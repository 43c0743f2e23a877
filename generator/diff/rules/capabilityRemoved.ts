import type { DiffRule } from "../types.js";

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
