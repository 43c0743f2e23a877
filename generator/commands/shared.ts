import type { Argv } from "yargs";
import type { Options } from "../options.js";
import { findConfig } from "../config/findConfig.js";
import { loadConfig } from "../config/loadConfig.js";
import { mergeConfig } from "../config/mergeConfig.js";
import type { SourceWarning } from "../generate.js";
import { formatMessage } from "../messages/catalog.js";

/** Flags shared by `generate` and `check`: which schemas, which targets, where. */
export function sourceFlags<T>(y: Argv<T>) {
  return y
    .strict()
    .option("spec", { type: "string", array: true, describe: "spec version(s), e.g. 2026-07-28 (repeat or comma-separate)" })
    .option("all", { type: "boolean", describe: "every known version" })
    .option("schema", { type: "string", array: true, describe: "a schema.json file or URL (repeatable)" })
    .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json and schema.ts (default: $MCP_SCHEMA_DIR, then the cache)" })
    .option("schema-ts", { type: "string", describe: "the spec's schema.ts for the one source, read for its @deprecated tags (default: the one beside schema.json; --no-schema-ts: none)" })
    .option("target", { type: "string", array: true, describe: "target(s): ts, ... (comma-separated or repeated) [default: ts]" })
    .option("out", { type: "string", describe: "output folder [default: out]" })
    .option("patches", { type: "boolean", describe: "apply the guarded patches for upstream defects (--no-patches: off) [default: true]" })
    .option("patch-file", { type: "string", array: true, describe: "an extra patch file (repeatable), added to the config's" })
    .option("config", { type: "string", describe: "config file [default: mcp-codegen.config.json or .mjs in the current folder]" })
    .option("download", { type: "boolean", describe: "download a known version missing locally (--no-download: never) [default: true]" });
}

export interface SourceArgs {
  spec?: string[];
  all?: boolean;
  schema?: string[];
  schemaDir?: string;
  schemaTs?: string | false;
  target?: string[];
  out?: string;
  patches?: boolean;
  patchFile?: string[];
  config?: string;
  download?: boolean;
}

const list = (xs: string[] | undefined) => xs?.flatMap((x) => x.split(",")).map((x) => x.trim()).filter(Boolean);

/** CLI flags -> Options. The environment is read here, at the entry, and nowhere deeper. */
export function optionsFromArgs(a: SourceArgs, env: NodeJS.ProcessEnv = process.env): Partial<Options> {
  return {
    specs: list(a.spec),
    all: a.all,
    schemas: list(a.schema),
    schemaDir: a.schemaDir ?? env.MCP_SCHEMA_DIR,
    schemaTs: a.schemaTs,
    targets: list(a.target) as Options["targets"] | undefined,
    outDir: a.out,
    patches: a.patches,
    patchFiles: a.patchFile,
    download: a.download,
  };
}

/**
 * Flags merged over the config (named by --config, else found in `cwd`). Precedence: flags, then the
 * config, then $MCP_SCHEMA_DIR: a repo's config must give the same output whatever a machine's env says.
 */
export async function runOptions(
  a: SourceArgs,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<Partial<Options>> {
  const flags = optionsFromArgs(a, {});
  const file = a.config ?? findConfig(cwd);
  const merged = file ? mergeConfig(await loadConfig(file), flags) : flags;
  return { ...merged, schemaDir: merged.schemaDir ?? env.MCP_SCHEMA_DIR };
}

/** Warnings go to stderr at the CLI, never from inside a stage. */
export function printWarnings(warnings: readonly SourceWarning[], stderr: NodeJS.WritableStream = process.stderr): void {
  for (const w of warnings) stderr.write(`mcp-codegen: warning: ${w.source}: ${formatMessage(w.message)}\n`);
}
