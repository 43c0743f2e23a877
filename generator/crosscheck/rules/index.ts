import { deprecatedMissing, deprecatedPropertyMissing } from "./deprecatedMissing.js";
import { integerNarrowed } from "./integerNarrowed.js";
import { memberMissing } from "./memberMissing.js";
import { nullMissing } from "./nullMissing.js";
import { onlyInJson } from "./onlyInJson.js";
import { onlyInTs } from "./onlyInTs.js";
import { propertyOnlyInJson } from "./propertyOnlyInJson.js";
import { propertyOnlyInTs } from "./propertyOnlyInTs.js";
import { requiredMismatch } from "./requiredMismatch.js";
import type { AnyCrosscheckRule } from "./rule.js";

/** Every kind of divergence the cross-check reports. */
export const crosscheckRules = [
  onlyInJson,
  onlyInTs,
  propertyOnlyInJson,
  propertyOnlyInTs,
  requiredMismatch,
  integerNarrowed,
  nullMissing,
  memberMissing,
  deprecatedMissing,
  deprecatedPropertyMissing,
] as const satisfies readonly AnyCrosscheckRule[];

/** The ids the registry reports (a subset of the catalog's `crosscheck-*`). */
export type CrosscheckId = (typeof crosscheckRules)[number]["id"];
