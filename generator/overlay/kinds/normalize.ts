import type { JsonValue, Normalization } from "../../ir/model.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { updateAt } from "../../ir/locate.js";

/**
 * A declared rewrite of the input at a pointer before it is checked: `when` (deep-equal) is read as `read`
 * (`ClientCapabilities.elicitation`: `{}` as `{ form: {} }`). A function's source (`code`) is accepted only when the
 * overlay sets `allowCode`, since it runs inside the generated module.
 */
export const normalize: EntryKind = {
  kind: "normalize",
  description: "read a value at a pointer as another before checking it",
  members: {
    at: { required: true, check: check.pointer },
    when: { required: false, check: check.anyJson },
    read: { required: false, check: check.anyJson },
    code: { required: false, check: check.text },
  },
  validate: (e) => ((e.code === undefined) === (e.when === undefined || e.read === undefined) ? 'has either "when" and "read", or "code"' : undefined),
  claims: (e) => [`normalize:${e.at}`],
  apply(model, e, context) {
    const at = e.at as string;
    const normalization: Normalization =
      typeof e.code === "string" ? { kind: "code", code: e.code } : { kind: "replace", when: e.when as JsonValue, read: e.read as JsonValue };
    if (normalization.kind === "code" && !context.allowCode) return { refused: at };
    const changed = updateAt(model, at, (n) => ({ ...n, normalize: [...(n.normalize ?? []), normalization] }));
    return changed ? { model: changed } : { missing: at };
  },
};
