import { join, resolve } from "node:path";
import type { Options as PrettierOptions, Plugin } from "prettier";
import type { EmittedFile, OutputFile } from "./output.js";
import { cachedFormat } from "./formatCache.js";
import { formattings, type Formatting } from "../options.js";
import { formatPieces, formatTemplate, unformattedText, type PieceFormatter } from "./formatPieces.js";
import { statementLayout } from "./layout/index.js";

/**
 * Parser and plugins per file extension. prettier's standalone build with only the plugins a
 * run needs loads in a fraction of the time of its full entry; babel-ts prints TypeScript
 * exactly as the typescript parser does here, in about two thirds of the time.
 */
const parsers: Record<string, Parser> = {
  ts: { parser: "babel-ts", plugins: () => babelPlugins() },
  // Generated JavaScript is plain ESM: meriyah parses it to the same print as babel, in about three quarters of the time.
  js: { parser: "meriyah", plugins: () => meriyahPlugins() },
  mjs: { parser: "meriyah", plugins: () => meriyahPlugins() },
  json: { parser: "json", plugins: () => babelPlugins() },
  md: { parser: "markdown", plugins: async () => [await import("prettier/plugins/markdown")] },
  html: {
    parser: "html",
    plugins: async () => Promise.all([import("prettier/plugins/html"), import("prettier/plugins/postcss"), ...(await babelPlugins())]),
  },
};

interface Parser {
  parser: string;
  plugins: () => Promise<Plugin[]>;
}

async function meriyahPlugins(): Promise<Plugin[]> {
  return Promise.all([import("prettier/plugins/meriyah"), import("prettier/plugins/estree")]) as Promise<Plugin[]>;
}

async function babelPlugins(): Promise<Plugin[]> {
  return Promise.all([import("prettier/plugins/babel"), import("prettier/plugins/estree")]) as Promise<Plugin[]>;
}

/** mcp-codegen's own settings, for `formatting: "builtin"` and for output with no folder (a report on stdout). */
export const builtinSettings: PrettierOptions = { printWidth: 120, proseWrap: "preserve" };

export { formattings, type Formatting };

/** Where output goes, whose settings format it, and where formatted text is kept for the next run (none: not kept). */
export interface Placement {
  formatting: Formatting;
  outDir: string;
  formatCacheDir?: string | undefined;
}

/** The placement of a run: its format cache beside the download cache, unless turned off. */
export function placementOf(options: { formatting: Formatting; outDir: string; cacheDir: string; formatCache: boolean }): Placement {
  return { formatting: options.formatting, outDir: options.outDir, formatCacheDir: options.formatCache ? join(options.cacheDir, "format") : undefined };
}

/**
 * The output stage's formatting: every file the targets emitted, in its final form. prettier over every file it has
 * a parser for, a batch of statements at a time where the target gave statements; other files pass unchanged.
 */
export async function format(files: readonly EmittedFile[], placement: Placement = { formatting: "builtin", outDir: "." }): Promise<OutputFile[]> {
  const settingsFor = settingsResolver(placement);
  // One file at a time: prettier's work on one is CPU-bound either way, and only one file's syntax trees are alive at
  // once (formatting every file concurrently held them all, doubling the peak memory of a run over six versions).
  const out: OutputFile[] = [];
  for (const f of files) out.push(await formatFile(f, placement, settingsFor));
  return out;
}

/**
 * Past this much source a file is written as the code builders laid it out, without prettier: prettier costs about a
 * second of CPU per megabyte, and 20,000 definitions make some 60 MB of validators. The spec's files are under 0.6 MB.
 */
export const formatLimitChars = 8 * 1024 * 1024;

