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

export const propertyRemoved = polar({
  kind: "property-removed",
  category: "removed",
  effect: "loosen",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description: "an optional property is gone; receivers that used it no longer get it.",
  example: { before: "{ name: string; title?: string }", after: "{ name: string }" },
  detect: (input) =>
    eachProperty(input, (site, a, b) =>
      a && !a.required && !b && !isExplicitlyOpen(site.after)
        ? { before: typeText(a), after: null, args: { property: a.name, type: typeText(a) } }
        : undefined,
    ),
});
