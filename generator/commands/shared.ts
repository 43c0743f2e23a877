import type { Argv } from "yargs";
import type { Options } from "../options.js";
import { defaultCacheDir } from "../config/cacheDir.js";
import type { LoadedConfig } from "../config/config.js";
import { formattings, type Formatting } from "../options.js";
import type { SourceWarning, StageEvent } from "../generate.js";
import { formatMessage } from "../messages/catalog.js";
import { CodegenError } from "../messages/error.js";
import { cliContext, type CliContext } from "./context.js";
import { printable } from "../messages/printable.js";

/** Flags every command that reads schemas has: where the config is, where schemas are, how they are read. */
export function configFlags<T>(y: Argv<T>) {
  return y
    .option("config", { type: "string", describe: "config file [default: mcp-codegen.config.json or .mjs, from the current folder up to the repository root]" })
    .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json and schema.ts (default: $MCP_SCHEMA_DIR, then the cache)" })
    .option("patches", { type: "boolean", describe: "apply the guarded patches for upstream defects (--no-patches: off) [default: true]" })
    .option("patch-file", { type: "string", array: true, describe: "an extra patch file (repeatable), added to the config's" })
    .option("download", { type: "boolean", describe: "download a known version missing locally (--no-download: never) [default: true]" })
    .option("download-max-bytes", { type: "number", describe: "refuse a download larger than this many bytes [default: 20971520, 20 MB]" });
}

/** The schema.ts flag of every command that reads schemas with their schema.ts (generate, check, diff). */
export function schemaTsFlag<T>(
  y: Argv<T>,
  describe = "the spec's schema.ts for the one source, read for its @deprecated tags (default: the one beside schema.json, at the same ref for git:; --no-schema-ts: none)",
) {
  return y.option("schema-ts", { type: "string", describe });
}

/** Flags shared by `generate` and `check`: which schemas, which targets, where. */
export function sourceFlags<T>(y: Argv<T>) {
  return schemaTsFlag(configFlags(y))
    .strict()
    .option("spec", { type: "string", array: true, describe: "spec version(s), e.g. 2026-07-28 (repeat or comma-separate)" })
    .option("all", { type: "boolean", describe: "every known version" })
    .option("schema", { type: "string", array: true, describe: "a schema.json file, URL or git:<ref>:<path> (its schema.ts beside it at that ref), or - for standard input (repeatable)" })
    .option("target", { type: "string", array: true, describe: "target(s): ts, ... (comma-separated or repeated; see the list below) [default: ts]" })
    .option("out", { type: "string", describe: "output folder [default: out]" })
    .option("formatting", {
      choices: formattings,
      describe: "project: format as the output folder's prettier config says (what `prettier --write` would do); builtin: mcp-codegen's settings [default: project]",
    })
    .option("format-cache", { type: "boolean", describe: "keep formatted text beside the download cache, so an unchanged rerun does not format again (--no-format-cache: off) [default: true]" });
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
  downloadMaxBytes?: number;
  formatting?: Formatting;
  formatCache?: boolean;
}

const list = (xs: string[] | undefined) => xs?.flatMap((x) => x.split(",")).map((x) => x.trim()).filter(Boolean);

/** CLI flags -> Options, flags only. */
export function optionsFromArgs(a: SourceArgs): Partial<Options> {
  return {
    specs: list(a.spec),
    all: a.all,
    schemas: a.schema?.flatMap((s) => (s === "-" ? [s] : list([s])!)),
    schemaDir: a.schemaDir,
    schemaTs: a.schemaTs,
    targets: list(a.target) as Options["targets"] | undefined,
    outDir: a.out,
    patches: a.patches,
    patchFiles: a.patchFile,
    download: a.download,
    downloadMaxBytes: a.downloadMaxBytes,
    formatting: a.formatting,
    formatCache: a.formatCache,
  };
}

type Surroundings = Pick<CliContext, "env" | "cwd"> & Partial<Pick<CliContext, "readStdin" | "stdinIsTTY">>;

/** The config that applies: --config, else the nearest one from the current folder up to the repository root. */
export async function runConfig(a: Pick<SourceArgs, "config">, context: Surroundings = cliContext()): Promise<LoadedConfig | undefined> {
  // Loaded on use, as every command's work is: `--help` starts without the config reader and the overlay it checks.
  const { configFor } = await import("../config/configFor.js");
  return configFor(a.config, context.cwd);
}

/**
 * The one options entry of every command: flags over the config over the environment. Precedence for the schema
 * folder: flag, config, $MCP_SCHEMA_DIR (a repo's config must give the same output whatever a machine's env says).
 * The cache is chosen from the environment here, and `-` reads standard input here, once.
 */
export async function runOptions(a: SourceArgs, context: Surroundings = cliContext()): Promise<Partial<Options>> {
  const flags = optionsFromArgs(a);
  const [loaded, { mergeConfig }] = await Promise.all([runConfig(a, context), import("../config/mergeConfig.js")]);
  const merged = loaded ? mergeConfig(loaded, flags) : flags;
  return {
    ...merged,
    schemaDir: merged.schemaDir ?? context.env.MCP_SCHEMA_DIR,
    cacheDir: defaultCacheDir(context.env, context.cwd),
    stdin: await stdinFor(merged.schemas ?? [], context),
  };
}

/** Standard input's bytes when one of `sources` is `-`: once, and never from a terminal (it would wait forever). */
export async function stdinFor(sources: readonly string[], context: Surroundings = cliContext()): Promise<Uint8Array | undefined> {
  const dashes = sources.filter((s) => s === "-").length;
  if (dashes === 0) return undefined;
  if (dashes > 1) throw new CodegenError("stdin-repeated", {});
  if (context.stdinIsTTY || !context.readStdin) throw new CodegenError("stdin-tty", {});
  return context.readStdin();
}

/** Warnings go to stderr at the CLI, never from inside a stage. */
export function printWarnings(warnings: readonly SourceWarning[], stderr: NodeJS.WritableStream = process.stderr): void {
  for (const w of warnings) stderr.write(`mcp-codegen: warning: ${printable(`${w.source}: ${formatMessage(w.message)}`)}\n`);
}

/**
 * Progress on stderr. --verbose: a line per stage with its time and what it did. On a terminal (not --quiet): the
 * stage running now on one line that is rewritten, then one summary line of stage timings. Else: nothing.
 */
export function stageReporter(
  context: Pick<CliContext, "progress" | "verbose"> = cliContext(),
  stderr: Pick<NodeJS.WriteStream, "write"> = process.stderr,
): { onStage: (e: StageEvent) => void; done: () => void } {
  const timings: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
  return {
    onStage: (e) => {
      if (context.verbose) {
        if (e.phase === "end") stderr.write(`mcp-codegen: ${e.stage.padEnd(7)} ${seconds(e.ms).padStart(7)}  ${e.detail}\n`);
        return;
      }
      if (!context.progress) return;
      if (e.phase === "start") stderr.write(`\r\x1b[Kmcp-codegen: ${e.stage}${e.detail ? ` ${e.detail}` : ""}...`);
      else if (!e.stage.includes(":")) timings.push(`${e.stage} ${seconds(e.ms)}`);
    },
    done: () => {
      if (context.progress && !context.verbose && timings.length > 0) stderr.write(`\r\x1b[Kmcp-codegen: ${timings.join(", ")}\n`);
    },
  };
}
