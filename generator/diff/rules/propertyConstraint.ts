import { summarize } from "../summary.js";
import { polar } from "./polar.js";

export const propertyConstrained = polar({
  kind: "property-constrained",
  category: "added",
  effect: "neutral",
  levels: { request: "INFO", response: "INFO", shared: "INFO" },
  description:
    "an object that admits any key (`additionalProperties: {}`, `_meta`) now lists an optional key with a type; old senders omit it, old receivers ignore it. Not a narrowing of the object.",
  example: {
    before: "_meta?: { [key: string]: unknown }",
    after: '_meta?: { "io.modelcontextprotocol/serverInfo"?: Implementation; [key: string]: unknown }',
  },
  detect: (input) =>
    input.sites.constrained.map((s) => {
      const after = summarize(s.after);
      const property = s.path
        .slice(s.path.lastIndexOf("/") + 1)
        .replace(/~1/g, "/")
        .replace(/~0/g, "~");
      return { definition: s.definition, path: s.path, before: "unknown", after, args: { property, after } };
    }),
});

export const propertyUnconstrained = polar({
  kind: "property-unconstrained",
  category: "changed",
  effect: "loosen",
  levels: { request: "WARN", response: "WARN", shared: "WARN" },
  description:
    "an optional property is no longer listed by an object that admits any key (`additionalProperties: {}`): it is still allowed, now with any value.",
  example: {
    before: '{ type: "object"; properties?: Record<string, object> }',
    after: '{ type: "object"; [key: string]: unknown }',
  },
  detect: (input) =>
    input.sites.unconstrained.map((s) => {
      const before = summarize(s.before);
      const property = s.path
        .slice(s.path.lastIndexOf("/") + 1)
        .replace(/~1/g, "/")
        .replace(/~0/g, "~");
      return { definition: s.definition, path: s.path, before, after: "unknown", args: { property, before } };
    }),
});
