import type { DiffRule } from "../types.js";
import { addedValues, openDetections } from "./addedVariants.js";
import { polar } from "./polar.js";
import { valueChanges } from "./valueSites.js";

export const enumValueAdded = polar({
  kind: "enum-value-added",
  category: "added",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description:
    "an enum (or const) admits a new value an old peer can receive; receivers that switch over the values meet one they do not know.",
  example: { before: '"user" | "assistant"', after: '"user" | "assistant" | "system"' },
  detect: (input) => openDetections(addedValues(input)),
});

export const gatedEnumValueAdded = {
  id: "gated-enum-value-added",
  level: "WARN",
  category: "added",
  description:
    "An enum (or const) admits a new value that names a sub-capability new in this release (or travels only in a method guarded by one): no old conforming peer declares it, so none receives the value.",
  example: { before: 'mode: "form"', after: 'mode: "form" | "url" (elicitation.url is new)' },
  check: (input) =>
    addedValues(input).flatMap(({ detection: d, verdict: v }) =>
      v.kind === "gated"
        ? [{ path: d.path, before: d.before, after: d.after, args: { ...d.args, gates: v.gates.join(", ") }, breaks: [] }]
        : [],
    ),
} as const satisfies DiffRule<"gated-enum-value-added">;

export const enumValueRemoved = polar({
  kind: "enum-value-removed",
  category: "removed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "an enum (or const) value is no longer allowed; senders of it break.",
  example: { before: '"none" | "thisServer"', after: '"none"' },
  detect: (input) => valueChanges(input, "removed"),
});
