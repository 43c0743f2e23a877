/**
 * Every added union member and enum value with its verdict (see `../gating.ts`): gated by a capability
 * new in this release, subsumed by an old member, or open. The three rules of each read their share.
 */
import type { JsonValue, TypeNode } from "../../ir/model.js";
import { gateVerdict, subsumedBy, tagsOf, valueTags, type Verdict } from "../gating.js";
import { summarize } from "../summary.js";
import type { RuleInput } from "../types.js";
import type { Detection } from "./polar.js";
import { valueChanges } from "./valueSites.js";

export interface Variant {
  detection: Detection;
  verdict: Verdict;
}

const memberMemo = new WeakMap<RuleInput, Variant[]>();
const valueMemo = new WeakMap<RuleInput, Variant[]>();

export function addedMembers(input: RuleInput): Variant[] {
  let out = memberMemo.get(input);
  if (!out) {
    out = input.sites.members.flatMap((s) =>
      s.after.map((m): Variant => {
        const member = summarize(m, 1);
        const by = subsumedBy(input, m, s.old, nameOf);
        const verdict: Verdict = by
          ? { kind: "subsumed", by }
          : gateVerdict(input, s.definition, tagsOf(m, input.to), { member });
        return {
          detection: { definition: s.definition, path: s.path, before: null, after: member, args: { member } },
          verdict,
        };
      }),
    );
    memberMemo.set(input, out);
  }
  return out;
}

export function addedValues(input: RuleInput): Variant[] {
  let out = valueMemo.get(input);
  if (!out) {
    out = valueChanges(input, "added").map((d) => ({
      detection: d,
      verdict: gateVerdict(input, d.definition, valueTags(d.after as JsonValue)),
    }));
    valueMemo.set(input, out);
  }
  return out;
}

/** A member as a reader knows it: the definition it is (a ref, or the alias's own object), else its shape. */
function nameOf(node: TypeNode): string {
  if (node.kind === "ref") return node.target;
  return node.kind === "object" && node.suggestedName ? node.suggestedName : summarize(node, 1);
}

/** Open variants as polar detections: gates that narrow the receivers say whom it breaks. */
export function openDetections(variants: readonly Variant[]): Detection[] {
  return variants.flatMap((v) =>
    v.verdict.kind !== "open"
      ? []
      : [
          {
            ...v.detection,
            ...(v.verdict.breaks ? { breaks: v.verdict.breaks } : {}),
          },
        ],
  );
}
