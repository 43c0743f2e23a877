import { eachProperty } from "./objectSites.js";
import { polar } from "./polar.js";

export const propertyBecameRequired = polar({
  kind: "property-became-required",
  category: "changed",
  effect: "tighten",
  levels: { request: "ERR", response: "ERR", shared: "ERR" },
  description: "an optional property became required; senders that omit it break.",
  example: { before: "{ resultType?: string }", after: "{ resultType: string }" },
  detect: (input) =>
    eachProperty(input, (_site, a, b) =>
      a && b && !a.required && b.required
        ? { before: "optional", after: "required", args: { property: b.name } }
        : undefined,
    ),
});

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
