import { constraintDetections } from "./constraintSites.js";
import { polar } from "./polar.js";

export const constraintTightened = polar({
  kind: "constraint-tightened",
  category: "changed",
  effect: "tighten",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description: "a validation keyword got stricter (or was added); senders near the old bound break.",
  example: { before: "maxLength: 100", after: "maxLength: 64" },
  detect: (input) => constraintDetections(input, "tighten"),
});
