import { loadSource } from "../ingest/loadSource.js";
import { schemaTsFile } from "../ingest/schemaTsFile.js";
import { resolveOptions, type Options } from "../options.js";
import type { Model } from "../ir/model.js";
import type { MessageArgs } from "../messages/catalog.js";
import { collectSites } from "./collectSites.js";
import { crosscheckRules, type CrosscheckId } from "./rules/index.js";
import { siteKinds } from "./site.js";
import { runRules } from "../rules/rule.js";
import { groupSites } from "../rules/site.js";
import type { TsDeclaration } from "../schemaTs/model.js";

export interface Divergence {
  id: CrosscheckId;
  args: MessageArgs<CrosscheckId>;
  /** Where in schema.json; empty for what exists in schema.ts only. */
  pointer: string;
}

export interface CrosscheckReport {
  divergences: Divergence[];
  /** Divergences per id, every rule listed (0 included), in registry order. */
  counts: Record<string, number>;
}

/** (schema.ts declarations, schema.json's IR) -> every divergence, sorted. Pure. */
export function crosscheckModels(declarations: readonly TsDeclaration[], model: Model): CrosscheckReport {
  const sites = groupSites(collectSites(declarations, model), siteKinds);
  const divergences = runRules(crosscheckRules, { sites }, (rule, { site, finding }) => ({
    id: rule.id as CrosscheckId,
    args: finding as MessageArgs<CrosscheckId>,
    pointer: site.pointer ?? "",
    order: site.path,
  }));
  divergences.sort(
    (a, b) =>
      compare(a.order, b.order) || compare(a.id, b.id) || compare(JSON.stringify(a.args), JSON.stringify(b.args)),
  );
  const counts = Object.fromEntries(crosscheckRules.map((r) => [r.id, 0]));
  for (const d of divergences) counts[d.id] = (counts[d.id] ?? 0) + 1;
  return { divergences: divergences.map(({ order: _, ...d }) => d), counts };
}

/**
 * Read both (schema.json through the one loader, as published: unpatched, its own schema.ts not applied; schema.ts resolved
 * from its syntax tree, `readTypes`) and compare them. Either may be a path, a URL or `git:<ref>:<path>`; schema.json a version too.
 */
export async function crosscheck(schemaJson: string, schemaTs: string, options: Partial<Options> = {}): Promise<CrosscheckReport> {
  const { model } = await loadSource(schemaJson, resolveOptions({ ...options, patches: false, schemaTs: false }));
  const { readTypes } = await import("../schemaTs/readTypes.js");
  const ts = await schemaTsFile(schemaTs);
  try {
    return crosscheckModels(readTypes(ts.file), model);
  } finally {
    ts.done();
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
