import { summarize } from "../summary.js";
import type { DiffRule } from "../types.js";

export const definitionAdded = {
  id: "definition-added",
  level: "INFO",
  category: "added",
  description: "A definition exists only in the new version.",
  example: { before: "(none)", after: "DiscoverRequest" },
  check: (input) =>
    input.to.model.definitions
      .filter((d) => !input.from.byName.has(d.name))
      .map((d) => ({
        path: d.name,
        before: null,
        after: summarize(d.type, 1),
        args: { definition: d.name },
        breaks: [],
      })),
} as const satisfies DiffRule<"definition-added">;

export const definitionRemoved = {
  id: "definition-removed",
  level: "WARN",
  category: "removed",
  description:
    "A definition exists only in the old version; code naming the type breaks (wire effects show as method and property changes).",
  example: { before: "InitializeRequest", after: "(none)" },
  check: (input) =>
    input.from.model.definitions
      .filter((d) => !input.to.byName.has(d.name))
      .map((d) => ({
        path: d.name,
        before: summarize(d.type, 1),
        after: null,
        args: { definition: d.name },
        breaks: [],
      })),
} as const satisfies DiffRule<"definition-removed">;
