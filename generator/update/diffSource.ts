import { diffModels } from "../diff/diffModels.js";
import { diffReading } from "../diff/modelForDiff.js";
import { buildReport, type DiffReport } from "../diff/report/build.js";
import { loadSource } from "../ingest/loadSource.js";
import type { Model } from "../ir/model.js";
import { withOptionsOverlay } from "../diff/report/overlay.js";
import { resolveOptions, type Options } from "../options.js";
import type { UpstreamState } from "./upstream.js";

/**
 * What changed in one source between its pinned copies and upstream, as the diff report: schema.json's IR with the
 * tags of the schema.ts beside it, on each side, both read by the one loader from the bytes in memory (unpatched,
 * lenient on dangling refs as `diff` is). Undefined when there is no pinned schema.json to compare with. With an
 * overlay in `deviations`, the report says how each entry fares on the upstream side (`versions`: the other versions
 * its `import` entries read).
 */
export async function diffSource(
  json: UpstreamState | undefined,
  ts: UpstreamState | undefined,
  deviations: Pick<Options, "envelope" | "overlay"> = { envelope: "in-message", overlay: undefined },
  versions: ReadonlyMap<string, Model> = new Map(),
): Promise<DiffReport | undefined> {
  if (!json?.previous) return undefined;
  const options = { ...resolveOptions({ patches: false }), ...diffReading };
  const side = async (bytes: Uint8Array, where: string, tsBytes: Uint8Array | undefined, tsWhere: string): Promise<Model> => {
    const schemaTs = tsBytes ? { location: tsWhere, pin: null, bytes: tsBytes } : undefined;
    const source = { name: json.source, source: json.source, location: where, pin: null, bytes, ...(schemaTs ? { schemaTs } : {}) };
    return (await loadSource(source, options)).model;
  };
  const before = await side(json.previous, json.local!, ts?.previous, ts?.local ?? "schema.ts");
  const after = await side(json.bytes, json.url, ts?.bytes, ts?.url ?? "schema.ts");
  return withOptionsOverlay(buildReport(`${json.source} (pinned)`, `${json.source} (upstream)`, diffModels(before, after)), after, json.source, deviations, versions);
}
