/**
 * Schema -> IR for diffing. Ingest stops at a `$ref` that points to nothing, as generation must; a
 * draft caught mid-edit has such refs, and a reviewer still wants its diff. So ingest runs with
 * `danglingRefs: "any"`: each dangling ref reads as `{}` (any value) and is listed in
 * `Model.unsupported` as keyword `$ref`, so the `ref-unresolved` rule can say so. Everything else
 * fails as ingest fails. The commands pass `diffReading` to the one loader (ingest/loadSource.ts);
 * `modelForDiff` is the same for a schema already in memory (the library, tests, bench).
 */
import type { JsonValue, Model } from "../ir/model.js";
import { buildModel, type BuildOptions } from "../ingest/toModel.js";
import type { LoadedSchema } from "../ingest/load.js";

export const diffReading = { danglingRefs: "any" } as const satisfies BuildOptions;

export function modelForDiff(schema: LoadedSchema | JsonValue, file?: string): Model {
  return buildModel(schema, { ...(file ? { file } : {}), ...diffReading });
}
