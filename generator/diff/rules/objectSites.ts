/** Property-level facts of an object site, shared by the property rule families. */
import type { ObjectNode, TypeNode } from "../../ir/model.js";
import { join } from "../paths.js";
import { summarize } from "../summary.js";
import type { RuleInput, SiteOf } from "../types.js";
import type { Detection } from "./polar.js";

export interface PropertyFacts {
  name: string;
  type: TypeNode | undefined;
  required: boolean;
}

/** Listed properties plus names only `required` mentions. */
export function propertiesOf(node: ObjectNode): Map<string, PropertyFacts> {
  const out = new Map<string, PropertyFacts>();
  for (const p of node.properties) out.set(p.name, { name: p.name, type: p.type, required: p.required });
  for (const r of node.requiredOnly) if (!out.has(r)) out.set(r, { name: r, type: undefined, required: true });
  return out;
}

export function typeText(p: PropertyFacts): string {
  return p.type ? summarize(p.type) : "unknown";
}

/** Run `pick` over each property of each object site: present before, after, or both. */
/** `additionalProperties: true` or `{}`: the object admits any key beside those it lists. */
export function isExplicitlyOpen(node: ObjectNode): boolean {
  return node.additional.kind === "open" || (node.additional.kind === "schema" && node.additional.type.kind === "any");
}

export function eachProperty(
  input: RuleInput,
  pick: (
    site: SiteOf<"object">,
    before: PropertyFacts | undefined,
    after: PropertyFacts | undefined,
  ) => Omit<Detection, "definition" | "path"> | undefined,
): Detection[] {
  const out: Detection[] = [];
  for (const site of input.sites.object) {
    const a = propertiesOf(site.before);
    const b = propertiesOf(site.after);
    for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
      const d = pick(site, a.get(name), b.get(name));
      if (d) out.push({ ...d, definition: site.definition, path: join(site.path, "properties", name) });
    }
  }
  return out;
}
