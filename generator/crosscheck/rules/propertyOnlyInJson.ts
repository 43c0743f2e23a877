import { rule } from "./rule.js";

export const propertyOnlyInJson = rule({
  id: "crosscheck-property-only-in-json",
  site: "property",
  description: "a property schema.json lists and schema.ts does not",
  check: (s) => (s.after && !s.before ? [{ property: s.path }] : []),
});
