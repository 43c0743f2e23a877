import { join, resolve } from "node:path";
import type { Options as PrettierOptions, Plugin } from "prettier";
import type { EmittedFile, EmittedStripped, EmittedTemplate, OutputFile } from "./output.js";
import { cachedFormat } from "./formatCache.js";
import { formattings, type Formatting } from "../options.js";
import { formatPieces, formatStripped, formatTemplate, unformattedStripped, unformattedText, type FormattedSlots, type PieceFormatter } from "./formatPieces.js";
import { printedWidth, statementLayout, strippedLayout } from "./layout/index.js";

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
  // A TypeScript file that a JavaScript file is stripped from keeps its formatted slots until that file is printed.
  const sources = new Set(files.flatMap((f) => ("strippedFrom" in f ? [f.strippedFrom] : [])));
  const kept = new Map<string, { slots: FormattedSlots; settings: PrettierOptions }>();
  const out: OutputFile[] = new Array(files.length);
  // A stripped file waits for its source (files come sorted by path: validators.js before validators.ts).
  const waiting = new Map<string, number[]>();
  const formatStrippedAt = async (i: number) => {
    const f = files[i] as EmittedStripped;
    out[i] = await formatStrippedFile(f, sourceOf(f, files), kept.get(f.strippedFrom), placement, settingsFor);
    kept.delete(f.strippedFrom);
  };
  for (const [i, f] of files.entries()) {
    if ("strippedFrom" in f) {
      if (kept.has(f.strippedFrom) || !files.slice(i + 1).some((later) => later.path === f.strippedFrom)) await formatStrippedAt(i);
      else waiting.set(f.strippedFrom, [...(waiting.get(f.strippedFrom) ?? []), i]);
      continue;
    }
    const keep = sources.has(f.path) ? async (slots: FormattedSlots) => void kept.set(f.path, { slots, settings: await settingsFor(f.path) }) : undefined;
    out[i] = await formatFile(f, placement, settingsFor, keep);
    for (const j of waiting.get(f.path) ?? []) await formatStrippedAt(j);
    waiting.delete(f.path);
  }
  return out;
}

function sourceOf(file: EmittedStripped, files: readonly EmittedFile[]): EmittedTemplate {
  const source = files.find((f) => f.path === file.strippedFrom);
  if (!source || !("template" in source)) throw new Error(`${file.path}: stripped from ${file.strippedFrom}, which is not a template file of this run`);
  return source;
}

/**
 * JavaScript from the run's TypeScript: where the TypeScript was formatted with the same settings, its formatted
 * functions are reused with their types left out; the rest is stripped of its types, then printed as any file is.
 */
async function formatStrippedFile(
  file: EmittedStripped,
  source: EmittedTemplate,
  formatted: { slots: FormattedSlots; settings: PrettierOptions } | undefined,
  placement: Placement,
  settingsFor: (path: string) => Promise<PrettierOptions>,
): Promise<OutputFile> {
  const { path } = file;
  const choice = parserFor(path);
  if (!choice || emittedChars(source) > formatLimitChars) return { path, contents: unformattedStripped(source) };
  const settings = await settingsFor(path);
  const formatter = pieceFormatter(path, settings, choice, placement);
  if (!formatter) return { path, contents: await formatText(path, unformattedStripped(source), settings, choice, placement) };
  const width = printedWidth(settings);
  const same = formatted && width !== undefined && JSON.stringify(formatted.settings) === JSON.stringify(settings);
  const contents = await formatStripped(source, formatter, {
    formatted: same ? { slots: formatted.slots, width } : undefined,
    signatureTyped: file.signatureTyped ?? [],
    layout: strippedLayout(settings),
  });
  return { path, contents };
}

/**
 * Past this much source a file is written as the code builders laid it out, without prettier: prettier costs about a
 * second of CPU per megabyte, and 20,000 definitions make some 60 MB of validators. The spec's files are under 0.6 MB.
 */
export const formatLimitChars = 8 * 1024 * 1024;

async function formatFile(
  file: Exclude<EmittedFile, EmittedStripped>,
  placement: Placement,
  settingsFor: (path: string) => Promise<PrettierOptions>,
  keep?: (slots: FormattedSlots) => Promise<void>,
): Promise<OutputFile> {
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
  if ("template" in file) {
    let slots: FormattedSlots | undefined;
    const contents = await formatTemplate(file, formatter, (s) => void (slots = s));
    if (slots && keep) await keep(slots);
    return { path, contents };
  }
  return { path, contents: await formatPieces(file, formatter) };
}

/** The size of a file's unformatted source, without assembling it. */
function emittedChars(file: Exclude<EmittedFile, EmittedStripped>): number {
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
