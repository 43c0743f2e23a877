import { lstat, mkdir, open, readdir, readFile, rename, rm, rmdir, unlink, writeFile } from "node:fs/promises";
import { dirname, join, parse, relative, resolve, sep } from "node:path";
import { CodegenError } from "../messages/error.js";
import {
  hashOf,
  isSafeRelativePath,
  lockName,
  manifestName,
  manifestOf,
  manifestText,
  readManifest,
  sameManifest,
  tempMarker,
  type Manifest,
} from "./manifest.js";
import type { OutputFile } from "./output.js";

export interface WriteResult {
  /** Written because new or changed. */
  written: string[];
  unchanged: string[];
  /** Written by an earlier run, no longer generated, removed. */
  removed: string[];
  /** No longer generated but edited by hand since: left in place (and no longer owned). */
  kept: string[];
}

/**
 * Write `files` into `outDir`, which mcp-codegen owns through its manifest. File by file (temp file and rename in
 * the same folder), so every file is always either its old or its new self; the folder itself is never swapped or
 * deleted. Files written before and no longer generated are removed; a file we did not write is never touched.
 */
export async function writeOutput(
  outDir: string,
  files: readonly OutputFile[],
  how: { cwd?: string; manifestText?: (m: Manifest) => Promise<string> } = {},
): Promise<WriteResult> {
  const cwd = how.cwd ?? process.cwd();
  const dir = await guardOutDir(outDir, cwd);
  for (const f of files) assertSafePath(f.path);
  try {
    return await writeOwned(dir, files, how.manifestText ?? (async (m) => manifestText(m)));
  } catch (e) {
    throw refusal(dir, e);
  }
}

/**
 * A file system that refuses (read-only, no permission, no space, a parent that is a file) is the user's to fix:
 * exit 2, saying which. Anything else (our bug) passes unchanged.
 */
export function refusal(dir: string, e: unknown): unknown {
  const { code, path } = e as NodeJS.ErrnoException;
  if (e instanceof CodegenError || typeof code !== "string") return e;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") return new CodegenError("out-dir-read-only", { dir, path: path ?? dir, code });
  return new CodegenError("out-dir-unwritable", { dir, detail: `${code}${path ? ` (${path})` : ""}` });
}

async function writeOwned(dir: string, files: readonly OutputFile[], finalText: (m: Manifest) => Promise<string>): Promise<WriteResult> {
  await mkdir(dir, { recursive: true });
  const release = await lock(dir);
  try {
    await removeLeftoverTemps(dir);
    const before = await ownership(dir);
    for (const f of files) await assertWritable(dir, f.path, before);
    for (const path of Object.keys(before.files)) await assertNoLinkOnTheWay(dir, path);
    const after = manifestOf(files);
    // Written first: a run killed halfway still owns every path it may have touched.
    await replaceFile(dir, manifestName, manifestText({ files: { ...before.files, ...after.files } }));
    const result: WriteResult = { written: [], unchanged: [], removed: [], kept: [] };
    for (const f of files) {
      if ((await readIfFile(join(dir, f.path))) === f.contents) result.unchanged.push(f.path);
      else {
        await replaceFile(dir, f.path, f.contents);
        result.written.push(f.path);
      }
    }
    for (const path of Object.keys(before.files).filter((p) => !(p in after.files)).sort()) {
      const current = await readIfFile(join(dir, path));
      if (current === undefined) continue;
      if (hashOf(current) !== before.files[path]) {
        result.kept.push(path);
        continue;
      }
      await unlink(join(dir, path));
      await pruneEmptyParents(dir, path);
      result.removed.push(path);
    }
    const text = await finalText(after);
    if ((await readIfFile(join(dir, manifestName))) !== text) await replaceFile(dir, manifestName, text);
    return result;
  } finally {
    await release();
  }
}

export type DriftKind = "stale" | "missing" | "extra" | "edited";

/** A difference between the output folder and what generation gives now. */
export interface Drift {
  path: string;
  kind: DriftKind;
}

/**
 * What `generate` would change in `outDir`: `stale` (generated from other input), `edited` (changed by hand since it
 * was written), `missing`, and `extra` (written before, no longer generated). Files we did not write are not ours to
 * report. The manifest is compared by value.
 */
