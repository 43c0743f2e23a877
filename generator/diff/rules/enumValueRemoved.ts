import { polar } from "./polar.js";
import { valueChanges } from "./valueSites.js";

export const enumValueRemoved = polar({
  kind: "enum-value-removed",
  category: "removed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "an enum (or const) value is no longer allowed; senders of it break.",
  example: { before: '"none" | "thisServer"', after: '"none"' },
  detect: (input) => valueChanges(input, "removed"),
});
