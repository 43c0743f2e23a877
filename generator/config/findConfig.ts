import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { configFileNames } from "./config.js";

/**
 * The config that applies in `dir`: the nearest mcp-codegen.config.json (before .mjs) in `dir` or a folder above it,
 * stopping at the repository root (a folder holding `.git`), as prettier and eslint look. Undefined when none.
 */
export function findConfig(dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const found = configFileNames.map((name) => join(current, name)).find((path) => existsSync(path));
    if (found) return found;
    if (existsSync(join(current, ".git")) || dirname(current) === current) return undefined;
  }
}
