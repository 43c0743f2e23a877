import type { DiffRule } from "../types.js";
import { deprecationFindings } from "./deprecationSites.js";

export const stillDeprecated = {
  id: "still-deprecated",
  level: "INFO",
  category: "deprecated",
  description: "An item deprecated in both versions: a removal candidate still waiting.",
  example: { before: "deprecated", after: "deprecated" },
  status: true,
  check: (input) => deprecationFindings(input, (a, b) => Boolean(a?.deprecated) && Boolean(b?.deprecated)),
} as const satisfies DiffRule<"still-deprecated">;
