import { rule } from "./rule.js";

export const nullMissing = rule({
  id: "crosscheck-null-missing",
  site: "value",
  description: "schema.ts allows null where schema.json does not",
  check: (s) => (s.before.kinds.includes("null") && !s.after.kinds.includes("null") ? [{ at: s.path }] : []),
});
