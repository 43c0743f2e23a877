import type { ChangeArgs, Finding, RuleInput, Snapshot } from "../types.js";

/**
 * A status rule's findings (a fact about one version, not a change): each fact `facts` lists for
 * a side is reported as present on that side only (`value` in `before` or `after`), breaking nobody.
 */
export function statusFindings<T>(
  input: RuleInput,
  facts: (snap: Snapshot) => readonly T[],
  report: (fact: T, snap: Snapshot) => { path: string; value: string; args: ChangeArgs },
): Finding[] {
  return (["from", "to"] as const).flatMap((side) =>
    facts(input[side]).map((fact) => {
      const { path, value, args } = report(fact, input[side]);
      return { path, before: side === "from" ? value : null, after: side === "to" ? value : null, args, breaks: [] };
    }),
  );
}
