import { rule } from "./rule.js";

const word = (required: boolean) => (required ? "required" : "optional");

export const requiredMismatch = rule({
  id: "crosscheck-required-mismatch",
  site: "property",
  description: "a property required on one side and optional on the other",
  check: (s) =>
    s.before && s.after && !s.before.optional !== s.after.required
      ? [{ property: s.path, ts: word(!s.before.optional), json: word(s.after.required) }]
      : [],
});
