import type { ResultSelector } from "../../../facts/resultType.js";
import type { MemberSelector } from "./model.js";

/**
 * The guard of one result among several, one of which is `selector`'s member: the member is taken only when the
 * value's property says `value`, every other result only when it does not (a union of results, a method's results).
 */
export function memberSelector(selector: ResultSelector, isMember: boolean): MemberSelector {
  const { property, value, absent } = selector;
  return { property, value, absent, equals: isMember };
}
