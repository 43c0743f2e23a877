import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeNodeAt } from "../objectsAt.js";

/**
 * The union at a pointer spelled bare where a language makes unions types of their own: an SDK whose code reads the
 * union's members off the type (Python's `typing.get_args` on datamodel-codegen's `A | B` alias), not a wrapper
 * class. Each member is then chosen as that language's own union type chooses (the IR's `UnionNode.spelling`).
 */
export const bareUnion: EntryKind = {
  kind: "bare-union",
  description: "spell the union at a pointer as the bare union of its members (Python: a typing Union alias, not a RootModel class)",
  members: { at: { required: true, check: check.pointer } },
  claims: (e) => [`spelling:${e.at}`],
  apply: (model, e) => changeNodeAt(model, e.at as string, (n) => (n.kind === "union" ? { ...n, spelling: "bare" } : undefined)),
};
