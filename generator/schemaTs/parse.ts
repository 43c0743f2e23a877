/**
 * schema.ts text -> its syntax tree, by @babel/parser (an ordinary dependency, pure JavaScript): the one place the
 * parser is called. Comments stay attached to the nodes they precede (`leadingComments`), which is where
 * `docTags.ts` reads JSDoc from. Parsed only: nothing is type-checked or executed.
 */
import { createRequire } from "node:module";
import type * as BabelParser from "@babel/parser";
import type { File } from "@babel/types";
import { CodegenError } from "../messages/error.js";

// Through require, not import: importing this CommonJS package from an ES module makes Node scan its 1.8 MB source for
// export names first (about 55 ms of CPU a run; require skips that).
const { parse } = createRequire(import.meta.url)("@babel/parser") as typeof BabelParser;

export function parseSchemaTs(text: string, file: string): File {
  try {
    return parse(text, {
      sourceType: "module",
      plugins: [["typescript", { dts: /\.d\.[cm]?ts$/i.test(file) }]],
      attachComment: true,
      errorRecovery: true,
    });
  } catch (e) {
    const err = e as Error & { loc?: { line: number; column: number } };
    const at = err.loc ? `${file}:${err.loc.line}:${err.loc.column + 1}` : file;
    throw new CodegenError("schema-ts-not-typescript", { detail: err.message.replace(/ \(\d+:\d+\)$/, "") }, { file: at });
  }
}
