import { summarize } from "../summary.js";
import { polar } from "./polar.js";

export const unionMemberAdded = polar({
  kind: "union-member-added",
  category: "added",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description:
    "a union admits a new member (matched by content, not position); receivers meet a shape they do not handle.",
  example: { before: "TextContent | ImageContent", after: "TextContent | ImageContent | AudioContent" },
  detect: (input) =>
    input.sites.members.flatMap((s) =>
      s.after.map((m) => {
        const member = summarize(m, 1);
        return { definition: s.definition, path: s.path, before: null, after: member, args: { member } };
      }),
    ),
});

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
