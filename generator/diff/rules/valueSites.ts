/** Enum/const value differences of a values site, by canonical JSON (order does not matter). */
import type { JsonValue } from "../../ir/model.js";
import { canonical } from "../fingerprint.js";
import type { RuleInput } from "../types.js";
import type { Detection } from "./polar.js";

export function valueChanges(input: RuleInput, which: "added" | "removed"): Detection[] {
  const out: Detection[] = [];
  for (const s of input.sites.values) {
    const [from, to] = which === "added" ? [s.before, s.after] : [s.after, s.before];
    const known = new Set(from.map(canonical));
    const seen = new Set<string>();
    for (const v of to) {
      const key = canonical(v);
      if (known.has(key) || seen.has(key)) continue;
      seen.add(key);
      const value: JsonValue = v;
      out.push({
        definition: s.definition,
        path: `${s.path}/enum`,
        before: which === "added" ? null : value,
        after: which === "added" ? value : null,
        args: { value: key },
      });
    }
  }
  return out;
}
