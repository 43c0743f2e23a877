import { rule } from "./rule.js";

export const onlyInTs = rule({
  id: "crosscheck-only-in-ts",
  site: "definition",
  description: "a type schema.ts declares and schema.json does not define",
  check: (s) => (s.before && !s.after ? [{ name: s.definition }] : []),
});
