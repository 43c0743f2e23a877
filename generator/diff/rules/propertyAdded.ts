import { eachProperty, isExplicitlyOpen, typeText } from "./objectSites.js";
import { polar } from "./polar.js";

export const propertyAdded = polar({
  kind: "property-added",
  category: "added",
  effect: "neutral",
  levels: { request: "INFO", response: "INFO", shared: "INFO" },
  description: "a new optional property; old senders omit it and old receivers ignore it.",
  example: { before: "{ name: string }", after: "{ name: string; title?: string }" },
  detect: (input) =>
    eachProperty(input, (site, a, b) =>
      !a && b && !b.required && !isExplicitlyOpen(site.before)
        ? { before: null, after: typeText(b), args: { property: b.name, type: typeText(b) } }
        : undefined,
    ),
});
