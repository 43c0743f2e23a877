import { rule } from "./rule.js";

export const deprecatedMissing = rule({
  id: "crosscheck-deprecated-missing",
  site: "definition",
  description: "a definition @deprecated in schema.ts without deprecated: true in schema.json",
  check: (s) => (s.before?.deprecated && s.after && !s.after.deprecated ? [{ at: s.definition }] : []),
});

export const deprecatedPropertyMissing = rule({
  id: "crosscheck-deprecated-missing",
  site: "property",
  description: "a property @deprecated in schema.ts without deprecated: true in schema.json",
  check: (s) => (s.before?.deprecated && s.after && !s.after.deprecated ? [{ at: s.path }] : []),
});
