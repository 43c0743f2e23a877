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
  js: { parser: "babel", plugins: () => babelPlugins() },
  mjs: { parser: "babel", plugins: () => babelPlugins() },
  json: { parser: "json", plugins: () => babelPlugins() },
  md: { parser: "markdown", plugins: async () => [await import("prettier/plugins/markdown")] },
  html: {
    parser: "html",
    plugins: async () => Promise.all([import("prettier/plugins/html"), import("prettier/plugins/postcss"), ...(await babelPlugins())]),
  },
};

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

/** The last stage: prettier over every file it has a parser for; other files pass unchanged. */
export async function format(
  files: readonly OutputFile[],
  placement: { formatting: Formatting; outDir: string } = { formatting: "builtin", outDir: "." },
): Promise<OutputFile[]> {
  // Loaded only when a file needs it: a run whose files are all final (the ts target under `builtin`) never loads it.
  const prettierFormat: typeof import("prettier/standalone").format = async (...args) => (await import("prettier/standalone")).format(...args);
  const settingsFor = placement.formatting === "project" ? projectSettings(resolve(placement.outDir)) : async () => builtinSettings;
  return Promise.all(
    files.map(async (f) => {
      // A target's own formatting is mcp-codegen's: final under `builtin`. Under `project` the user's settings rule, so
      // every file goes through prettier as the user's `prettier --write` would take it (slower for big validators).
      if (f.formatted && placement.formatting === "builtin") return { path: f.path, contents: f.contents };
      const choice = parsers[f.path.slice(f.path.lastIndexOf(".") + 1)];
      if (!choice) return f;
      const settings = await settingsFor(f.path);
      if (settings.plugins?.length) return { path: f.path, contents: await withProjectPlugins(f, settings, placement.outDir) };
      const plugins = await choice.plugins();
      const contents = await prettierFormat(f.contents, { ...settings, parser: choice.parser, plugins });
      return { path: f.path, contents };
    }),
  );
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
