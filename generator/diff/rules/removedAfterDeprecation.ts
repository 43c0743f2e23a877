import type { DiffRule } from "../types.js";
import { deprecationFindings } from "./deprecationSites.js";

export const removedAfterDeprecation = {
  id: "removed-after-deprecation",
  level: "INFO",
  category: "deprecated",
  description:
    "An item deprecated in the old version is gone in the new one (its removal is also reported by the structural rules).",
  example: { before: "deprecated", after: "(none)" },
  check: (input) => deprecationFindings(input, (a, b) => Boolean(a?.deprecated) && b === undefined),
} as const satisfies DiffRule<"removed-after-deprecation">;
