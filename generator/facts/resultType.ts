import { definitionsByName } from "../ir/lookup.js";
import type { Model } from "../ir/model.js";

/**
 * Which member of a union of results a result is, as its `resultType` says. schema.json types
 * `resultType` as a plain string and answers `resources/read` with `anyOf [InputRequiredResult,
 * ReadResourceResult]`, so no schema keyword tells them apart (an `InputRequiredResult` needs only
 * `resultType`); the spec's prose does: schema.ts (2026-07-28, draft) says `resultType` "allows the
 * client to determine how to parse the result object" (`type ResultType = "complete" |
 * "input_required" | string`), and a client "MUST treat the absent field as `complete`".
 */
export interface ResultSelector {
  /** The property that says which member a result is. */
  property: string;
  /** The member taken only when `property` says `value`; every other result member only when it does not. */
  member: string;
  value: string;
  /** What an absent `property` says. */
  absent: string;
}

/** The rule, as the prose states it; it applies to a version whose schema declares `member` with `property`. */
const resultTypeRule: ResultSelector = { property: "resultType", member: "InputRequiredResult", value: "input_required", absent: "complete" };

/** The result selector of `model`'s version, or undefined where its schema has no `InputRequiredResult` with `resultType`. */
export function resultSelector(model: Model): ResultSelector | undefined {
  const member = definitionsByName(model).get(resultTypeRule.member);
  const type = member?.type;
  return type?.kind === "object" && type.properties.some((p) => p.name === resultTypeRule.property) ? resultTypeRule : undefined;
}
