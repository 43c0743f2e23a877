import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { OutputFile } from "./output.js";

/**
 * Write `files` into `outDir` all or nothing: build the new tree in a sibling temp
 * folder (starting from a copy of the current one), then swap it in with renames.
 * A failure before the swap leaves the previous out/ untouched.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const target = resolve(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = `${target}.tmp-${stamp}`;
  const old = `${target}.old-${stamp}`;
  try {
    if (existsSync(target)) await cp(target, temp, { recursive: true });
    else await mkdir(temp, { recursive: true });
    for (const f of files) {
      const path = join(temp, f.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, f.contents);
    }
    if (existsSync(target)) await rename(target, old);
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { recursive: true, force: true });
    if (existsSync(old) && !existsSync(target)) await rename(old, target);
    throw e;
  }
  await rm(old, { recursive: true, force: true });
}

/** Paths (relative to outDir) whose content on disk differs from `files`, or is missing. */
export async function staleFiles(outDir: string, files: readonly OutputFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const f of files) {
    const current = await readFile(join(outDir, f.path), "utf8").catch(() => undefined);
    if (current !== f.contents) stale.push(f.path);
  }
  return stale;
}
