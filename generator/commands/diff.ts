import { appendFileSync } from "node:fs";
import { join } from "node:path";
import type { CommandModule } from "yargs";
import type { Policy } from "../diff/policy.js";
import type { DiffReport } from "../diff/report/build.js";
import { reportFormats, type ReportFormat } from "../diff/report/formats.js";
import type { Level } from "../diff/types.js";
import type { JsonValue, Model } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";
import { resolveOptions, type Options } from "../options.js";
import { cliContext } from "./context.js";
import { runConfig, runOptions, schemaTsFlag, stdinFor } from "./shared.js";

interface DiffArgs {
  from: string;
  to: string;
  format: ReportFormat;
  out?: string;
  failOn?: Level;
  tsFrom?: string | false;
  tsTo?: string | false;
  schemaTs?: string | false;
  schemaDir?: string;
  patches?: boolean;
  download?: boolean;
  ignore?: string;
  config?: string;
  summary?: string;
}

/** What changed between two spec versions, who it breaks, what is deprecated. Exit 1 at or above --fail-on. */
export const diffCommand: CommandModule<object, DiffArgs> = {
  command: "diff <from> <to>",
  describe: "report what changed between two schemas (version names, files, URLs, git:<ref>:<path> or - for stdin): md, json, html or github",
  builder: (y) =>
    schemaTsFlag(y, "--no-schema-ts: read no schema.ts on either side (--ts-from and --ts-to name each side's)")
      .positional("from", { type: "string", demandOption: true, describe: "old version, schema.json file, URL, git:<ref>:<path> or -" })
      .positional("to", { type: "string", demandOption: true, describe: "new version, schema.json file, URL, git:<ref>:<path> or -" })
      .option("format", { choices: reportFormats, default: "md" as ReportFormat, describe: "report format (github: workflow annotations + job summary)" })
      .option("out", { type: "string", describe: "write the report to FILE (- or default: stdout)" })
      .option("fail-on", { choices: ["ERR", "WARN"] as const, describe: "exit 1 when a change at or above this level is found (accepted changes excluded)" })
      .option("ignore", { type: "string", describe: 'accepted changes: a JSON file { "accepted": [{ "rule", "path", "reason" }] } (default: the config\'s diff.ignore)' })
      .option("config", { type: "string", describe: "config file (schemaDir, diff.severity, diff.ignore) [default: the nearest mcp-codegen.config.json]" })
      .option("summary", { type: "string", describe: "with --format github: append the Markdown job summary to FILE (default: $GITHUB_STEP_SUMMARY)" })
      .option("ts-from", { type: "string", describe: "the old side's schema.ts, for @deprecated tags (default: the one beside its schema.json; --no-ts-from: none)" })
      .option("ts-to", { type: "string", describe: "the new side's schema.ts (default: the one beside its schema.json; --no-ts-to: none)" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json (default: $MCP_SCHEMA_DIR, then the cache)" })
      .option("patches", { type: "boolean", describe: "apply the guarded patches for upstream defects [default: true]" })
      .option("download", { type: "boolean", describe: "download a known version missing locally [default: true]" }) as never,
  handler: async (argv) => {
    // The one options entry every command uses: config (found upward), flags, environment; `-` reads stdin.
    if (typeof argv.schemaTs === "string") {
      // --no-schema-ts applies to both sides; a file names one side's, which --ts-from and --ts-to say.
      throw new CodegenError("options-invalid", { detail: "--schema-ts names one schema.ts, but diff reads two sources: use --ts-from and --ts-to" });
    }
    const base = await runOptions({ config: argv.config, schemaDir: argv.schemaDir, patches: argv.patches, download: argv.download, schemaTs: argv.schemaTs });
    const options = resolveOptions({ ...base, stdin: await stdinFor([argv.from, argv.to]) });
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const [{ diffModels }, { buildReport }, { renderReport }, { renderMarkdown }, { format }, { withOptionsOverlay }] = await Promise.all([
      import("../diff/diffModels.js"),
      import("../diff/report/build.js"),
      import("../diff/report/render.js"),
      import("../diff/report/markdown.js"),
      import("../emit/format.js"),
      import("../diff/report/overlay.js"),
    ]);
    const { importedVersions } = await import("../overlay/importSources.js");
    const policy = await readPolicy(argv);
    const [from, to] = [await readDiffSide(argv.from, argv.tsFrom, options), await readDiffSide(argv.to, argv.tsTo, options)];
    const changes = diffModels(from, to);
    const report = withOptionsOverlay(buildReport(argv.from, argv.to, changes, policy), to, argv.to, options, await importedVersions(options));
    const rendered = renderReport(report, argv.format);
    // Markdown is written as rendered: table formatting would pad every row to the widest.
    const [file] = argv.format === "json" || argv.format === "html" ? await format([rendered]) : [rendered];
    if (argv.out && argv.out !== "-") await writeReport(argv.out, file!.contents);
    else process.stdout.write(file!.contents);
    const summary = argv.summary ?? cliContext().env.GITHUB_STEP_SUMMARY;
    if (argv.format === "github" && summary) appendFileSync(summary, `${renderMarkdown(report)}\n`);
    if (argv.failOn && reaches(report, argv.failOn)) process.exitCode = 1;
  },
};

/** Whole or not at all (temp file and rename), creating the folder; a path that cannot be written is bad input. */
async function writeReport(path: string, contents: string): Promise<void> {
  const { writeFileAtomic } = await import("../emit/write.js");
  try {
    await writeFileAtomic(path, contents);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code !== "string") throw e;
    throw new CodegenError("out-dir-unwritable", { dir: path, detail: code });
  }
}

/** Severity overrides from the config, accepted changes from --ignore or the config's `diff.ignore`. */
async function readPolicy(argv: DiffArgs): Promise<Policy> {
  const [loaded, { checkSeverity, parseAccepted }] = await Promise.all([runConfig(argv), import("../diff/policy.js")]);
  const policy: Policy = {};
  if (loaded?.config.diff?.severity) policy.severity = checkSeverity(loaded.config.diff.severity, loaded.file, "#/diff/severity");
  const ignore = argv.ignore ?? (loaded?.config.diff?.ignore ? join(loaded.dir, loaded.config.diff.ignore) : undefined);
  if (ignore) policy.accepted = parseAccepted(await readJson(ignore), ignore);
  return policy;
}

/**
 * One side of a diff through the one loader, for the CLI and the library alike: lenient on dangling refs, with the
 * tags of its schema.ts (`ts` names one; `false` reads none; undefined: the one beside its schema.json, or none when
 * `options.schemaTs` is false; for `git:<ref>:<path>`, beside it at that ref).
 */
export async function readDiffSide(arg: string, ts: string | false | undefined, options: Options): Promise<Model> {
  const [{ loadSource }, { diffReading }] = await Promise.all([import("../ingest/loadSource.js"), import("../diff/modelForDiff.js")]);
  const schemaTs = ts ?? (options.schemaTs === false ? false : undefined);
  return (await loadSource(arg, { ...options, schemaTs, ...diffReading })).model;
}

/** A JSON file of the user's (the accepted changes), read as strictly as a schema: a regular UTF-8 file. */
async function readJson(path: string): Promise<JsonValue> {
  const { readTextFile } = await import("../read/readFile.js");
  const text = await readTextFile(path);
  try {
    return JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file: path, pointer: "#" });
  }
}

const rank: Record<Level, number> = { ERR: 0, WARN: 1, INFO: 2 };
const overlayLevel = { breaks: "ERR", obsolete: "WARN", applies: "INFO" } as const;

/** Whether a row not accepted by the ignore file is at or above `threshold`; an overlay entry that breaks is ERR, an obsolete one WARN. */
export function reaches(report: DiffReport, threshold: Level): boolean {
  const overlay = (report.overlay?.entries ?? []).some((e) => rank[overlayLevel[e.outcome]] <= rank[threshold]);
  return overlay || report.changes.some((c) => c.accepted === undefined && rank[c.level] <= rank[threshold]);
}
