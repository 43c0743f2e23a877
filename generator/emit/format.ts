import type { Plugin } from "prettier";
import type { OutputFile } from "./output.js";

/**
 * Parser and plugins per file extension. prettier's standalone build with only the plugins a
 * run needs loads in a fraction of the time of its full entry (which pulls in config
 * resolution we do not use); babel-ts prints TypeScript exactly as the typescript parser
 * does here, in about two thirds of the time.
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

/** The last stage: prettier over every file it has a parser for; other files pass unchanged. */
export async function format(files: readonly OutputFile[]): Promise<OutputFile[]> {
  const { format: prettierFormat } = await import("prettier/standalone");
  return Promise.all(
    files.map(async (f) => {
      if (f.formatted) return { path: f.path, contents: f.contents };
      const choice = parsers[f.path.slice(f.path.lastIndexOf(".") + 1)];
      if (!choice) return f;
      const plugins = await choice.plugins();
      const contents = await prettierFormat(f.contents, { parser: choice.parser, plugins, printWidth: 120, proseWrap: "preserve" });
      return { path: f.path, contents };
    }),
  );
}
