import type { DiffRule } from "../types.js";
import { deprecationFindings } from "./deprecationSites.js";

export const newlyDeprecated = {
  id: "newly-deprecated",
  level: "WARN",
  category: "deprecated",
  description:
    "An item (definition, property, enum value, method) is deprecated in the new version and was not before.",
  example: { before: 'includeContext: "thisServer"', after: '"thisServer" is deprecated' },
  check: (input) => deprecationFindings(input, (a, b) => Boolean(b?.deprecated) && !a?.deprecated),
} as const satisfies DiffRule<"newly-deprecated">;
