import { prepare } from "../../../../generator/generate.js";
import { resolveSources } from "../../../../generator/ingest/sources.js";
import { resolveOptions } from "../../../../generator/options.js";
import type { Model } from "../../../../generator/ir/model.js";
import { schemasDir } from "../../../helpers/paths.js";

const cache = new Map<string, Promise<Model>>();

/** A published version's IR as `generate` builds it: the shipped patches applied. */
export function patchedModel(version: string): Promise<Model> {
  let model = cache.get(version);
  if (!model) {
    model = (async () => {
      const options = resolveOptions({ specs: [version], schemaDir: schemasDir, download: false });
      const [source] = await resolveSources(options);
      return (await prepare(source!, options)).model;
    })();
    cache.set(version, model);
  }
  return model;
}
