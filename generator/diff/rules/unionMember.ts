import { summarize } from "../summary.js";
import type { DiffRule } from "../types.js";
import { addedMembers, openDetections } from "./addedVariants.js";
import { polar } from "./polar.js";

export const unionMemberAdded = polar({
  kind: "union-member-added",
  category: "added",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description:
    "a union admits a new member (matched by content, not position) that an old peer can receive; receivers meet a shape they do not handle.",
  example: { before: "TextContent | ImageContent", after: "TextContent | ImageContent | AudioContent" },
  detect: (input) => openDetections(addedMembers(input)),
});

export const gatedUnionMemberAdded = {
  id: "gated-union-member-added",
  level: "WARN",
  category: "added",
  description:
    "A union admits a new member that only travels under a capability new in this release (its tag names the sub-capability, or it only answers a new request variant): no old conforming peer declares it, so none receives the member; adopting the capability means handling it.",
  example: { before: "elicitation: {}; ElicitRequestFormParams", after: 'elicitation.url; + ElicitRequestURLParams (mode: "url")' },
  check: (input) =>
    addedMembers(input).flatMap(({ detection: d, verdict: v }) =>
      v.kind === "gated"
        ? [{ path: d.path, before: d.before, after: d.after, args: { ...d.args, gates: v.gates.join(", ") }, breaks: [] }]
        : [],
    ),
} as const satisfies DiffRule<"gated-union-member-added">;

export const subsumedUnionMemberAdded = {
  id: "subsumed-union-member-added",
  level: "INFO",
  category: "added",
  description:
    "A union admits a new member whose every instance already validates as a member the old union had, which lists every key the new one requires: old receivers read it with the same meaning.",
  example: { before: "EnumSchema { type; enum; enumNames? }", after: "+ UntitledSingleSelectEnumSchema { type; enum }" },
  check: (input) =>
    addedMembers(input).flatMap(({ detection: d, verdict: v }) =>
      v.kind === "subsumed"
        ? [{ path: d.path, before: d.before, after: d.after, args: { ...d.args, by: v.by }, breaks: [] }]
        : [],
    ),
} as const satisfies DiffRule<"subsumed-union-member-added">;

export const unionMemberRemoved = polar({
  kind: "union-member-removed",
  category: "removed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a union member is gone; senders of that shape break.",
  example: { before: "string | number", after: "string" },
  detect: (input) =>
    input.sites.members.flatMap((s) =>
      s.before.map((m) => {
        const member = summarize(m, 1);
        return { definition: s.definition, path: s.path, before: member, after: null, args: { member } };
      }),
    ),
});
