import { buildModel } from "./ingest/toModel.js";
import { relative, sep } from "node:path";
import { isUrl, loadSchema, type LoadedSchema } from "./ingest/load.js";
import { resolveSources, type ResolvedSource } from "./ingest/sources.js";
import { format } from "./emit/format.js";
import { staleFiles, writeOutput } from "./emit/write.js";
import { CodegenError } from "./messages/error.js";
import { resolveOptions, type Options } from "./options.js";
import { targetById, type TargetId } from "./targets/index.js";
import type { VersionInput } from "./targets/target.js";
import type { OutputFile } from "./emit/output.js";
import type { Provenance } from "./emit/provenance.js";
import { generatorVersion } from "./version.js";
import { applyPatches, type PatchResult } from "./ingest/applyPatches.js";
import { loadPatches } from "./ingest/loadPatches.js";
import { applySchemaTs } from "./ingest/applySchemaTs.js";
import { loadSchemaTs } from "./ingest/loadSchemaTs.js";
import type { Message } from "./messages/catalog.js";

export interface GenerateResult {
  outDir: string;
  files: OutputFile[];
  /** Patches skipped (upstream changed) and names changed to avoid a collision, for the caller to print. */
  warnings: SourceWarning[];
}

/** Something the user should hear about one source; the CLI prints it, stages only return it. */
export interface SourceWarning {
  source: string;
  message: Message;
}

/** A version ready for the targets, plus what the caller should be told about it. */
export interface PreparedInput extends VersionInput {
  warnings: SourceWarning[];
}

/** The whole job, as a list: resolve, load, model, emit, format, write. */
export async function generate(partial: Partial<Options> = {}): Promise<GenerateResult> {
  const options = resolveOptions(partial);
  const { files, warnings } = await renderWithWarnings(options);
  await writeOutput(options.outDir, files);
  return { outDir: options.outDir, files, warnings };
}

/** Regenerate in memory; the stale files are those that differ from what is in outDir. */
export async function check(
  partial: Partial<Options> = {},
): Promise<{ stale: string[]; files: OutputFile[]; warnings: SourceWarning[] }> {
  const options = resolveOptions(partial);
  const { files, warnings } = await renderWithWarnings(options);
  return { stale: await staleFiles(options.outDir, files), files, warnings };
}

/** Every output file, formatted, in memory. */
export async function render(options: Options): Promise<OutputFile[]> {
  return (await renderWithWarnings(options)).files;
}

/** `render`, plus the warnings of every source (skipped patches, name collisions), in source order. */
export async function renderWithWarnings(options: Options): Promise<{ files: OutputFile[]; warnings: SourceWarning[] }> {
  const sources = await resolveSources(options);
  const inputs = await Promise.all(sources.map((s) => prepare(s, options)));
  const files = await emitAll(inputs, options);
  return { files: await format(files), warnings: inputs.flatMap((i) => i.warnings) };
}

/** One source -> load -> pin check -> guarded patches -> the IR (+ schema.ts's tags) and its provenance. */
export async function prepare(source: ResolvedSource, options: Options): Promise<PreparedInput> {
  const { loaded, patched } = await effectiveSchema(source, options);
  const fromJson = buildModel({ ...loaded, json: patched.json }, { collisionSuffix: options.naming.collisionSuffix });
  const model = source.schemaTs ? applySchemaTs(fromJson, await loadSchemaTs(source.schemaTs)) : fromJson;
  const provenance: Provenance = {
    source: source.source,
    location: displayLocation(source),
    sha256: loaded.sha256,
    patches: patched.applied,
    generator: `mcp-codegen ${generatorVersion}`,
  };
  const renamed: Message[] = model.renames.map((r) => ({ id: "name-collision", args: { wanted: r.wanted, chosen: `${r.chosen} (${r.pointer})` } }));
  const warnings = [...patched.warnings, ...renamed].map((message) => ({ source: source.source, message }));
  return { version: source.name, model, provenance, warnings };
}

/** The schema exactly as the targets see it: loaded, pin-checked, patched. `mcp-codegen schema` prints it. */
export async function effectiveSchema(
  source: ResolvedSource,
  options: Pick<Options, "patches" | "patchFiles">,
): Promise<{ loaded: LoadedSchema; patched: PatchResult }> {
  const loaded = await loadSchema(source.location, source.source);
  verifyPin(source, loaded);
  return { loaded, patched: applyPatches(loaded, await loadPatches(source.name, options)) };
}

/** Location-independent, so `check` agrees across machines: the upstream URL of a known version, else a relative path. */
function displayLocation(source: ResolvedSource): string {
  if (source.upstream) return source.upstream;
  return isUrl(source.location) ? source.location : relative(process.cwd(), source.location).split(sep).join("/");
}

function verifyPin(source: ResolvedSource, loaded: LoadedSchema): void {
  if (source.pin && source.pin !== loaded.sha256) {
    throw new CodegenError(
      "pin-mismatch",
      { source: source.source, pinned: source.pin, actual: loaded.sha256 },
      { file: source.location },
    );
  }
}

async function emitAll(inputs: VersionInput[], options: Options): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  for (const id of options.targets) {
    const target = targetById(id);
    for (const input of inputs) files.push(...(await target.emit(input, options)));
    if (target.combine) files.push(...(await target.combine(inputs, options)));
  }
  // What a selected target's files import, from targets not selected: their per-version files only.
  const needed = new Set(options.targets.flatMap((id) => targetById(id).needs ?? []));
  for (const id of [...needed].filter((n) => !(options.targets as readonly string[]).includes(n)).sort()) {
    for (const input of inputs) files.push(...(await targetById(id as TargetId).emit(input, options)));
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
