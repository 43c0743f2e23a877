import type { DiffRule } from "../types.js";

export const descriptionChanged = {
  id: "description-changed",
  level: "INFO",
  category: "changed",
  description: "Only the prose changed (a definition's or property's description).",
  example: { before: '"The tool name."', after: '"The tool\'s programmatic name."' },
  check: (input) =>
    input.sites.description.map((s) => ({
      path: s.path,
      before: s.before ?? null,
      after: s.after ?? null,
      args: {},
      breaks: [],
    })),
} as const satisfies DiffRule<"description-changed">;
