/** Per-keyword constraint changes of every constraints site. */
import { constraintChanges, type ConstraintChange } from "../constraints.js";
import type { RuleInput } from "../types.js";
import type { Detection } from "./polar.js";

export function constraintDetections(input: RuleInput, effect: ConstraintChange["effect"]): Detection[] {
  return input.sites.constraints.flatMap((s) =>
    constraintChanges(s.before, s.after)
      .filter((c) => c.effect === effect)
      .map((c) => ({
        definition: s.definition,
        path: `${s.path}/${c.keyword}`,
        before: c.before,
        after: c.after,
        args: { keyword: c.keyword, before: JSON.stringify(c.before), after: JSON.stringify(c.after) },
      })),
  );
}
