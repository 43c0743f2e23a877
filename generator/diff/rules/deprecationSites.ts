/** Pairs of deprecation items across versions, for the deprecation rules. */
import type { DeprecationItem } from "../deprecations.js";
import type { ChangeArgs, Finding, RuleInput } from "../types.js";

export function deprecationFindings(
  input: RuleInput,
  keep: (before: DeprecationItem | undefined, after: DeprecationItem | undefined) => boolean,
): Finding[] {
  const paths = [...new Set([...input.from.deprecations.keys(), ...input.to.deprecations.keys()])].sort();
  const out: Finding[] = [];
  for (const path of paths) {
    const a = input.from.deprecations.get(path);
    const b = input.to.deprecations.get(path);
    if (!keep(a, b)) continue;
    const item = (b ?? a)!;
    const said = b?.deprecated ? b : a;
    const args: ChangeArgs = {
      target: item.target,
      source: said?.source ?? "",
      note: said?.note ?? "",
      replacement: said?.replacement ?? "",
    };
    out.push({ path, before: status(a), after: status(b), args, breaks: [] });
  }
  return out;
}

function status(item: DeprecationItem | undefined): string | null {
  if (!item) return null;
  return item.deprecated ? "deprecated" : "current";
}
