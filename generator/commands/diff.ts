import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import type { CommandModule } from "yargs";
import type { Policy } from "../diff/policy.js";
import type { DiffReport } from "../diff/report/build.js";
import { reportFormats, type ReportFormat } from "../diff/report/formats.js";
import type { Level } from "../diff/types.js";
import { applyPatches } from "../ingest/applyPatches.js";
import { isUrl, parseSchema } from "../ingest/load.js";
import { loadPatches } from "../ingest/loadPatches.js";
import { besideSchemaTs, knownVersions, resolveVersion, sourceName, type ResolvedSource } from "../ingest/sources.js";
import { applySchemaTs } from "../ingest/applySchemaTs.js";
import { loadSchemaTs } from "../ingest/loadSchemaTs.js";
import type { JsonValue, Model } from "../ir/model.js";
import { writeFileAtomic } from "../emit/write.js";
import { CodegenError } from "../messages/error.js";
import { resolveOptions, type Options } from "../options.js";
import { cliContext } from "./context.js";
import { runConfig, runOptions, stdinFor } from "./shared.js";

interface DiffArgs {
  from: string;
  to: string;
  format: ReportFormat;
  out?: string;
  failOn?: Level;
  tsFrom?: string;
  tsTo?: string;
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
    y
      .positional("from", { type: "string", demandOption: true, describe: "old version, schema.json file, URL, git:<ref>:<path> or -" })
      .positional("to", { type: "string", demandOption: true, describe: "new version, schema.json file, URL, git:<ref>:<path> or -" })
      .option("format", { choices: reportFormats, default: "md" as ReportFormat, describe: "report format (github: workflow annotations + job summary)" })
      .option("out", { type: "string", describe: "write the report to FILE (- or default: stdout)" })
      .option("fail-on", { choices: ["ERR", "WARN"] as const, describe: "exit 1 when a change at or above this level is found (accepted changes excluded)" })
      .option("ignore", { type: "string", describe: 'accepted changes: a JSON file { "accepted": [{ "rule", "path", "reason" }] } (default: the config\'s diff.ignore)' })
      .option("config", { type: "string", describe: "config file (schemaDir, diff.severity, diff.ignore) [default: the nearest mcp-codegen.config.json]" })
      .option("summary", { type: "string", describe: "with --format github: append the Markdown job summary to FILE (default: $GITHUB_STEP_SUMMARY)" })
      .option("ts-from", { type: "string", describe: "the old version's schema.ts, for @deprecated tags (default: a schema.ts beside the schema.json)" })
      .option("ts-to", { type: "string", describe: "the new version's schema.ts" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json (default: $MCP_SCHEMA_DIR, then the cache)" })
      .option("patches", { type: "boolean", describe: "apply the guarded patches for upstream defects [default: true]" })
      .option("download", { type: "boolean", describe: "download a known version missing locally [default: true]" }) as never,
  handler: async (argv) => {
    // The one options entry every command uses: config (found upward), flags, environment; `-` reads stdin.
    const base = await runOptions({ config: argv.config, schemaDir: argv.schemaDir, patches: argv.patches, download: argv.download });
    const options = resolveOptions({ ...base, stdin: await stdinFor([argv.from, argv.to]) });
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const [{ diffModels }, { buildReport }, { renderReport }, { renderMarkdown }, { format }] = await Promise.all([
      import("../diff/diffModels.js"),
      import("../diff/report/build.js"),
      import("../diff/report/render.js"),
      import("../diff/report/markdown.js"),
      import("../emit/format.js"),
    ]);
    const policy = await readPolicy(argv);
    const [from, to] = [await readSide(argv.from, argv.tsFrom, options), await readSide(argv.to, argv.tsTo, options)];
    const changes = diffModels(from, to);
    const report = buildReport(argv.from, argv.to, changes, policy);
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
  if (ignore) policy.accepted = parseAccepted(readJson(ignore), ignore);
  return policy;
}

/** The side's IR, with the tags of its schema.ts (`--ts-*` if given, else the one beside a local schema.json). */
async function readSide(arg: string, explicitTs: string | undefined, options: Options): Promise<Model> {
  if (arg.startsWith("git:")) return readGitSide(arg, explicitTs, options);
  const [{ effectiveSchema }, { modelForDiff }] = await Promise.all([import("../generate.js"), import("../diff/modelForDiff.js")]);
  const source = await resolveSide(arg, options);
  const { loaded, patched } = await effectiveSchema(source, options);
  const model = modelForDiff({ ...loaded, json: patched.json });
  const beside = source.location === "-" ? undefined : besideSchemaTs(source.location);
  const schemaTs = explicitTs !== undefined ? { location: explicitTs, pin: null } : (source.schemaTs ?? (beside ? { location: beside, pin: null } : undefined));
  return schemaTs ? applySchemaTs(model, await loadSchemaTs(schemaTs)) : model;
}

/** A version name resolves like `--spec`; anything else is a file or URL; `-` is standard input. */
async function resolveSide(arg: string, options: Options): Promise<ResolvedSource> {
  if (arg === "-") return { name: "stdin", source: "-", location: "-", pin: null };
  if (knownVersions().some((k) => k.version === arg)) return resolveVersion(arg, options);
  if (isUrl(arg) || existsSync(arg) || /[\\/.]/.test(arg)) return { name: sourceName(arg), source: arg, location: arg, pin: null };
  return resolveVersion(arg, options);
}

/**
 * `git:<ref>:<path>`: the file as committed at `ref`, read with `git show` in the current repository,
 * with the schema.ts beside it at the same ref when there is one. No shell; a ref that could be read
 * as an option is refused.
 */
async function readGitSide(arg: string, explicitTs: string | undefined, options: Options): Promise<Model> {
  const rest = arg.slice("git:".length);
  const colon = rest.indexOf(":");
  const [ref, path] = colon < 0 ? ["", ""] : [rest.slice(0, colon), rest.slice(colon + 1)];
  if (ref === "" || path === "" || ref.startsWith("-")) {
    throw new CodegenError("git-source-invalid", { source: arg, detail: "expected git:<ref>:<path>, the ref not starting with -" }, { file: arg });
  }
  const text = gitShow(ref, path);
  if (text === undefined) throw new CodegenError("git-source-invalid", { source: arg, detail: `git show ${ref}:${path} failed` }, { file: arg });
  const { modelForDiff } = await import("../diff/modelForDiff.js");
  const loaded = parseSchema(text, arg, arg);
  const patched = applyPatches(loaded, await loadPatches(sourceName(path), options));
  const model = modelForDiff({ ...loaded, json: patched.json });
  if (explicitTs !== undefined) return applySchemaTs(model, await loadSchemaTs({ location: explicitTs, pin: null }));
  const tsPath = posix.join(posix.dirname(path), "schema.ts");
  const ts = gitShow(ref, tsPath);
  if (ts === undefined) return model;
  // Loaded on use: the parser behind it would slow every other command's start.
  const { readSchemaTs } = await import("../schemaTs/readSchemaTs.js");
  return applySchemaTs(model, readSchemaTs(ts, `git:${ref}:${tsPath}`));
}

function gitShow(ref: string, path: string): string | undefined {
  try {
    return execFileSync("git", ["show", "--no-textconv", `${ref}:${path}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

function readJson(path: string): JsonValue {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new CodegenError("file-unreadable", { detail: (e as NodeJS.ErrnoException).code ?? String(e) }, { file: path });
  }
  try {
    return JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file: path, pointer: "#" });
  }
}

const rank: Record<Level, number> = { ERR: 0, WARN: 1, INFO: 2 };

/** Whether a row not accepted by the ignore file is at or above `threshold`. */
export function reaches(report: DiffReport, threshold: Level): boolean {
  return report.changes.some((c) => c.accepted === undefined && rank[c.level] <= rank[threshold]);
}
