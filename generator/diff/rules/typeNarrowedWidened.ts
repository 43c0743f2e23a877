import { summarize } from "../summary.js";
import { polar } from "./polar.js";

export const typeNarrowed = polar({
  kind: "type-narrowed",
  category: "changed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a type now accepts fewer values; senders of the dropped values break.",
  example: { before: "number", after: "integer" },
  detect: (input) =>
    input.sites.relation
      .filter((s) => s.relation === "narrower")
      .map((s) => {
        const before = summarize(s.before);
        const after = summarize(s.after);
        return { definition: s.definition, path: s.path, before, after, args: { before, after } };
      }),
});

export const typeWidened = polar({
  kind: "type-widened",
  category: "changed",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a type now accepts more values; receivers may get values they never expected.",
  example: { before: "number", after: "number | null" },
  detect: (input) =>
    input.sites.relation
      .filter((s) => s.relation === "wider")
      .map((s) => {
        const before = summarize(s.before);
        const after = summarize(s.after);
        return { definition: s.definition, path: s.path, before, after, args: { before, after } };
      }),
});
