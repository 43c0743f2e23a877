/**
 * Every diff rule, in report order. Ids are stable; the id union derives from this list, the
 * message catalog (`../messages.ts`) and docs/diff-rules.md must cover every entry (tests check).
 */
import type { DiffRule } from "../types.js";
import { definitionAdded, definitionRemoved } from "./definition.js";
import { definitionRenamed } from "./definitionRenamed.js";
import { methodAdded, methodObligationAdded, methodRemoved } from "./method.js";
import { methodResultChanged } from "./methodResultChanged.js";
import { methodParamsChanged } from "./methodParamsChanged.js";
import { methodViaChanged } from "./methodViaChanged.js";
import { methodAlternativeResultAdded, methodAlternativeResultRemoved, methodOptInResultAdded, methodOptInResultRemoved } from "./methodAlternativeResult.js";
import { propertyUnconstrained, propertyConstrained } from "./propertyConstraint.js";
import { methodCapabilityChanged } from "./methodCapabilityChanged.js";
import { capabilityAdded, capabilityRemoved } from "./capability.js";
import { errorCodeAdded, errorCodeRemoved } from "./errorCode.js";
import { errorCodeChanged } from "./errorCodeChanged.js";
import { requiredPropertyAdded, requiredPropertyRemoved } from "./requiredProperty.js";
import { propertyAdded, propertyRemoved } from "./property.js";
import { propertyBecameRequired, propertyBecameOptional, propertyBecameConditional } from "./propertyRequiredness.js";
import { typeNarrowed, typeWidened } from "./typeNarrowedWidened.js";
import { typeChanged } from "./typeChanged.js";
import { enumValueAdded, enumValueRemoved, gatedEnumValueAdded } from "./enumValue.js";
import { gatedUnionMemberAdded, subsumedUnionMemberAdded, unionMemberAdded, unionMemberRemoved } from "./unionMember.js";
import { constraintTightened, constraintLoosened } from "./constraintTightenedLoosened.js";
import { constraintChanged } from "./constraintChanged.js";
import { schemaFieldWidened } from "./schemaFieldWidened.js";
import { newlyDeprecated, noLongerDeprecated } from "./deprecation.js";
import { stillDeprecated } from "./stillDeprecated.js";
import { removedAfterDeprecation } from "./removedAfterDeprecation.js";
import { descriptionChanged } from "./descriptionChanged.js";
import { methodUnpaired } from "./methodUnpaired.js";
import { refUnresolved } from "./refUnresolved.js";

export const rules = [
  methodRemoved,
  methodAdded,
  methodObligationAdded,
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
  propertyBecameConditional,
  ...propertyConstrained,
  ...propertyUnconstrained,
  ...typeNarrowed,
  ...typeWidened,
  ...typeChanged,
  ...enumValueAdded,
  gatedEnumValueAdded,
  ...enumValueRemoved,
  ...unionMemberAdded,
  gatedUnionMemberAdded,
  subsumedUnionMemberAdded,
  ...unionMemberRemoved,
  ...constraintTightened,
  ...constraintLoosened,
  ...constraintChanged,
  schemaFieldWidened,
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
