import type { MessageArgs } from "../../messages/catalog.js";
import type { Site } from "../site.js";
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

/** Run every rule that reads this kind of site. */
export function checkSite(site: Site): { id: CrosscheckId; args: MessageArgs<CrosscheckId> }[] {
  const out: { id: CrosscheckId; args: MessageArgs<CrosscheckId> }[] = [];
  for (const r of crosscheckRules) {
    if (r.site !== site.kind) continue;
    const check = r.check as (s: Site) => MessageArgs<CrosscheckId>[];
    for (const args of check(site)) out.push({ id: r.id, args });
  }
  return out;
}
