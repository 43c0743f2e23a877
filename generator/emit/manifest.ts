import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CodegenError } from "../messages/error.js";
import type { OutputFile } from "./output.js";

/** The list of what mcp-codegen owns in an output folder: each file it wrote and the sha256 of what it wrote. */
export interface Manifest {
  files: Record<string, string>;
}

export const manifestName = ".mcp-codegen-manifest.json";
export const lockName = ".mcp-codegen.lock";
/** Temp files are `<name>.mcp-codegen-tmp-<pid>` beside their target, so a rename never crosses a file system. */
export const tempMarker = ".mcp-codegen-tmp-";

export function hashOf(contents: string | Uint8Array): string {
  return createHash("sha256").update(contents).digest("hex");
}

export function manifestOf(files: readonly OutputFile[]): Manifest {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files: Object.fromEntries(sorted.map((f) => [f.path, hashOf(f.contents)])) };
}

/** Stable text; compared by value, never by bytes, so a formatter run over the folder does not make it stale. */
export function manifestText(m: Manifest): string {
  const files = Object.fromEntries(Object.entries(m.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ $comment: "Files written by mcp-codegen, with their sha256. Do not edit: regenerate.", files }, null, 2)}\n`;
}

export function sameManifest(a: Manifest, b: Manifest): boolean {
  const ka = Object.keys(a.files);
  return ka.length === Object.keys(b.files).length && ka.every((k) => a.files[k] === b.files[k]);
}

/** The manifest in `dir`; undefined when there is none. A manifest that is not ours in shape is bad input. */
export async function readManifest(dir: string): Promise<Manifest | undefined> {
  const file = join(dir, manifestName);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new CodegenError("file-unreadable", { detail: (e as NodeJS.ErrnoException).code ?? String(e) }, { file });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CodegenError("manifest-invalid", { detail: (e as Error).message, file: manifestName }, { file, pointer: "#" });
  }
  const files = (raw as { files?: unknown } | null)?.files;
  if (typeof files !== "object" || files === null || Array.isArray(files)) {
    throw new CodegenError("manifest-invalid", { detail: "expected { files: { path: sha256 } }", file: manifestName }, { file, pointer: "#/files" });
  }
  const entries = Object.entries(files);
  const bad = entries.find(([path, hash]) => typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash) || !isSafeRelativePath(path));
  if (bad) {
    throw new CodegenError("manifest-invalid", { detail: "a path inside the folder and a sha256 expected", file: manifestName }, {
      file,
      pointer: `#/files/${bad[0].replace(/~/g, "~0").replace(/\//g, "~1")}`,
    });
  }
  return { files: Object.fromEntries(entries) as Record<string, string> };
}

/** A posix path that stays inside its folder and is not one of our own bookkeeping files. */
export function isSafeRelativePath(path: string): boolean {
  if (path === "" || path.startsWith("/") || path.includes("\\") || path.includes("\0")) return false;
  const parts = path.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..")) return false;
  const last = parts[parts.length - 1]!;
  return last !== manifestName && last !== lockName && !last.includes(tempMarker);
}
