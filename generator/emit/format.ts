import * as prettier from "prettier";
import type { OutputFile } from "../targets/target.js";

// babel-ts prints TypeScript exactly as the typescript parser does here, in about two thirds of the time.
const parsers: Record<string, string> = { ts: "babel-ts", js: "babel", mjs: "babel", json: "json", md: "markdown", html: "html" };

/** The last stage: prettier over every file it has a parser for; other files pass unchanged. */
export async function format(files: readonly OutputFile[]): Promise<OutputFile[]> {
  return Promise.all(
    files.map(async (f) => {
      const ext = f.path.slice(f.path.lastIndexOf(".") + 1);
      const parser = parsers[ext];
      if (!parser) return f;
      const contents = await prettier.format(f.contents, { parser, printWidth: 120, proseWrap: "preserve" });
      return { path: f.path, contents };
    }),
  );
}
