import type { RefNode } from "../../ir/model.js";
import { definitionOf } from "../../ir/locate.js";
import { child } from "../../ir/pointer.js";
import * as check from "../checks.js";
import type { EntryKind } from "../kind.js";
import { changeNodeAt } from "../objectsAt.js";

/**
 * A union with one more member, a definition (the Python SDK's `InputResponse` and `ClientResult` hold
 * `CreateMessageResultWithTools`, its split of the spec's `CreateMessageResult`): right after the member `after`
 * names where given (order decides ties in a language whose union keeps the first member that fits), else last.
 */
export const addMember: EntryKind = {
  kind: "add-member",
  description: "add a definition as a member of the union at a pointer, after the member `after` names (else last)",
  members: {
    at: { required: true, check: check.pointer },
    definition: { required: true, check: check.name },
    after: { required: false, check: check.name },
  },
  claims: (e) => [`member:${e.at}/${e.definition}`],
  apply(model, e) {
    const name = e.definition as string;
    if (!definitionOf(model, name)) return { missing: `#/definitions/${name}` };
    return changeNodeAt(model, e.at as string, (node) => {
      if (node.kind !== "union" || node.members.some((m) => m.kind === "ref" && m.target === name)) return undefined;
      const at = e.after === undefined ? node.members.length : node.members.findIndex((m) => m.kind === "ref" && m.target === e.after) + 1;
      if (at === 0) return undefined;
      const member: RefNode = { kind: "ref", target: name, pointer: child(node.pointer, node.exclusive ? "oneOf" : "anyOf", at) };
      return { ...node, members: [...node.members.slice(0, at), member, ...node.members.slice(at)] };
    });
  },
};
