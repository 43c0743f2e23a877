import { polar } from "./polar.js";
import { valueChanges } from "./valueSites.js";

export const enumValueAdded = polar({
  kind: "enum-value-added",
  category: "added",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description:
    "an enum (or const) admits a new value; receivers that switch over the values meet one they do not know.",
  example: { before: '"user" | "assistant"', after: '"user" | "assistant" | "system"' },
  detect: (input) => valueChanges(input, "added"),
});

export const enumValueRemoved = polar({
  kind: "enum-value-removed",
  category: "removed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "an enum (or const) value is no longer allowed; senders of it break.",
  example: { before: '"none" | "thisServer"', after: '"none"' },
  detect: (input) => valueChanges(input, "removed"),
});
