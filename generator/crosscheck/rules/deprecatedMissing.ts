import { rule } from "./rule.js";

export const deprecatedMissing = rule({
  id: "crosscheck-deprecated-missing",
  site: "definition",
  description: "a definition @deprecated in schema.ts without deprecated: true in schema.json",
  check: (s) => (s.ts?.deprecated && s.json && !s.json.deprecated ? [{ at: s.name }] : []),
});

export const deprecatedPropertyMissing = rule({
  id: "crosscheck-deprecated-missing",
  site: "property",
  description: "a property @deprecated in schema.ts without deprecated: true in schema.json",
  check: (s) => (s.ts?.deprecated && s.json && !s.json.deprecated ? [{ at: s.at }] : []),
});
