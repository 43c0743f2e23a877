import { summarize } from "../summary.js";
import { polar } from "./polar.js";

export const typeChanged = polar({
  kind: "type-changed",
  category: "changed",
  effect: "incompatible",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a type was replaced by one neither wider nor narrower; both sides break.",
  example: { before: "string", after: "number" },
  detect: (input) =>
    input.sites.relation
      .filter((s) => s.relation === "incompatible")
      .map((s) => {
        const before = summarize(s.before);
        const after = summarize(s.after);
        return { definition: s.definition, path: s.path, before, after, args: { before, after } };
      }),
});
