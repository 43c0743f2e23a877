import { rule } from "./rule.js";

const word = (required: boolean) => (required ? "required" : "optional");

export const requiredMismatch = rule({
  id: "crosscheck-required-mismatch",
  site: "property",
  description: "a property required on one side and optional on the other",
  check: (s) =>
    s.ts && s.json && !s.ts.optional !== s.json.required
      ? [{ property: s.at, ts: word(!s.ts.optional), json: word(s.json.required) }]
      : [],
});
