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
    const missing = kinds.filter((k) => s.before.kinds.includes(k) && !s.after.kinds.includes(k)).map(String);
    if (s.before.kinds.includes("number") && !s.after.kinds.includes("number") && !s.after.kinds.includes("integer"))
      missing.push("number");
    if (s.after.names) missing.push(...s.before.names.filter((n) => !s.after.names!.includes(n)));
    return missing.map((member) => ({ at: s.path, member }));
  },
});
