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

export const noLongerDeprecated = {
  id: "no-longer-deprecated",
  level: "INFO",
  category: "deprecated",
  description: "An item deprecated in the old version is current again in the new one.",
  example: { before: "deprecated", after: "current" },
  check: (input) => deprecationFindings(input, (a, b) => Boolean(a?.deprecated) && b !== undefined && !b.deprecated),
} as const satisfies DiffRule<"no-longer-deprecated">;
