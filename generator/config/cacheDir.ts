import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * Where downloads are kept: `$XDG_CACHE_HOME/mcp-codegen` when set; else `node_modules/.cache/mcp-codegen` of the
 * project `cwd` is in (the nearest folder with a package.json, as find-cache-dir does); else `~/.cache/mcp-codegen`.
 * Never inside the installed package, which may be read-only and is replaced on every install.
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "mcp-codegen");
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return join(dir, "node_modules", ".cache", "mcp-codegen");
    if (dirname(dir) === dir) break;
  }
  return join(env.HOME ?? env.USERPROFILE ?? cwd, ".cache", "mcp-codegen");
}