export async function outputDrift(outDir: string, files: readonly OutputFile[]): Promise<Drift[]> {
  const dir = resolve(outDir);
  const manifest = await readManifest(dir);
  const drift: Drift[] = [];
  for (const f of files) {
    const current = await readIfFile(join(dir, f.path));
    if (current === f.contents) continue;
    const owned = manifest?.files[f.path];
    if (current === undefined) drift.push({ path: f.path, kind: "missing" });
    else if (owned !== undefined && hashOf(current) !== owned) drift.push({ path: f.path, kind: "edited" });
    else drift.push({ path: f.path, kind: "stale" });
  }
  const generated = new Set(files.map((f) => f.path));
  for (const path of Object.keys(manifest?.files ?? {}).sort()) {
    if (!generated.has(path) && (await readIfFile(join(dir, path))) !== undefined) drift.push({ path, kind: "extra" });
  }
  if (!manifest) drift.push({ path: manifestName, kind: "missing" });
  else if (!sameManifest(manifest, manifestOf(files))) drift.push({ path: manifestName, kind: "stale" });
  return drift.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The folder to write, or exit 2: never "", the root, the current folder or one above it, or a path that is a file. */
export async function guardOutDir(outDir: string, cwd: string): Promise<string> {
  if (outDir.trim() === "") throw new CodegenError("out-dir-empty", {});
  const dir = resolve(cwd, outDir);
  if (dir === parse(dir).root) throw new CodegenError("out-dir-root", { dir });
  const fromCwd = relative(dir, resolve(cwd));
  if (fromCwd === "" || (!fromCwd.startsWith("..") && !fromCwd.startsWith(sep) && !/^[A-Za-z]:/.test(fromCwd))) {
    throw new CodegenError("out-dir-cwd", { dir });
  }
  const stat = await lstat(dir).catch(() => undefined);
  if (stat && !stat.isDirectory()) throw new CodegenError("out-dir-not-folder", { dir });
  return dir;
}

/** The current manifest; a non-empty folder without one holds files that are not ours, so it is refused. */
async function ownership(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  if (manifest) return manifest;
  const entries = (await readdir(dir)).filter((n) => n !== lockName).sort();
  if (entries.length > 0) throw new CodegenError("out-dir-not-owned", { dir, example: entries[0]!, manifest: manifestName });
  return { files: {} };
}

async function assertWritable(dir: string, path: string, owned: Manifest): Promise<void> {
  await assertNoLinkOnTheWay(dir, path);
  const stat = await lstat(join(dir, path)).catch(() => undefined);
  if (!stat) return;
  if (!(path in owned.files)) throw new CodegenError("out-file-not-owned", { file: path, manifest: manifestName }, { file: join(dir, path) });
  if (!stat.isFile() && !stat.isSymbolicLink()) throw new CodegenError("out-file-not-regular", {}, { file: join(dir, path) });
}

/**
 * Every folder between `dir` and `path` is a real folder, not a symlink: writing, or removing a file no longer
 * generated, through a linked folder would reach outside the output folder (`out/evil -> ~`, `evil/.bashrc`).
 * The file itself may be a link: a rename replaces the link and an unlink removes it, never its target.
 */
async function assertNoLinkOnTheWay(dir: string, path: string): Promise<void> {
  const parts = path.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const folder = parts.slice(0, i).join("/");
    const stat = await lstat(join(dir, folder)).catch(() => undefined);
    if (!stat) return; // missing: created by us, as a folder
    if (stat.isSymbolicLink()) throw new CodegenError("out-path-symlink", { link: folder }, { file: join(dir, folder) });
  }
}

function assertSafePath(path: string): void {
  // A target's bug, not the user's input: generated paths are built from sanitized names.
  if (!isSafeRelativePath(path)) throw new Error(`generated file path escapes the output folder or is reserved: ${JSON.stringify(path)}`);
}

/** Temp file beside the target, then rename: readers see the old file or the new one, never half of one. */
async function replaceFile(dir: string, path: string, contents: string): Promise<void> {
  await writeFileAtomic(join(dir, path), contents);
}

/** One file replaced whole (a config, a cached schema): temp file in the same folder, then rename. */
export async function writeFileAtomic(target: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}${tempMarker}${process.pid}`;
  try {
    await writeFile(temp, contents);
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

async function readIfFile(path: string): Promise<string | undefined> {
  const stat = await lstat(path).catch(() => undefined);
  if (!stat || !(stat.isFile() || stat.isSymbolicLink())) return undefined;
  return readFile(path, "utf8").catch(() => undefined);
}

/** Remove the folders a removal left empty, up to (not including) the output folder. */
async function pruneEmptyParents(dir: string, path: string): Promise<void> {
  for (let parent = dirname(path); parent !== "." && parent !== ""; parent = dirname(parent)) {
    try {
      await rmdir(join(dir, parent));
    } catch {
      return; // not empty: something else lives there
    }
  }
}

/** Temp files of a run that was killed (we hold the lock, so no live run owns one). Only our own name pattern. */
async function removeLeftoverTemps(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (e.isFile() && e.name.includes(tempMarker) && /\d+$/.test(e.name)) await rm(join(e.parentPath, e.name), { force: true });
  }
}

/**
 * One run at a time per folder: the lock file holds the owner's pid. A second run exits 2 naming it; a lock whose
 * process is gone (killed) is taken over.
 */
async function lock(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, lockName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new CodegenError("out-locked", { pid: String(pid), lock: file });
      await rm(file, { force: true });
    }
  }
  throw new CodegenError("out-locked", { pid: "unknown", lock: file });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
