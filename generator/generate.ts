import { buildModel } from "./ingest/toModel.js";
import { relative, sep } from "node:path";
import { isUrl, loadSchema, type LoadedSchema } from "./ingest/load.js";
import { resolveSources, type ResolvedSource } from "./ingest/sources.js";
import { format } from "./emit/format.js";
import { staleFiles, writeOutput } from "./emit/write.js";
import { CodegenError } from "./messages/error.js";
import { resolveOptions, type Options } from "./options.js";
import { targetById } from "./targets/index.js";
import type { OutputFile, VersionInput } from "./targets/target.js";
import type { Provenance } from "./emit/provenance.js";
import { generatorVersion } from "./version.js";

export interface GenerateResult {
  outDir: string;
  files: OutputFile[];
}

/** The whole job, as a list: resolve, load, model, emit, format, write. */
export async function generate(partial: Partial<Options> = {}): Promise<GenerateResult> {
  const options = resolveOptions(partial);
  const files = await render(options);
  await writeOutput(options.outDir, files);
  return { outDir: options.outDir, files };
}

/** Regenerate in memory; the stale files are those that differ from what is in outDir. */
export async function check(partial: Partial<Options> = {}): Promise<{ stale: string[]; files: OutputFile[] }> {
  const options = resolveOptions(partial);
  const files = await render(options);
  return { stale: await staleFiles(options.outDir, files), files };
}

/** Every output file, formatted, in memory. */
export async function render(options: Options): Promise<OutputFile[]> {
  const sources = await resolveSources(options);
  const inputs = await Promise.all(sources.map((s) => prepare(s, options)));
  const files = await emitAll(inputs, options);
  return format(files);
}

/** One source -> the IR and its provenance. */
export async function prepare(source: ResolvedSource, options: Options): Promise<VersionInput> {
  const loaded = await loadSchema(source.location, source.source);
  verifyPin(source, loaded);
  const model = buildModel(loaded);
  const provenance: Provenance = {
    source: source.source,
    location: displayLocation(source),
    sha256: loaded.sha256,
    patches: [],
    generator: `mcp-codegen ${generatorVersion}`,
  };
  void options;
  return { version: source.name, model, provenance };
}

/** Location-independent, so `check` agrees across machines: the upstream URL of a known version, else a relative path. */
function displayLocation(source: ResolvedSource): string {
  if (source.upstream) return source.upstream;
  return isUrl(source.location) ? source.location : relative(process.cwd(), source.location).split(sep).join("/");
}

function verifyPin(source: ResolvedSource, loaded: LoadedSchema): void {
  if (source.pin && source.pin !== loaded.sha256) {
    throw new CodegenError("sha-mismatch", { expected: source.pin, actual: loaded.sha256 }, { file: source.location });
  }
}

async function emitAll(inputs: VersionInput[], options: Options): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  for (const id of options.targets) {
    const target = targetById(id);
    for (const input of inputs) files.push(...(await target.emit(input, options)));
    if (target.combine) files.push(...(await target.combine(inputs, options)));
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
