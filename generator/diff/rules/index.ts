/**
 * Every diff rule, in report order. Ids are stable; the id union derives from this list, the
 * message catalog (`../messages.ts`) and docs/diff-rules.md must cover every entry (tests check).
 */
import type { DiffRule } from "../types.js";
import { definitionAdded } from "./definitionAdded.js";
import { definitionRemoved } from "./definitionRemoved.js";
import { definitionRenamed } from "./definitionRenamed.js";
import { methodAdded } from "./methodAdded.js";
import { methodRemoved } from "./methodRemoved.js";
import { methodResultChanged } from "./methodResultChanged.js";
import { methodParamsChanged } from "./methodParamsChanged.js";
import { methodAlternativeResultAdded } from "./methodAlternativeResultAdded.js";
import { methodAlternativeResultRemoved } from "./methodAlternativeResultRemoved.js";
import { methodViaChanged } from "./methodViaChanged.js";
import { methodOptInResultAdded } from "./methodOptInResultAdded.js";
import { propertyUnconstrained } from "./propertyUnconstrained.js";
import { propertyConstrained } from "./propertyConstrained.js";
import { methodOptInResultRemoved } from "./methodOptInResultRemoved.js";
import { methodCapabilityChanged } from "./methodCapabilityChanged.js";
import { capabilityAdded } from "./capabilityAdded.js";
import { capabilityRemoved } from "./capabilityRemoved.js";
import { errorCodeAdded } from "./errorCodeAdded.js";
import { errorCodeRemoved } from "./errorCodeRemoved.js";
import { errorCodeChanged } from "./errorCodeChanged.js";
import { requiredPropertyAdded } from "./requiredPropertyAdded.js";
import { propertyAdded } from "./propertyAdded.js";
import { requiredPropertyRemoved } from "./requiredPropertyRemoved.js";
import { propertyRemoved } from "./propertyRemoved.js";
import { propertyBecameRequired } from "./propertyBecameRequired.js";
import { propertyBecameOptional } from "./propertyBecameOptional.js";
import { typeNarrowed } from "./typeNarrowed.js";
import { typeWidened } from "./typeWidened.js";
import { typeChanged } from "./typeChanged.js";
import { enumValueAdded } from "./enumValueAdded.js";
import { enumValueRemoved } from "./enumValueRemoved.js";
import { unionMemberAdded } from "./unionMemberAdded.js";
import { unionMemberRemoved } from "./unionMemberRemoved.js";
import { constraintTightened } from "./constraintTightened.js";
import { constraintLoosened } from "./constraintLoosened.js";
import { constraintChanged } from "./constraintChanged.js";
import { newlyDeprecated } from "./newlyDeprecated.js";
import { stillDeprecated } from "./stillDeprecated.js";
import { noLongerDeprecated } from "./noLongerDeprecated.js";
import { removedAfterDeprecation } from "./removedAfterDeprecation.js";
import { descriptionChanged } from "./descriptionChanged.js";
import { methodUnpaired } from "./methodUnpaired.js";
import { refUnresolved } from "./refUnresolved.js";

export const rules = [
  methodRemoved,
  methodAdded,
  methodResultChanged,
  methodParamsChanged,
  methodAlternativeResultAdded,
  methodAlternativeResultRemoved,
  methodOptInResultAdded,
  methodOptInResultRemoved,
  methodViaChanged,
  methodCapabilityChanged,
  definitionRemoved,
  definitionAdded,
  definitionRenamed,
  ...requiredPropertyAdded,
  ...propertyAdded,
  ...requiredPropertyRemoved,
  ...propertyRemoved,
  ...propertyBecameRequired,
  ...propertyBecameOptional,
  ...propertyConstrained,
  ...propertyUnconstrained,
  ...typeNarrowed,
  ...typeWidened,
  ...typeChanged,
  ...enumValueAdded,
  ...enumValueRemoved,
  ...unionMemberAdded,
  ...unionMemberRemoved,
  ...constraintTightened,
  ...constraintLoosened,
  ...constraintChanged,
  capabilityAdded,
  capabilityRemoved,
  errorCodeAdded,
  errorCodeRemoved,
  errorCodeChanged,
  newlyDeprecated,
  stillDeprecated,
  noLongerDeprecated,
  removedAfterDeprecation,
  descriptionChanged,
  methodUnpaired,
  refUnresolved,
] as const satisfies readonly DiffRule[];

export type RuleId = (typeof rules)[number]["id"];
export const ruleIds = rules.map((r) => r.id) as readonly RuleId[];

export function ruleById(id: string): (typeof rules)[number] | undefined {
  return rules.find((r) => r.id === id);
}
