import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { CodegenError } from "../messages/error.js";
import type { JsonValue } from "../ir/model.js";

/** A schema document as read: its bytes' hash, its parsed value, and where it came from. */
export interface LoadedSchema {
  /** Display name: a version, a path or a URL. */
  source: string;
  /** File path or URL read. */
  location: string;
  sha256: string;
  json: JsonValue;
}

export function sha256(text: string | Uint8Array): string {
  return createHash("sha256").update(text).digest("hex");
}

export function isUrl(s: string): boolean {
  return /^https?:\/\//i.test(s);
}

/** Read a schema.json from a path or URL and parse it. Errors name the file. */
export async function loadSchema(location: string, source = location): Promise<LoadedSchema> {
  const text = isUrl(location) ? await download(location) : await readText(location);
  return parseSchema(text, location, source);
}

/** Parse already-read text; a syntax error names the file and the line and column. */
export function parseSchema(text: string, location: string, source = location): LoadedSchema {
  let json: JsonValue;
  try {
    json = JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: describeSyntaxError(text, e) }, { file: location, pointer: "#" });
  }
  return { source, location, sha256: sha256(text), json };
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    throw new CodegenError("file-unreadable", { detail: code || String(e) }, { file: path });
  }
}

export async function download(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    throw new CodegenError("fetch-failed", { url, detail: (e as Error).cause ? String((e as Error).cause) : String(e) });
  }
  if (!res.ok) throw new CodegenError("fetch-failed", { url, detail: `HTTP ${res.status}` });
  return res.text();
}

function describeSyntaxError(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  if (!m) return message;
  const offset = Number(m[1]);
  const before = text.slice(0, offset).split("\n");
  return `${message} (line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
}
