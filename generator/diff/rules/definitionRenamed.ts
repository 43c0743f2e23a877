import type { DiffRule } from "../types.js";

export const definitionRenamed = {
  id: "definition-rename-candidate",
  level: "INFO",
  category: "changed",
  description:
    "A removed and an added definition are structurally close: probably a rename (also reported as removed + added).",
  example: { before: "ToolAnnotation", after: "ToolAnnotations" },
  check: (input) =>
    input.renames.map((r) => ({
      path: r.from,
      before: r.from,
      after: r.to,
      args: { from: r.from, to: r.to, similarity: Math.round(r.similarity * 100) },
      breaks: [],
    })),
} as const satisfies DiffRule<"definition-rename-candidate">;
