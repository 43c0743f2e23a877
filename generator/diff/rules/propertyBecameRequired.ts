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
