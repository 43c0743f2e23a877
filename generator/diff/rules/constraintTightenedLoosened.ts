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

export const constraintLoosened = polar({
  kind: "constraint-loosened",
  category: "changed",
  effect: "loosen",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description: "a validation keyword got laxer (or was dropped); receivers may get values past the old bound.",
  example: { before: "minimum: 1", after: "minimum: 0" },
  detect: (input) => constraintDetections(input, "loosen"),
});
