import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { CommandModule } from "yargs";
import { diffModels } from "../diff/diffModels.js";
import { modelForDiff } from "../diff/modelForDiff.js";
import { buildReport } from "../diff/report/build.js";
import { renderReport, reportFormats, type ReportFormat } from "../diff/report/render.js";
import type { Change, Level } from "../diff/types.js";
import { format } from "../emit/format.js";
import { effectiveSchema } from "../generate.js";
import { isUrl } from "../ingest/load.js";
import { besideSchemaTs, knownVersions, resolveVersion, sourceName, type ResolvedSource } from "../ingest/sources.js";
import { applySchemaTs } from "../ingest/applySchemaTs.js";
import { loadSchemaTs } from "../ingest/loadSchemaTs.js";
import { resolveOptions, type Options } from "../options.js";

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
      .option("out", { type: "string", describe: "write the report to FILE (default: stdout)" })
      .option("fail-on", { choices: ["ERR", "WARN"] as const, describe: "exit 1 when a change at or above this level is found" })
      .option("ts-from", { type: "string", describe: "the old version's schema.ts, for @deprecated tags (default: a schema.ts beside the schema.json)" })
      .option("ts-to", { type: "string", describe: "the new version's schema.ts" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json (default: $MCP_SCHEMA_DIR, then the cache)" })
      .option("patches", { type: "boolean", default: true, describe: "apply the guarded patches for upstream defects" })
      .option("download", { type: "boolean", default: true, describe: "download a known version missing locally" }) as never,
  handler: async (argv) => {
    // The environment is read here, at the entry.
    const options = resolveOptions({ schemaDir: argv.schemaDir ?? process.env.MCP_SCHEMA_DIR, patches: argv.patches, download: argv.download });
    const [from, to] = [await resolveSide(argv.from, options), await resolveSide(argv.to, options)];
    const changes = diffModels(await modelOf(from, options, argv.tsFrom), await modelOf(to, options, argv.tsTo));
    const report = buildReport(argv.from, argv.to, changes);
    const [file] = await format([renderReport(report, argv.format)]);
    if (argv.out) await writeFile(argv.out, file!.contents);
    else process.stdout.write(file!.contents);
    if (argv.failOn && reaches(changes, argv.failOn)) process.exitCode = 1;
  },
};

/** A version name resolves like `--spec`; anything else is a file or URL. */
async function resolveSide(arg: string, options: Options): Promise<ResolvedSource> {
  if (knownVersions().some((k) => k.version === arg)) return resolveVersion(arg, options);
  if (isUrl(arg) || existsSync(arg) || /[\\/.]/.test(arg)) return { name: sourceName(arg), source: arg, location: arg, pin: null };
  return resolveVersion(arg, options);
}

/** The side's IR, with the tags of its schema.ts (`--ts-*` if given, else the one beside a local schema.json). */
async function modelOf(source: ResolvedSource, options: Options, explicitTs: string | undefined) {
  const { loaded, patched } = await effectiveSchema(source, options);
  const model = modelForDiff({ ...loaded, json: patched.json });
  const schemaTs = explicitTs !== undefined ? { location: explicitTs, pin: null } : (source.schemaTs ?? besideOf(source));
  return schemaTs ? applySchemaTs(model, await loadSchemaTs(schemaTs)) : model;
}

function besideOf(source: ResolvedSource) {
  const location = besideSchemaTs(source.location);
  return location ? { location, pin: null } : undefined;
}

const rank: Record<Level, number> = { ERR: 0, WARN: 1, INFO: 2 };

export function reaches(changes: readonly Change[], threshold: Level): boolean {
  return changes.some((c) => rank[c.level] <= rank[threshold]);
}
