import type { ValueKind } from "../../schemaTs/model.js";
import { rule } from "./rule.js";

/** Kinds other rules report (number vs integer, null) are not repeated here. */
const kinds: ValueKind[] = ["string", "boolean", "object", "array"];

export const memberMissing = rule({
  id: "crosscheck-member-missing",
  site: "value",
  description:
    "a union member (a JSON kind, or a named type in a union of named types) schema.ts allows and schema.json does not",
  check: (s) => {
    const missing = kinds.filter((k) => s.ts.includes(k) && !s.json.includes(k)).map(String);
    if (s.ts.includes("number") && !s.json.includes("number") && !s.json.includes("integer")) missing.push("number");
    if (s.jsonNames) missing.push(...s.tsNames.filter((n) => !s.jsonNames!.includes(n)));
    return missing.map((member) => ({ at: s.at, member }));
  },
});
