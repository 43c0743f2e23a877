import { rule } from "./rule.js";

/** `--defaultNumberType integer` upstream: schema.ts's `number` became `integer`. */
export const integerNarrowed = rule({
  id: "crosscheck-integer-narrowed",
  site: "value",
  description: "schema.ts allows any number where schema.json allows integers only",
  check: (s) =>
    s.before.kinds.includes("number") && s.after.kinds.includes("integer") && !s.after.kinds.includes("number")
      ? [{ at: s.path }]
      : [],
});
