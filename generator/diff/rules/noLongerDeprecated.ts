import type { DiffRule } from "../types.js";
import { deprecationFindings } from "./deprecationSites.js";

export const noLongerDeprecated = {
  id: "no-longer-deprecated",
  level: "INFO",
  category: "deprecated",
  description: "An item deprecated in the old version is current again in the new one.",
  example: { before: "deprecated", after: "current" },
  check: (input) => deprecationFindings(input, (a, b) => Boolean(a?.deprecated) && b !== undefined && !b.deprecated),
} as const satisfies DiffRule<"no-longer-deprecated">;
