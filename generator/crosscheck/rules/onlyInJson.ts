import { rule } from "./rule.js";

export const onlyInJson = rule({
  id: "crosscheck-only-in-json",
  site: "definition",
  description: "a definition schema.json has and schema.ts does not declare",
  check: (s) => (s.after && !s.before ? [{ name: s.definition }] : []),
});
