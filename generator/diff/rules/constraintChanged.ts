import { constraintDetections } from "./constraintSites.js";
import { polar } from "./polar.js";

export const constraintChanged = polar({
  kind: "constraint-changed",
  category: "changed",
  effect: "incompatible",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description: "a pattern or format changed to one neither stricter nor laxer.",
  example: { before: 'pattern: "^[a-z]+$"', after: 'pattern: "^[A-Z]+$"' },
  detect: (input) => constraintDetections(input, "incompatible"),
});