async function formatFile(file: EmittedFile, placement: Placement, settingsFor: (path: string) => Promise<PrettierOptions>): Promise<OutputFile> {
  const { path } = file;
  const choice = parserFor(path);
  if (emittedChars(file) > formatLimitChars) return { path, contents: unformattedText(file) };
  // A file only tools read keeps its printer's layout under our settings; a project's settings format it too.
  if (!choice || (file.machineRead && placement.formatting === "builtin")) return { path, contents: unformattedText(file) };
  const settings = await settingsFor(path);
  const formatter = pieceFormatter(path, settings, choice, placement);
  // A config naming plugins: pieces cannot stand for the whole (a plugin may look across statements, as import
  // sorting does), so the whole file goes to prettier.
  const whole = "contents" in file ? formatter?.layout?.(file.contents) : undefined;
  if (whole !== undefined) return { path, contents: formatter!.finish(whole) };
  if (!formatter || "contents" in file) return { path, contents: await formatText(path, unformattedText(file), settings, choice, placement) };
  if ("template" in file) return { path, contents: await formatTemplate(file, formatter) };
  return { path, contents: await formatPieces(file, formatter) };
}

/** The size of a file's unformatted source, without assembling it. */
function emittedChars(file: EmittedFile): number {
  if ("contents" in file) return file.contents.length;
  const texts = "template" in file ? Object.values(file.slots).flat() : file.pieces;
  return texts.reduce((n, t) => n + t.length, 0);
}

/** Undefined where pieces cannot stand for the whole: a project config naming plugins. */
function pieceFormatter(path: string, settings: PrettierOptions, choice: Parser, placement: Placement): PieceFormatter | undefined {
  if (settings.plugins?.length) return undefined;
  const eol = settings.endOfLine === "crlf" ? "\r\n" : settings.endOfLine === "cr" ? "\r" : undefined;
  // Pieces are printed with "\n" so that assembling them (blank lines, trimming) sees one kind of line end;
  // prettier turns every line end of its output into the chosen one, template literals' included, as `finish` does.
  const lf: PrettierOptions = { ...settings, endOfLine: "lf" };
  return {
    piece: (text) => formatText(path, text, lf, choice, placement),
    finish: (text) => (eol ? text.replace(/\r\n?|\n/g, eol) : text),
    // prettier's layout where the stage's printers know it for these settings: prettier is not run for those.
    layout: statementLayout(path, settings),
  };
}

function parserFor(path: string): Parser | undefined {
  return parsers[path.slice(path.lastIndexOf(".") + 1)];
}

function settingsResolver(placement: Placement): (path: string) => Promise<PrettierOptions> {
  return placement.formatting === "project" ? projectSettings(resolve(placement.outDir)) : async () => builtinSettings;
}

/** The one call into prettier, through the format cache when the placement keeps one. */
async function formatText(path: string, text: string, settings: PrettierOptions, choice: Parser, placement: Placement): Promise<string> {
  // A plugin's version is not known here, so text formatted with plugins is not kept.
  if (settings.plugins?.length) return withProjectPlugins(path, text, settings, placement.outDir);
  const run = async () => {
    const { format: prettierFormat } = await import("prettier/standalone");
    return prettierFormat(text, { ...settings, parser: choice.parser, plugins: await choice.plugins() });
  };
  if (!placement.formatCacheDir) return run();
  // The standalone build exports its version (its typings do not say so).
  const { version } = (await import("prettier/standalone")) as unknown as { version: string };
  return cachedFormat(placement.formatCacheDir, { text, formatter: `prettier ${version}`, parser: choice.parser, settings }, run);
}

/** Settings per output path, resolved as prettier resolves them for that file (overrides included). */
function projectSettings(outDir: string): (path: string) => Promise<PrettierOptions> {
  return async (path) => {
    const prettier = await import("prettier");
    const config = await prettier.resolveConfig(join(outDir, path), { editorconfig: true });
    const { parser: _parser, filepath: _filepath, ...settings } = config ?? {};
    return settings;
  };
}

/** A config that names plugins: prettier's full entry loads them from the user's project, as its CLI would. */
async function withProjectPlugins(path: string, text: string, settings: PrettierOptions, outDir: string): Promise<string> {
  const prettier = await import("prettier");
  return prettier.format(text, { ...settings, filepath: join(resolve(outDir), path) });
}
