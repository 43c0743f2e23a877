import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { diffModels } from "../diff/diffModels.js";
import { modelForDiff } from "../diff/modelForDiff.js";
import { buildReport } from "../diff/report/build.js";
import { renderReport, reportFormats, type ReportFormat } from "../diff/report/render.js";
import type { Change, Level } from "../diff/types.js";
import { format } from "../emit/format.js";
import { writeFileAtomic } from "../emit/write.js";
import { effectiveSchema } from "../generate.js";
import { isUrl } from "../ingest/load.js";
import { knownVersions, resolveVersion, sourceName, type ResolvedSource } from "../ingest/sources.js";
import type { TsDeprecation } from "../ingest/tsDeprecations.js";
import { CodegenError } from "../messages/error.js";
import { resolveOptions, type Options } from "../options.js";
import { runOptions, stdinFor } from "./shared.js";

interface DiffArgs {
  from: string;
  to: string;
  format: ReportFormat;
  out?: string;
  failOn?: "ERR" | "WARN";
  tsFrom?: string;
  tsTo?: string;
  schemaDir?: string;
  patches?: boolean;
  download?: boolean;
  config?: string;
}

/** What changed between two spec versions, who it breaks, what is deprecated. Exit 1 at or above --fail-on. */
export const diffCommand: CommandModule<object, DiffArgs> = {
  command: "diff <from> <to>",
  describe: "report what changed between two schemas (version names, files or URLs): md, json or html",
  builder: (y) =>
    y
      .positional("from", { type: "string", demandOption: true, describe: "old version, schema.json file or URL" })
      .positional("to", { type: "string", demandOption: true, describe: "new version, schema.json file or URL" })
      .option("format", { choices: reportFormats, default: "md" as ReportFormat, describe: "report format" })
      .option("out", { type: "string", describe: "write the report to FILE (- or default: stdout)" })
      .option("config", { type: "string", describe: "config file (for schemaDir) [default: the nearest mcp-codegen.config.json]" })
      .option("fail-on", { choices: ["ERR", "WARN"] as const, describe: "exit 1 when a change at or above this level is found" })
      .option("ts-from", { type: "string", describe: "the old version's schema.ts, for @deprecated tags (default: a schema.ts beside the schema.json)" })
      .option("ts-to", { type: "string", describe: "the new version's schema.ts" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json (default: $MCP_SCHEMA_DIR, then the cache)" })
      .option("patches", { type: "boolean", describe: "apply the guarded patches for upstream defects [default: true]" })
      .option("download", { type: "boolean", describe: "download a known version missing locally [default: true]" }) as never,
  handler: async (argv) => {
    // The one options entry every command uses: config (found upward), flags, environment; `-` reads stdin.
    const base = await runOptions({ config: argv.config, schemaDir: argv.schemaDir, patches: argv.patches, download: argv.download });
    const options = resolveOptions({ ...base, stdin: await stdinFor([argv.from, argv.to]) });
    const [from, to] = [await resolveSide(argv.from, options), await resolveSide(argv.to, options)];
    const changes = diffModels(await modelOf(from, options), await modelOf(to, options), {
      tsDeprecations: { from: await tsTags(argv.tsFrom, from), to: await tsTags(argv.tsTo, to) },
    });
    const report = buildReport(argv.from, argv.to, changes);
    const [file] = await format([renderReport(report, argv.format)]);
    if (argv.out && argv.out !== "-") await writeReport(argv.out, file!.contents);
    else process.stdout.write(file!.contents);
    if (argv.failOn && reaches(changes, argv.failOn)) process.exitCode = 1;
  },
};

/** Whole or not at all (temp file and rename), creating the folder; a path that cannot be written is bad input. */
async function writeReport(path: string, contents: string): Promise<void> {
  try {
    await writeFileAtomic(path, contents);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== "string") throw e;
    throw new CodegenError("out-dir-unwritable", { dir: path, detail: code });
  }
}

/** A version name resolves like `--spec`; anything else is a file or URL. */
async function resolveSide(arg: string, options: Options): Promise<ResolvedSource> {
  if (arg === "-") return { name: "stdin", source: "-", location: "-", pin: null };
  if (knownVersions().some((k) => k.version === arg)) return resolveVersion(arg, options);
  if (isUrl(arg) || existsSync(arg) || /[\\/.]/.test(arg)) return { name: sourceName(arg), source: arg, location: arg, pin: null };
  return resolveVersion(arg, options);
}

async function modelOf(source: ResolvedSource, options: Options) {
  const { loaded, patched } = await effectiveSchema(source, options);
  return modelForDiff({ ...loaded, json: patched.json });
}

/** `--ts-*` if given, else a schema.ts beside a local schema.json. */
async function tsTags(explicit: string | undefined, source: ResolvedSource): Promise<TsDeprecation[] | undefined> {
  const beside = isUrl(source.location) || source.location === "-" ? undefined : join(dirname(source.location), "schema.ts");
  const path = explicit ?? (beside && existsSync(beside) ? beside : undefined);
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new CodegenError("file-unreadable", { detail: (e as NodeJS.ErrnoException).code ?? String(e) }, { file: path });
  }
  // Loaded on use: the TypeScript compiler behind it would slow every other command's start.
  const { readTsDeprecations } = await import("../ingest/tsDeprecations.js");
  return readTsDeprecations(text, path).deprecated;
}

const rank: Record<Level, number> = { ERR: 0, WARN: 1, INFO: 2 };

export function reaches(changes: readonly Change[], threshold: Level): boolean {
  return changes.some((c) => rank[c.level] <= rank[threshold]);
}
