/**
 * What every library call does first and last, as the CLI does: the config applied (the file named, else the
 * nearest one from `cwd` up), warnings handed to the caller, and errors worded for a program (options, not flags).
 */
import { configFor } from "../config/configFor.js";
import type { LoadedConfig } from "../config/config.js";
import { mergeConfig } from "../config/mergeConfig.js";
import type { SourceWarning } from "../generate.js";
import { formatMessage } from "../messages/catalog.js";
import { isCodegenError } from "../messages/error.js";
import type { Options } from "../options.js";

/** Options of a library call: the run's `Options` (each optional), where its config is, and where warnings go. */
export interface ApiOptions extends Partial<Options> {
  /**
   * The config file (mcp-codegen.config.json or .mjs), its paths relative to its folder; default: the nearest one
   * from `cwd` up to the repository root, as the CLI finds it; `false`: none. Options given here win over it.
   */
  config?: string | false;
  /** Where the config search starts (default: `process.cwd()`). */
  cwd?: string;
  /**
   * Told each warning the CLI prints (a skipped patch, a renamed type, an edited file kept). Default: Node's
   * `process.emitWarning` (type `McpCodegenWarning`, code the message id). The result holds them too.
   */
  onWarning?: (warning: SourceWarning) => void;
}

/** The options a call runs with, and the config they came from. */
export async function apiOptions(given: ApiOptions): Promise<{ options: Partial<Options>; config: LoadedConfig | undefined }> {
  const { config, cwd, onWarning: _, ...options } = given;
  const loaded = await configFor(config, cwd ?? process.cwd());
  return { options: loaded ? mergeConfig(loaded, options) : options, config: loaded };
}

export function warn(warnings: readonly SourceWarning[], given: ApiOptions): void {
  const tell =
    given.onWarning ?? ((w: SourceWarning) => process.emitWarning(`${w.source}: ${formatMessage(w.message, "api")}`, { type: "McpCodegenWarning", code: w.message.id }));
  for (const w of warnings) tell(w);
}

/** Runs `call`; a CodegenError leaving it reads as a library caller needs (`set the option outDir`, not `--out DIR`). */
export async function speakingOfOptions<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (isCodegenError(e)) {
      const place = [e.file, e.pointer].filter((x) => x !== undefined && x !== "").join(" ");
      const text = formatMessage({ id: e.id, args: e.args }, "api");
      e.message = place ? `${place}: ${text}` : text;
    }
    throw e;
  }
}
