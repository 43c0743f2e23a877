import { readFileSync } from "node:fs";
import { buildModel } from "../../generator/ingest/toModel.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import { historyFiles } from "../helpers/paths.ts";

/**
 * The draft history's schemas the ingest accepts, as models (every `stride`-th draft, from the first); the drafts it
 * refuses are covered by the ingest tests.
 */
export function* draftModels(stride = 1): Generator<{ file: string; model: Model }> {
  for (const h of historyFiles().filter((_, i) => i % stride === 0)) {
    let model: Model;
    try {
      model = buildModel(JSON.parse(readFileSync(h.path, "utf8")) as JsonValue, { file: h.file });
    } catch {
      continue;
    }
    yield { file: h.file, model };
  }
}
