/**
 * The SEP a change belongs to, when the spec names one: schema.ts JSDoc (carried into the IR's
 * descriptions and deprecation notes) says `(SEP-2577)`. The innermost text along the change's path
 * wins (a property's note over its definition's), then the change's own arguments (a deprecation's
 * reason). No network: the link is built, never fetched.
 */
import type { Property, TypeNode } from "../ir/model.js";
import { tokens } from "../ir/pointer.js";
import { listedProperties } from "../ir/walk.js";
import type { ChangeArgs, Snapshot } from "./types.js";

const sepPattern = /\bSEP-(\d{1,6})\b/;

/** Where a SEP is read, given its number. */
export function sepUrl(sep: string): string {
  return `https://github.com/modelcontextprotocol/modelcontextprotocol/issues/${sep.replace(/^SEP-/, "")}`;
}

export function sepOf(path: string, args: ChangeArgs, sides: readonly Snapshot[]): string | undefined {
  const texts: string[] = [];
  for (const side of sides) texts.push(...descriptionsAlong(path, side).reverse());
  texts.push(...Object.values(args).filter((v): v is string => typeof v === "string"));
  for (const t of texts) {
    const m = sepPattern.exec(t);
    if (m) return `SEP-${m[1]}`;
  }
  return undefined;
}

/** Descriptions from the definition inward, following `properties/<name>` steps of the path. */
function descriptionsAlong(path: string, side: Snapshot): string[] {
  const steps = tokens(`#/${path}`);
  let node: TypeNode | undefined;
  const out: string[] = [];
  if (steps[0] === "methods") {
    const method = steps.slice(1).join("/");
    const m = side.methods.find((x) => x.method === method);
    const def = m && !m.inline ? side.byName.get(m.definition) : undefined;
    return def?.description ? [def.description] : [];
  }
  const def = side.byName.get(steps[0]!);
  if (!def) return out;
  if (def.description) out.push(def.description);
  node = def.type;
  for (let i = 1; i + 1 < steps.length && node; i += 2) {
    if (steps[i] !== "properties") break;
    const p: Property | undefined = listedProperties(node, side.byName).find((q) => q.name === steps[i + 1]);
    if (!p) break;
    for (const d of [p.description, p.type.description]) if (d) out.push(d);
    node = p.type;
  }
  return out;
}
