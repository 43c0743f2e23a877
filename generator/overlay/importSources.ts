import type { Model } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import { loadSource } from "../ingest/loadSource.js";
import { resolveVersion } from "../ingest/sources.js";
import { CodegenError } from "../messages/error.js";
import type { Options } from "../options.js";
import { separateEnvelope } from "./separateEnvelope.js";

/**
 * The spec versions the overlay's `import` entries take definitions from, each loaded once as the run loads its own
 * (same schema dirs, pins, patches, schema.ts order and message shapes) and without the overlay. A version that
 * cannot be loaded stops generation (exit 2) naming the entry's `from`.
 */
export async function importedVersions(options: Options): Promise<Map<string, Model>> {
  const versions = new Map<string, Model>();
  const overlay = options.overlay;
  if (!overlay) return versions;
  for (const [index, entry] of overlay.entries.entries()) {
    const from = entry.kind === "import" ? (entry.from as string) : undefined;
    if (from === undefined || versions.has(from)) continue;
    try {
      const { model } = await loadSource(await resolveVersion(from, options), options);
      versions.set(from, separateEnvelope(model, options.envelope));
    } catch (e) {
      if (e instanceof CodegenError && e.file === undefined) throw new CodegenError(e.id, e.args as never, { file: overlay.file, pointer: child(overlay.pointer, index, "from") });
      throw e;
    }
  }
  return versions;
}
