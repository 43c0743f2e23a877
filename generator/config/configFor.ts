import type { LoadedConfig } from "./config.js";
import { findConfig } from "./findConfig.js";
import { loadConfig } from "./loadConfig.js";

/**
 * The config a run uses, for the CLI and the library alike: the file named, else the nearest
 * mcp-codegen.config.json (or .mjs) from `cwd` up to the repository root; `false`: none.
 */
export async function configFor(config: string | false | undefined, cwd: string): Promise<LoadedConfig | undefined> {
  if (config === false) return undefined;
  const file = config ?? findConfig(cwd);
  return file ? loadConfig(file) : undefined;
}
