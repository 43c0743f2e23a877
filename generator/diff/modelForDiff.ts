/**
 * Schema -> IR for diffing. Ingest stops at a `$ref` that points to nothing, as generation must; a
 * draft caught mid-edit has such refs, and a reviewer still wants its diff. Here each dangling ref
 * reads as `{}` (any value) and is listed in `Model.unsupported` as keyword `$ref`, so the
 * `ref-unresolved` rule can say so. Everything else fails as ingest fails.
 */
import type { JsonValue, Model } from "../ir/model.js";
import { tokens } from "../ir/pointer.js";
import { buildModel } from "../ingest/toModel.js";
import type { LoadedSchema } from "../ingest/load.js";
import { isCodegenError } from "../messages/error.js";

export function modelForDiff(schema: LoadedSchema | JsonValue, file?: string): Model {
  const loaded = isLoaded(schema) ? schema : undefined;
  let json = loaded ? loaded.json : (schema as JsonValue);
  const dangling: string[] = [];
  for (;;) {
    try {
      const model = buildModel(loaded ? { ...loaded, json } : json, file ? { file } : {});
      if (dangling.length === 0) return model;
      return { ...model, unsupported: [...model.unsupported, ...dangling.map((pointer) => ({ keyword: "$ref", pointer }))] };
    } catch (e) {
      if (!isCodegenError(e) || e.id !== "ref-unresolved" || e.pointer === undefined || dangling.includes(e.pointer)) throw e;
      dangling.push(e.pointer);
      json = replaceAt(json, tokens(e.pointer).slice(0, -1), {});
    }
  }
}

/** A copy of `doc` with the value at `path` replaced (structurally shared elsewhere). */
function replaceAt(doc: JsonValue, path: string[], value: JsonValue): JsonValue {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(doc)) return doc.map((v, i) => (String(i) === head ? replaceAt(v, rest, value) : v));
  if (doc !== null && typeof doc === "object") return { ...doc, [head]: replaceAt(doc[head]!, rest, value) };
  return doc;
}

function isLoaded(x: unknown): x is LoadedSchema {
  return typeof x === "object" && x !== null && "json" in x && "sha256" in x && "location" in x;
}
