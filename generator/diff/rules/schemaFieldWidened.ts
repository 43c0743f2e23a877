/**
 * A field whose value is itself a JSON Schema (`Tool.inputSchema`, `Tool.outputSchema`,
 * `requestedSchema`: a property named `*Schema`) now admits schemas the old version did not: its
 * receivers compile, render or validate against it, and meet keywords or shapes (`properties`
 * holding `true`, a root that is not an object) they were never built for. One row per field: the
 * widened keys inside it are this change seen closer (`causes.ts` folds them in).
 */
import { relate } from "../relation.js";
import { summarize } from "../summary.js";
import type { ObjectNode } from "../../ir/model.js";
import { join } from "../paths.js";
import { siteKinds, type DiffRule, type RuleInput } from "../types.js";
import { eachProperty } from "./objectSites.js";
import { breaksFor } from "./polar.js";

export const schemaValuedField = /Schema$/;

/**
 * Whether the field itself changed (a site at or under its path), not only a definition it names:
 * that one is compared, and reported, on its own.
 */
function changedWithin(input: RuleInput, path: string): boolean {
  const under = (p: string) => p === path || p.startsWith(`${path}/`);
  return siteKinds.some((kind) =>
    input.sites[kind].some((s) => {
      if (kind === "description" || !under(s.path)) return false;
      if (s.at !== "object") return true;
      const shape = (o: ObjectNode) => JSON.stringify(o.properties.map((p) => [p.name, p.required]).concat([[o.additional.kind, true]]));
      return shape(s.before) !== shape(s.after);
    }),
  );
}

export const schemaFieldWidened = {
  id: "schema-field-widened",
  level: "ERR",
  category: "changed",
  description:
    "A field whose value is a JSON Schema (a property named `*Schema`) admits schemas the old version did not; receivers that compile or validate against it meet shapes they were not built for (the keys widened inside it are reported in this row).",
  example: {
    before: 'inputSchema: { type: "object"; properties?: Record<string, object> }',
    after: 'inputSchema: { type: "object"; [key: string]: unknown }',
  },
  check: (input) =>
    eachProperty(input, (site, a, b) => {
      if (!a?.type || !b?.type || !schemaValuedField.test(b.name)) return undefined;
      if (!changedWithin(input, join(site.path, "properties", b.name))) return undefined;
      const relation = relate(a.type, b.type, input.from, input.to);
      if (relation !== "wider") return undefined;
      const [before, after] = [summarize(a.type, 1), summarize(b.type, 1)];
      return { before, after, args: { property: b.name, before, after } };
    }).map((d) => ({
      path: d.path,
      before: d.before,
      after: d.after,
      args: d.args,
      breaks: breaksFor("loosen", input.sendersOf(d.definition)),
    })),
} as const satisfies DiffRule<"schema-field-widened">;
