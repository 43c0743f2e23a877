import { loadSchema } from "../ingest/load.js";
import { buildModel } from "../ingest/toModel.js";
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

/** Read both files (schema.ts resolved from its syntax tree, `readTypes`) and compare them. */
export async function crosscheck(schemaJson: string, schemaTs: string): Promise<CrosscheckReport> {
  const model = buildModel(await loadSchema(schemaJson));
  const { readTypes } = await import("../schemaTs/readTypes.js");
  return crosscheckModels(readTypes(schemaTs), model);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
