import { diffModels } from "../diff/diffModels.js";
import { modelForDiff } from "../diff/modelForDiff.js";
import { buildReport, type DiffReport } from "../diff/report/build.js";
import { applySchemaTs } from "../ingest/applySchemaTs.js";
import { parseSchema } from "../ingest/load.js";
import type { Model } from "../ir/model.js";
import type { UpstreamState } from "./upstream.js";

/**
 * What changed in one source between its pinned copies and upstream, as the diff report: schema.json's IR with the
 * tags of the schema.ts beside it, on each side. Undefined when there is no pinned schema.json to compare with.
 */
export async function diffSource(json: UpstreamState | undefined, ts: UpstreamState | undefined): Promise<DiffReport | undefined> {
  if (!json?.previous) return undefined;
  const side = async (schema: Uint8Array, where: string, tsBytes: Uint8Array | undefined, tsWhere: string): Promise<Model> => {
    const model = modelForDiff(parseSchema(schema, where, json.source));
    if (!tsBytes) return model;
    const { readSchemaTs } = await import("../schemaTs/readSchemaTs.js");
    return applySchemaTs(model, readSchemaTs(new TextDecoder().decode(tsBytes), tsWhere));
  };
  const before = await side(json.previous, json.local!, ts?.previous, ts?.local ?? "schema.ts");
  const after = await side(json.bytes, json.url, ts?.bytes, ts?.url ?? "schema.ts");
  return buildReport(`${json.source} (pinned)`, `${json.source} (upstream)`, diffModels(before, after));
}
