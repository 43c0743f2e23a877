import { eachProperty } from "./objectSites.js";
import { polar } from "./polar.js";

export const propertyBecameOptional = polar({
  kind: "property-became-optional",
  category: "changed",
  effect: "loosen",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "a required property became optional; receivers that rely on it break.",
  example: { before: "{ cursor: string }", after: "{ cursor?: string }" },
  detect: (input) =>
    eachProperty(input, (_site, a, b) =>
      a && b && a.required && !b.required
        ? { before: "required", after: "optional", args: { property: b.name } }
        : undefined,
    ),
});
