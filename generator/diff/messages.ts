/**
 * Wording of every diff change, keyed by rule id. Rules return data (`args`); only this file writes
 * prose. `satisfies Record<RuleId, ...>` makes a rule without a message a type error.
 */
import type { RuleId } from "./rules/index.js";
import type { Change, ChangeArgs, Role } from "./types.js";

type Render = (a: ChangeArgs) => string;

const whose: Record<Role, string> = { request: "client-sent", response: "server-sent", shared: "shared" };

/** The three role variants of a polar rule family, each naming who sends the definition. */
function family<K extends string>(
  kind: K,
  render: (a: ChangeArgs, sent: string) => string,
): Record<`${Role}-${K}`, Render> {
  return {
    [`request-${kind}`]: (a: ChangeArgs) => render(a, whose.request),
    [`response-${kind}`]: (a: ChangeArgs) => render(a, whose.response),
    [`shared-${kind}`]: (a: ChangeArgs) => render(a, whose.shared),
  } as Record<`${Role}-${K}`, Render>;
}

export const diffMessages = {
  "method-removed": (a) => `method ${a.method} (${a.shape}) was removed`,
  "method-added": (a) => `method ${a.method} (${a.shape}) was added`,
  "method-obligation-added": (a) =>
    `method ${a.method} (${a.shape}) was added, with no capability guarding it: every ${a.side} MUST implement it`,
  "method-result-changed": (a) => `${a.method} is now answered with ${a.after} instead of ${a.before}`,
  "method-params-changed": (a) => `${a.method} now takes ${a.after} instead of ${a.before}`,
  "method-alternative-result-added": (a) => `${a.method} may now also be answered with ${a.result}`,
  "method-alternative-result-removed": (a) => `${a.method} may no longer be answered with ${a.result}`,
  "method-opt-in-result-added": (a) => `${a.method} may now be answered with ${a.result} when the caller asks for it`,
  "method-opt-in-result-removed": (a) =>
    `${a.method} may no longer be answered with ${a.result}, even when the caller asks for it`,
  "method-via-changed": (a) => `${a.method} now travels via ${a.after} instead of ${a.before}`,
  "method-capability-changed": (a) => `${a.method} is now guarded by capability ${a.after} instead of ${a.before}`,
  "definition-removed": (a) => `definition ${a.definition} was removed`,
  "definition-added": (a) => `definition ${a.definition} was added`,
  "definition-rename-candidate": (a) =>
    `${a.from} may have been renamed to ${a.to} (${a.similarity}% structurally similar)`,
  ...family(
    "required-property-added",
    (a, s) => `new required property ${a.property} (${a.type}) in a ${s} definition`,
  ),
  ...family("property-added", (a, s) => `new optional property ${a.property} (${a.type}) in a ${s} definition`),
  ...family(
    "required-property-removed",
    (a, s) => `required property ${a.property} was removed from a ${s} definition`,
  ),
  ...family("property-removed", (a, s) => `optional property ${a.property} was removed from a ${s} definition`),
  ...family("property-became-required", (a, s) => `property ${a.property} became required in a ${s} definition`),
  ...family("property-became-optional", (a, s) => `property ${a.property} became optional in a ${s} definition`),
  "property-became-conditional": (a) =>
    `property ${a.property} changed requiredness in the schema only: its description says when it MUST be provided`,
  ...family("property-constrained", (a, s) => `key ${a.property} of a ${s} open object is now typed ${a.after}`),
  ...family(
    "property-unconstrained",
    (a, s) => `property ${a.property} (${a.before}) is no longer constrained in a ${s} open object`,
  ),
  ...family("type-narrowed", (a, s) => `type narrowed from ${a.before} to ${a.after} (${s})`),
  ...family("type-widened", (a, s) => `type widened from ${a.before} to ${a.after} (${s})`),
  ...family("type-changed", (a, s) => `type changed from ${a.before} to ${a.after} (${s})`),
  ...family("enum-value-added", (a, s) => `value ${a.value} was added (${s})`),
  "gated-enum-value-added": (a) => `value ${a.value} was added, only sent under ${a.gates}`,
  ...family("enum-value-removed", (a, s) => `value ${a.value} was removed (${s})`),
  ...family("union-member-added", (a, s) => `union member ${a.member} was added (${s})`),
  "gated-union-member-added": (a) => `union member ${a.member} was added, only sent under ${a.gates}`,
  "subsumed-union-member-added": (a) =>
    `union member ${a.member} was added; every instance already validates as ${a.by}, with the same meaning`,
  ...family("union-member-removed", (a, s) => `union member ${a.member} was removed (${s})`),
  ...family("constraint-tightened", (a, s) => `${a.keyword} tightened from ${a.before} to ${a.after} (${s})`),
  ...family("constraint-loosened", (a, s) => `${a.keyword} loosened from ${a.before} to ${a.after} (${s})`),
  ...family("constraint-changed", (a, s) => `${a.keyword} changed from ${a.before} to ${a.after} (${s})`),
  "schema-field-widened": (a) => `schema-valued field ${a.property} admits more schemas: ${a.before} became ${a.after}`,
  "capability-added": (a) => `capability ${a.capability} was added`,
  "capability-removed": (a) => `capability ${a.capability} was removed`,
  "error-code-added": (a) => `error code ${a.code} (${a.definitions}) was added`,
  "error-code-removed": (a) => `error code ${a.code} (${a.definitions}) was removed`,
  "error-code-changed": (a) => `${a.definition} now has error code ${a.after} instead of ${a.before}`,
  "newly-deprecated": (a) => `${a.target} is now deprecated${a.note ? `: ${a.note}` : ""}`,
  "still-deprecated": (a) => `${a.target} is still deprecated${a.note ? `: ${a.note}` : ""}`,
  "no-longer-deprecated": (a) => `${a.target} is no longer deprecated`,
  "removed-after-deprecation": (a) => `deprecated ${a.target} was removed`,
  "description-changed": () => `description changed`,
  "method-unpaired": (a) =>
    `in ${a.version}, ${a.method} has no result type (${a.detail}); left out of the method comparison`,
  "ref-unresolved": (a) => `in ${a.version}, $ref at ${a.pointer} points to nothing; read as any value`,
} satisfies Record<RuleId, Render>;

export function changeMessage(change: Pick<Change, "rule" | "args">): string {
  const render = (diffMessages as Record<string, Render>)[change.rule];
  if (!render) throw new Error(`no message for diff rule ${change.rule}`);
  return render(change.args);
}
