import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { updateObject } from "../../ir/locate.js";

/** Whether an object keeps unlisted properties (`open`) or rejects them (`strict`), whatever the spec says. */
export const objectPolicy: EntryKind = {
  kind: "object-policy",
  description: "make the object at a pointer open (extra keys kept) or strict (extra keys rejected)",
  members: { at: { required: true, check: check.pointer }, policy: { required: true, check: check.oneOf("open", "strict") } },
  claims: (e) => [`policy:${e.at}`],
  apply(model, e) {
    const changed = updateObject(model, e.at as string, (o) => ({ ...o, additional: e.policy === "open" ? { kind: "open" } : { kind: "closed" } }));
    return changed ? { model: changed } : { missing: e.at as string };
  },
};
