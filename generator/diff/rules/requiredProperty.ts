import { eachProperty, typeText } from "./objectSites.js";
import { polar } from "./polar.js";

export const requiredPropertyAdded = polar({
  kind: "required-property-added",
  category: "added",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a new property is required; senders built for the old version omit it.",
  example: { before: "{ name: string }", after: "{ name: string; ttlMs: number }" },
  detect: (input) =>
    eachProperty(input, (_site, a, b) =>
      !a && b?.required
        ? { before: null, after: typeText(b), args: { property: b.name, type: typeText(b) } }
        : undefined,
    ),
});

export const requiredPropertyRemoved = polar({
  kind: "required-property-removed",
  category: "removed",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a required property is gone; receivers that rely on it break.",
  example: { before: "{ name: string; id: string }", after: "{ name: string }" },
  detect: (input) =>
    eachProperty(input, (_site, a, b) =>
      a?.required && !b
        ? { before: typeText(a), after: null, args: { property: a.name, type: typeText(a) } }
        : undefined,
    ),
});
