/** A published version's model as `mcp-codegen diff <version>` reads it: guarded patches applied, its schema.ts tags on. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { applyPatches } from "../../generator/ingest/applyPatches.ts";
import { applySchemaTs } from "../../generator/ingest/applySchemaTs.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import { loadPatches } from "../../generator/ingest/loadPatches.ts";
import type { Model } from "../../generator/ir/model.ts";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { schemaPath, schemasDir } from "../helpers/paths.ts";

const cache = new Map<string, Model>();

export async function cliModel(version: string): Promise<Model> {
  const hit = cache.get(version);
  if (hit) return hit;
  const path = schemaPath(version);
  const loaded = parseSchema(readFileSync(path, "utf8"), path);
  const patched = applyPatches(loaded, await loadPatches(version, { patches: true, patchFiles: [] }));
  const tsFile = join(schemasDir, version, "schema.ts");
  const model = applySchemaTs(
    modelForDiff({ ...loaded, json: patched.json }),
    readSchemaTs(readFileSync(tsFile, "utf8"), tsFile),
  );
  cache.set(version, model);
  return model;
}
