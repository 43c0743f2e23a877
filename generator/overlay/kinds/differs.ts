import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { nodeAt } from "../../ir/locate.js";

/**
 * A deviation the SDK has and the overlay does not reproduce, stated for reviewers (and for the test comparing the
 * generated parsers with the SDK's): the model is unchanged, but the place must exist.
 */
export const differs: EntryKind = {
  kind: "differs",
  description: "state that the SDK's verdicts differ at a pointer, without changing the model",
  members: { at: { required: true, check: check.pointer } },
  claims: (e) => [`differs:${e.at}`],
  apply: (model, e) => (nodeAt(model, e.at as string) ? { model } : { missing: e.at as string }),
};
