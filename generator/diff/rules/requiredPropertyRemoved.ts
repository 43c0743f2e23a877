import { eachProperty, typeText } from "./objectSites.js";
import { polar } from "./polar.js";

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
