import { loadSource, type LoadedSource, type SourceWarning } from "./ingest/loadSource.js";
import { resolveSources, type ResolvedSource } from "./ingest/sources.js";
import { format, placementOf } from "./emit/format.js";
import { outputDrift, writeOutput, type Drift, type WriteResult } from "./emit/write.js";
import { folderNames } from "./emit/folderNames.js";
import { manifestName, manifestText, type Manifest } from "./emit/manifest.js";
import { resolveOptions, type Options } from "./options.js";
import { targetById, type TargetId } from "./targets/index.js";
import type { VersionInput } from "./targets/target.js";
import type { EmittedFile, OutputFile } from "./emit/output.js";
import type { Message } from "./messages/catalog.js";
import { applyDeviations } from "./overlay/deviations.js";
import { importedVersions } from "./overlay/importSources.js";
import type { Model } from "./ir/model.js";

export type { SourceWarning };

export interface GenerateResult {
  outDir: string;
  files: OutputFile[];
  /** What the write changed in outDir. */
  written: WriteResult;
  /** Patches skipped (upstream changed) and names changed to avoid a collision, for the caller to print. */
  warnings: SourceWarning[];
}

/** A version ready for the targets, plus what the caller should be told about it. */
export interface PreparedInput extends VersionInput {
  warnings: SourceWarning[];
}

/** Told when each stage starts and ends (and each target within emit), for progress; stages themselves never print. */
export type StageListener = (event: StageEvent) => void;
export type Stage = "resolve" | "load" | "emit" | "format" | "write" | "compare" | `emit:${string}`;
export type StageEvent = { stage: Stage; phase: "start"; detail?: string } | { stage: Stage; phase: "end"; ms: number; detail: string };

/** The whole job, as a list: resolve, load, model, emit, format, write. */
export async function generate(partial: Partial<Options> = {}, onStage: StageListener = () => {}): Promise<GenerateResult> {
  const options = resolveOptions(partial);
  const { files, warnings } = await renderWithWarnings(options, onStage);
  const written = await timed("write", onStage, () => writeOutput(options.outDir, files, { manifestText: (m) => formattedManifest(m, options) }), (r) => `${r.written.length} written, ${r.removed.length} removed`);
  const kept = written.kept.map((file) => ({ source: options.outDir, message: { id: "output-kept-edited", args: { file } } as Message }));
  return { outDir: options.outDir, files, written, warnings: [...warnings, ...kept] };
}

/** Regenerate in memory and compare with outDir: stale, missing, extra and hand-edited files. */
export async function check(
  partial: Partial<Options> = {},
  onStage: StageListener = () => {},
): Promise<{ drift: Drift[]; stale: string[]; files: OutputFile[]; warnings: SourceWarning[] }> {
  const options = resolveOptions(partial);
  const { files, warnings } = await renderWithWarnings(options, onStage);
  const drift = await timed("compare", onStage, () => outputDrift(options.outDir, files), (d) => `${d.length} differences`);
  return { drift, stale: drift.map((d) => d.path), files, warnings };
}

/** Every output file, formatted, in memory. */
export async function render(options: Options): Promise<OutputFile[]> {
  return (await renderWithWarnings(options)).files;
}

/** `render`, plus the warnings of every source (skipped patches, name collisions), in source order. */
export async function renderWithWarnings(
  options: Options,
  onStage: StageListener = () => {},
): Promise<{ files: OutputFile[]; warnings: SourceWarning[] }> {
  const sources = await timed("resolve", onStage, () => resolveSources(options).then(withFolderNames), (s) => `${s.length} sources`);
  const load = async () => {
    const versions = await importedVersions(options);
    return Promise.all(sources.map((s) => prepare(s, options, versions)));
  };
  const inputs = await timed("load", onStage, load, (i) => i.map((x) => x.version).join(", "));
  const files = await timed("emit", onStage, () => emitAll(inputs, options, onStage), (f) => `${f.length} files`);
  const formatted = await timed("format", onStage, () => format(files, placementOf(options)), (f) => `${f.length} files`);
  return { files: formatted, warnings: inputs.flatMap((i) => i.warnings) };
}

/**
 * The manifest formatted like every other file under a project's settings, so the user's formatter leaves it alone
 * too. Only mcp-codegen reads it (by value): under ours, JSON.stringify's layout stands (prettier prints it unchanged).
 */
async function formattedManifest(manifest: Manifest, options: Options): Promise<string> {
  const [file] = await format([{ path: manifestName, contents: manifestText(manifest), machineRead: true }], placementOf(options));
  return file!.contents;
}

/** Each source's output folder name made safe and distinct (two `schema.json`s from different folders, `..`). */
function withFolderNames(sources: ResolvedSource[]): ResolvedSource[] {
  const names = folderNames(sources.map((s) => s.name));
  return sources.map((s, i) => ({ ...s, name: names[i]! }));
}

async function timed<T>(stage: Stage, onStage: StageListener, run: () => Promise<T>, detail: (t: T) => string): Promise<T> {
  onStage({ stage, phase: "start" });
  const start = performance.now();
  const result = await run();
  onStage({ stage, phase: "end", ms: performance.now() - start, detail: detail(result) });
  return result;
}

/**
 * One source -> the IR (+ schema.ts's tags) and its provenance, through the one loader. `versions`: the other spec
 * versions the overlay's `import` entries read (loaded here when not given).
 */
export async function prepare(source: ResolvedSource, options: Options, versions?: ReadonlyMap<string, Model>): Promise<PreparedInput> {
  const { name, model, provenance, warnings } = await loadSource(source, options);
  // The SDK's deviations (envelope option, overlay entries), right after loading.
  return { version: name, model: applyDeviations(model, name, options, versions ?? (await importedVersions(options))), provenance, warnings };
}

/** The schema exactly as the targets see it: loaded, pin-checked, patched. Through the one loader, without schema.ts. */
export async function effectiveSchema(
  source: ResolvedSource,
  options: Pick<Options, "patches" | "patchFiles" | "stdin"> & Partial<Options>,
): Promise<{ loaded: LoadedSource["schema"]; patched: LoadedSource["patched"] }> {
  const { schemaTs: _, ...jsonOnly } = source;
  const { schema, patched } = await loadSource(jsonOnly, { ...resolveOptions(options), danglingRefs: "any" });
  return { loaded: schema, patched };
}

async function emitAll(inputs: VersionInput[], options: Options, onStage: StageListener): Promise<EmittedFile[]> {
  const files: EmittedFile[] = [];
  for (const id of options.targets) {
    const target = await targetById(id).load();
    const own = await timed(`emit:${id}`, onStage, async () => {
      const out: EmittedFile[] = [];
      for (const input of inputs) out.push(...(await target.emit(input, options)));
      if (target.combine) out.push(...(await target.combine(inputs, options)));
      return out;
    }, (f) => `${f.length} files`);
    files.push(...own);
  }
  // What a selected target's files import, from targets not selected: their per-version files only.
  const needed = new Set(options.targets.flatMap((id) => targetById(id).needs ?? []));
  for (const id of [...needed].filter((n) => !(options.targets as readonly string[]).includes(n)).sort()) {
    const target = await targetById(id as TargetId).load();
    for (const input of inputs) files.push(...(await target.emit(input, options)));
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
