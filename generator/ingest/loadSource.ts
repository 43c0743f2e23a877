import { applySchemaTsFacts } from "../schemaTs/applySchemaTsFacts.js";
import { orderBySchemaTs } from "../schemaTs/orderBySchemaTs.js";
import { dirname, join, relative, sep } from "node:path";
import type { Provenance } from "../emit/provenance.js";
import type { Model } from "../ir/model.js";
import type { Message } from "../messages/catalog.js";
import { CodegenError } from "../messages/error.js";
import type { Options } from "../options.js";
import { generatorVersion } from "../version.js";
import { applyPatches, type PatchResult } from "./applyPatches.js";
import { applySchemaTs } from "./applySchemaTs.js";
import { isGitLocation } from "./gitSource.js";
import { isUrl, parseSchema, type LoadedSchema } from "./load.js";
import { loadPatches } from "./loadPatches.js";
import { loadSchemaTs } from "./loadSchemaTs.js";
import { readLocation } from "./readLocation.js";
import { resolveSource, type ResolvedSource } from "./sources.js";
import { buildModel, type BuildOptions } from "./toModel.js";

/** Something the user should hear about one source; the CLI prints it, stages only return it. */
export interface SourceWarning {
  source: string;
  message: Message;
}

/** What the loader needs: where sources are, how they are read, and how lenient the model is. */
export type LoadOptions = Pick<Options, "patches" | "patchFiles" | "stdin" | "naming" | "pins" | "schemaTs" | "schemaDir" | "cacheDir" | "download" | "downloadMaxBytes"> &
  Partial<Pick<Options, "order">> &
  Pick<BuildOptions, "danglingRefs">;

/** One source, loaded: the IR (with schema.ts's tags), where it came from, and what the user should be told. */
export interface LoadedSource {
  /** The output folder name. */
  name: string;
  model: Model;
  provenance: Provenance;
  warnings: SourceWarning[];
  /** schema.json as read (its bytes' hash, parsed). */
  schema: LoadedSchema;
  /** After the guarded patches: the schema exactly as the model was built from it (`mcp-codegen schema` prints it). */
  patched: PatchResult;
}

/**
 * Source -> model, for every command: read the bytes (file, URL, `git:<ref>:<path>`, standard input or bytes in
 * memory), check the pin, parse, patch, build the IR, add the tags of the schema.ts that goes with it. A string is
 * resolved as `diff` and `schema` name a source (a version, or a file of any kind). Each guard is the reader's it
 * protects: UTF-8 and JSON syntax in `parseSchema`, nesting, keyword values and cycles in `buildModel`, not-JSON and
 * nesting of schema.ts in `loadSchemaTs`.
 */
export async function loadSource(from: ResolvedSource | string, options: LoadOptions): Promise<LoadedSource> {
  const source = typeof from === "string" ? await resolveSource(from, options as Options) : from;
  const file = source.location === "-" ? "<stdin>" : source.location;
  const schema = parseSchema(source.bytes ?? (await readLocation(source.location, options.stdin, { maxBytes: options.downloadMaxBytes })), file, source.source);
  if (source.pin && source.pin !== schema.sha256) {
    throw new CodegenError("pin-mismatch", { source: source.source, pinned: source.pin, actual: schema.sha256 }, { file: source.location });
  }
  const patched = applyPatches(schema, await loadPatches(source.name, options));
  const fromJson = buildModel(
    { ...schema, json: patched.json },
    { collisionSuffix: options.naming.collisionSuffix, ...(options.danglingRefs ? { danglingRefs: options.danglingRefs } : {}) },
  );
  const schemaTs = source.schemaTs ? await loadSchemaTs(source.schemaTs) : undefined;
  // schema.ts's tags, its `any` places and constants, and (when asked) its declaration order.
  const withTs = schemaTs ? applySchemaTsFacts(applySchemaTs(fromJson, schemaTs), schemaTs.facts, schemaTs) : fromJson;
  const model = schemaTs && options.order === "schema.ts" ? orderBySchemaTs(withTs, schemaTs) : withTs;
  const provenance: Provenance = {
    source: source.source,
    location: displayLocation(source),
    sha256: schema.sha256,
    patches: patched.applied,
    ...(schemaTs ? { schemaTs: { location: displaySchemaTs(source, schemaTs.file), sha256: schemaTs.sha256 } } : {}),
    generator: `mcp-codegen ${generatorVersion}`,
  };
  const renamed: Message[] = model.renames.map((r) => ({ id: "name-collision", args: { wanted: r.wanted, chosen: `${r.chosen} (${r.pointer})` } }));
  const warnings = [...patched.warnings, ...renamed].map((message) => ({ source: source.source, message }));
  return { name: source.name, model, provenance, warnings, schema, patched };
}

/** Location-independent, so `check` agrees across machines: the upstream URL of a known version, else a relative path. */
function displayLocation(source: ResolvedSource): string {
  if (source.upstream) return source.upstream;
  if (source.location === "-") return "<stdin>";
  return verbatim(source.location) ? source.location : relative(process.cwd(), source.location).split(sep).join("/");
}

/** As `displayLocation`: a known version's schema.ts by its upstream URL, else a relative path. */
function displaySchemaTs(source: ResolvedSource, location: string): string {
  const beside = !verbatim(source.location) && join(dirname(source.location), "schema.ts") === location;
  if (source.upstream && beside) return new URL("schema.ts", source.upstream).href;
  return verbatim(location) ? location : relative(process.cwd(), location).split(sep).join("/");
}

/** URLs and `git:<ref>:<path>` name the same file on every machine; paths are made relative. */
function verbatim(location: string): boolean {
  return isUrl(location) || isGitLocation(location);
}
