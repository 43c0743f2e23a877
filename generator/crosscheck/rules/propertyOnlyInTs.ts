import { rule } from "./rule.js";

export const propertyOnlyInTs = rule({
  id: "crosscheck-property-only-in-ts",
  site: "property",
  description: "a property schema.ts declares and schema.json does not list",
  check: (s) => (s.before && !s.after ? [{ property: s.path }] : []),
});
