import { transformSync } from "esbuild";

/**
 * validators.ts -> plain ESM JavaScript: esbuild strips the types, statement by statement
 * (no program, no type-check, no TypeScript compiler). Its printing is the file's format:
 * nobody reads validators.js, so the formatter does not run on it.
 */
export function transpile(source: string, fileName: string): string {
  return transformSync(source, {
    loader: "ts",
    format: "esm",
    target: "es2022",
    sourcefile: fileName,
    legalComments: "none",
  }).code;
}
