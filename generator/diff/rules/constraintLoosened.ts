import { constraintDetections } from "./constraintSites.js";
import { polar } from "./polar.js";

export const constraintLoosened = polar({
  kind: "constraint-loosened",
  category: "changed",
  effect: "loosen",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description: "a validation keyword got laxer (or was dropped); receivers may get values past the old bound.",
  example: { before: "minimum: 1", after: "minimum: 0" },
  detect: (input) => constraintDetections(input, "loosen"),
});
