import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { buffer } from "node:stream/consumers";
import yargs, { type Argv, type CommandModule } from "yargs";
import { commands } from "./commands/index.js";
import { setCliContext, type CliContext } from "./commands/context.js";
import { helpEpilogue, helpExamples } from "./commands/help.js";
import { formatMessage } from "./messages/catalog.js";
import { printable } from "./messages/printable.js";
import { isCodegenError } from "./messages/error.js";
import { projectRoot } from "./projectRoot.js";
import { generatorVersion } from "./version.js";

/** A usage problem found by yargs or by our flag checks: exit 2. */
class UsageError extends Error {}

/**
 * Exit codes are a contract: 0 ok; 1 findings only (check, diff --fail-on, crosscheck); 2 bad input or usage, one
 * line naming the file and the JSON pointer; 3 an internal error, one line saying where to report it (the stack with
 * --verbose). The process environment is read here and nowhere deeper.
 */
export async function main(
  argv: string[],
  context: Partial<CliContext> = {},
  registry: readonly CommandModule<object, never>[] = commands,
): Promise<number> {
  const verbose = argv.includes("--verbose");
  const quiet = argv.includes("--quiet");
  setCliContext({
    env: process.env,
    cwd: process.cwd(),
    readStdin: once(async () => new Uint8Array(await buffer(process.stdin))),
    stdinIsTTY: Boolean(process.stdin.isTTY),
    progress: Boolean(process.stderr.isTTY) && !quiet,
    verbose,
    quiet,
    ...context,
  });
  try {
    const parser = yargs(dashAsValue(argv))
      .scriptName("mcp-codegen")
      .usage("mcp-codegen <command> [options]\n\nGenerate TypeScript types, validators, method maps, version diffs and bindings from the MCP spec's schema.json.")
      .version(generatorVersion)
      .option("quiet", { type: "boolean", global: true, describe: "print nothing but results and errors" })
      .option("verbose", { type: "boolean", global: true, describe: "print each stage and its time; stack traces of internal errors" })
      .strict()
      .demandCommand(1, "name a command")
      .recommendCommands()
      .middleware(refuseRepeatedFlags as never)
      .middleware(restoreDashes as never)
      .fail((message, error) => {
        // Throwing stops yargs from running the command after a usage error.
        throw error ?? new UsageError(message);
      })
      .epilogue(helpEpilogue())
      .wrap(Math.min(110, process.stdout.columns ?? 100));
    for (const [command, description] of helpExamples) parser.example(command, description);
    for (const c of registry) parser.command(c);
    await parser.parseAsync();
  } catch (e) {
    return reportFailure(e, verbose);
  }
  return typeof process.exitCode === "number" ? process.exitCode : 0;
}

/**
 * `-` names standard input (or output). yargs reads a lone `-` after a flag as a positional and turns a positional `-`
 * into "": after a flag that takes a file it becomes that flag's value, elsewhere a placeholder put back after parsing.
 */
const dashToken = "\u0000stdin";
function dashAsValue(argv: string[]): string[] {
  const takesFile = new Set(["--schema", "--out", "--pr-body"]);
  return argv.flatMap((a, i) => {
    if (a === "-" && i > 0 && takesFile.has(argv[i - 1]!)) return [];
    if (takesFile.has(a) && argv[i + 1] === "-") return [`${a}=-`];
    return [a === "-" ? dashToken : a];
  });
}

function restoreDashes(argv: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(argv)) {
    if (value === dashToken) argv[key] = "-";
    else if (Array.isArray(value)) argv[key] = value.map((v) => (v === dashToken ? "-" : v));
  }
}

/**
 * The process entry both bins call: runs `main`, and turns whatever escapes it (an error on a stream, a promise nobody
 * awaited) into exit 3 with one line, never Node's exit 1 and stack. A reader that stops early (`| head`) is not an error.
 */
export async function run(args: string[]): Promise<void> {
  const verbose = args.includes("--verbose");
  const internal = (e: unknown) => {
    process.exitCode = reportFailure(e, verbose);
    process.exit();
  };
  process.stdout.on("error", (e: NodeJS.ErrnoException) => (e.code === "EPIPE" ? process.exit() : internal(e)));
  process.on("uncaughtException", internal);
  process.on("unhandledRejection", internal);
  process.exitCode = await main(args);
}

/** One line on stderr and the exit code it means. */
export function reportFailure(e: unknown, verbose: boolean): number {
  if (e instanceof UsageError) {
    process.stderr.write(`mcp-codegen: ${e.message}. Run mcp-codegen --help for usage.\n`);
    return 2;
  }
  if (isCodegenError(e)) {
    process.stderr.write(`mcp-codegen: ${oneLine(e.message)}\n`);
    return 2;
  }
  const error = e instanceof Error ? e : new Error(String(e));
  const line = formatMessage({ id: "internal-error", args: { detail: oneLine(error.message), where: firstOwnFrame(error), report: reportUrl() } });
  process.stderr.write(`mcp-codegen: ${line}\n`);
  if (verbose && error.stack) process.stderr.write(`${error.stack}\n`);
  return 3;
}

/** `--out a --out b` would silently keep one; a flag that is not a list must be given once. */
function refuseRepeatedFlags(argv: Record<string, unknown>, y: Argv): void {
  // getOptions is public in yargs 18 but missing from @types/yargs 17.
  const declared = (y as unknown as { getOptions(): { array: string[] } }).getOptions();
  const lists = new Set(declared.array.flatMap((k) => [k, camel(k)]));
  for (const [key, value] of Object.entries(argv)) {
    if (key === "_" || key === "$0" || lists.has(key) || !Array.isArray(value)) continue;
    throw new UsageError(formatMessage({ id: "flag-repeated", args: { flag: kebab(key) } }));
  }
}

const camel = (k: string) => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function oneLine(message: string): string {
  // Catalog messages that span lines (pin mismatch) keep them; others are made one line.
  const lines = message.includes("\n  pinned:") ? message : message.replace(/\s*[\r\n]+\s*/g, " ");
  return printable(lines);
}

function firstOwnFrame(error: Error): string {
  // Our own frame: inside the package, not in a dependency below it (the package itself may sit in node_modules).
  const ours = (l: string) => l.includes(projectRoot) && !l.slice(l.indexOf(projectRoot) + projectRoot.length).includes("node_modules");
  const frame = (error.stack ?? "").split("\n").find(ours);
  const m = frame && /\(?((?:file:\/\/)?\/[^()]+?):(\d+):\d+\)?$/.exec(frame.trim());
  return m ? `${relative(projectRoot, m[1]!.replace(/^file:\/\//, ""))}:${m[2]}` : "";
}

function reportUrl(): string {
  const pkg = JSON.parse(readFileSync(`${projectRoot}package.json`, "utf8")) as { bugs?: string | { url?: string } };
  const url = typeof pkg.bugs === "string" ? pkg.bugs : pkg.bugs?.url;
  return url ?? "the mcp-codegen issue tracker";
}

function once<T>(f: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= f());
}
