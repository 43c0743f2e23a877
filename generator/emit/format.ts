import { join, resolve } from "node:path";
import type { Options as PrettierOptions, Plugin } from "prettier";
import type { OutputFile } from "./output.js";

/**
 * Parser and plugins per file extension. prettier's standalone build with only the plugins a
 * run needs loads in a fraction of the time of its full entry; babel-ts prints TypeScript
 * exactly as the typescript parser does here, in about two thirds of the time.
 */
const parsers: Record<string, { parser: string; plugins: () => Promise<Plugin[]> }> = {
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

async function meriyahPlugins(): Promise<Plugin[]> {
  return Promise.all([import("prettier/plugins/meriyah"), import("prettier/plugins/estree")]) as Promise<Plugin[]>;
}

async function babelPlugins(): Promise<Plugin[]> {
  return Promise.all([import("prettier/plugins/babel"), import("prettier/plugins/estree")]) as Promise<Plugin[]>;
}

/** mcp-codegen's own settings, for `formatting: "builtin"` and for output with no folder (a report on stdout). */
export const builtinSettings: PrettierOptions = { printWidth: 120, proseWrap: "preserve" };

/**
 * How output is formatted. `project`: the prettier configuration that applies to each file where it will be written
 * (prettier's own resolveConfig, .editorconfig included), or prettier's defaults where there is none: exactly what
 * `prettier --write` over the output folder would use, so it changes nothing. `builtin`: `builtinSettings`.
 */
export type Formatting = "project" | "builtin";
export const formattings = ["project", "builtin"] as const satisfies readonly Formatting[];

/** The last stage: prettier over every file it has a parser for; other files, and files already final, pass unchanged. */
export async function format(
  files: readonly OutputFile[],
  placement: Placement = { formatting: "builtin", outDir: "." },
): Promise<OutputFile[]> {
  const settingsFor = settingsResolver(placement);
  return Promise.all(
    files.map(async (f) => {
      // A target that formats its own file does so for this very placement (pieceFormatter): it is final.
      if (f.formatted) return { path: f.path, contents: f.contents };
      const choice = parserFor(f.path);
      if (!choice) return f;
      return { path: f.path, contents: await formatText(f.path, f.contents, await settingsFor(f.path), choice, placement.outDir) };
    }),
  );
}

/** Where output goes and whose settings format it. */
export interface Placement {
  formatting: Formatting;
  outDir: string;
}

/** A file formatted a few statements at a time, with the settings of its placement resolved once. */
export interface PieceFormatter {
  /** Complete top-level statements of the file, printed as prettier prints them in the whole file ("\n" line ends). */
  piece(text: string): Promise<string>;
  /** The file assembled from its pieces, with the line ends the settings ask for. */
  finish(text: string): string;
}

/**
 * A formatter for pieces of the file at `path` (relative to the output folder), so a huge file is formatted in
 * flat memory. Undefined where pieces cannot stand for the whole: a project config naming plugins (a plugin may look
 * across statements, as import sorting does), or a file prettier has no parser for.
 */
export async function pieceFormatter(path: string, placement: Placement): Promise<PieceFormatter | undefined> {
  const choice = parserFor(path);
  if (!choice) return undefined;
  const settings = await settingsResolver(placement)(path);
  if (settings.plugins?.length) return undefined;
  const eol = settings.endOfLine === "crlf" ? "\r\n" : settings.endOfLine === "cr" ? "\r" : undefined;
  // Pieces are printed with "\n" so that assembling them (blank lines, trimming) sees one kind of line end;
  // prettier turns every line end of its output into the chosen one, template literals' included, as `finish` does.
  const lf: PrettierOptions = { ...settings, endOfLine: "lf" };
  return {
    piece: (text) => formatText(path, text, lf, choice, placement.outDir),
    finish: (text) => (eol ? text.replace(/\r\n?|\n/g, eol) : text),
  };
}

function parserFor(path: string): (typeof parsers)[string] | undefined {
  return parsers[path.slice(path.lastIndexOf(".") + 1)];
}

function settingsResolver(placement: Placement): (path: string) => Promise<PrettierOptions> {
  return placement.formatting === "project" ? projectSettings(resolve(placement.outDir)) : async () => builtinSettings;
}

async function formatText(path: string, text: string, settings: PrettierOptions, choice: (typeof parsers)[string], outDir: string): Promise<string> {
  if (settings.plugins?.length) return withProjectPlugins({ path, contents: text }, settings, outDir);
  const { format: prettierFormat } = await import("prettier/standalone");
  return prettierFormat(text, { ...settings, parser: choice.parser, plugins: await choice.plugins() });
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
async function withProjectPlugins(file: OutputFile, settings: PrettierOptions, outDir: string): Promise<string> {
  const prettier = await import("prettier");
  return prettier.format(file.contents, { ...settings, filepath: join(resolve(outDir), file.path) });
}
