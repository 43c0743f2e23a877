import { rule } from "./rule.js";

/** `--defaultNumberType integer` upstream: schema.ts's `number` became `integer`. */
export const integerNarrowed = rule({
  id: "crosscheck-integer-narrowed",
  site: "value",
  description: "schema.ts allows any number where schema.json allows integers only",
  check: (s) => (s.ts.includes("number") && s.json.includes("integer") && !s.json.includes("number") ? [{ at: s.at }] : []),
});
