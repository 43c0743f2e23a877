import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { CodegenError } from "../messages/error.js";
import type { JsonValue } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import { downloadBytes, type DownloadLimits } from "./download.js";

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
export async function loadSchema(location: string, source = location, limits: Partial<DownloadLimits> = {}): Promise<LoadedSchema> {
  const bytes = isUrl(location) ? await downloadBytes(location, limits) : await readBytes(location);
  return parseSchema(bytes, location, source);
}

/**
 * Parse already-read bytes (or text); a syntax error names the file and the line and column.
 * The pin is the sha256 of the bytes as read, so two files that differ only in bytes a decoder
 * would smooth over (an invalid sequence, a BOM) never share a pin.
 */
export function parseSchema(input: string | Uint8Array, location: string, source = location): LoadedSchema {
  const bytes = typeof input === "string" ? Buffer.from(input, "utf8") : input;
  const text = decodeUtf8(bytes, location);
  let json: JsonValue;
  try {
    json = JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: describeSyntaxError(text, e) }, { file: location, pointer: "#" });
  }
  return { source, location, sha256: sha256(bytes), json };
}

/**
 * UTF-8 bytes -> text, strictly: an invalid sequence is refused with its byte offset (a lenient
 * decoder would turn it into U+FFFD and generate from text the file does not hold). A leading BOM
 * is dropped: editors on Windows write one, and JSON.parse would reject it as an invisible token.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  if (!isUtf8(body)) {
    const offset = start + firstInvalidUtf8(body);
    const prefix = new TextDecoder().decode(bytes.subarray(start, offset));
    const lines = prefix.split("\n");
    throw new CodegenError(
      "utf8-invalid",
      { offset, line: lines.length, column: lines[lines.length - 1]!.length + 1 },
      { file, pointer: pointerAtEnd(prefix) },
    );
  }
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(body);
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence (RFC 3629). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const need = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k++) {
      const x = b[i + k];
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return b.length;
}

/**
 * The JSON pointer of the value that `prefix` (the valid start of a JSON text) ends inside: a
 * small scanner over brackets, keys and commas, enough to name where a bad byte sits.
 */
function pointerAtEnd(prefix: string): string {
  const stack: { array: boolean; token: string; expectKey: boolean }[] = [];
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix[i]!;
    const top = stack[stack.length - 1];
    if (c === "{") stack.push({ array: false, token: "", expectKey: true });
    else if (c === "[") stack.push({ array: true, token: "0", expectKey: false });
    else if (c === "}" || c === "]") stack.pop();
    else if (c === ",") {
      if (top?.array) top.token = String(Number(top.token) + 1);
      else if (top) top.expectKey = true;
    } else if (c === ":" && top) top.expectKey = false;
    else if (c === '"') {
      let j = i + 1;
      while (j < prefix.length && prefix[j] !== '"') j += prefix[j] === "\\" ? 2 : 1;
      if (j >= prefix.length) break;
      if (top && !top.array && top.expectKey) {
        try {
          top.token = JSON.parse(prefix.slice(i, j + 1)) as string;
        } catch {
          top.token = prefix.slice(i + 1, j);
        }
      }
      i = j;
    }
  }
  return child("#", ...stack.filter((f) => f.array || !f.expectKey).map((f) => f.token));
}

/**
 * A local file's bytes. Opened non-blocking and checked with fstat before reading: a FIFO, a
 * device or a folder is refused at once instead of hanging or reading forever.
 */
export async function readBytes(path: string): Promise<Uint8Array> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    throw new CodegenError("file-unreadable", { detail: code || String(e) }, { file: path });
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new CodegenError("file-not-regular", { kind: fileKind(stats) }, { file: path });
    return await handle.readFile();
  } catch (e) {
    if (e instanceof CodegenError) throw e;
    const code = (e as NodeJS.ErrnoException).code ?? "";
    throw new CodegenError("file-unreadable", { detail: code || String(e) }, { file: path });
  } finally {
    await handle.close();
  }
}

/** A local file's text, read as `readBytes` reads it and decoded as `decodeUtf8` decodes it. */
export async function readTextFile(path: string): Promise<string> {
  return decodeUtf8(await readBytes(path), path);
}

/** `readTextFile`, synchronously (for callers inside the TypeScript compiler API, which is synchronous). */
export function readTextFileSync(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    throw new CodegenError("file-unreadable", { detail: code || String(e) }, { file: path });
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new CodegenError("file-not-regular", { kind: fileKind(stats) }, { file: path });
    return decodeUtf8(readFileSync(fd), path);
  } finally {
    closeSync(fd);
  }
}

function fileKind(stats: import("node:fs").Stats): string {
  if (stats.isDirectory()) return "folder";
  if (stats.isFIFO()) return "FIFO";
  if (stats.isSocket()) return "socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "device";
  return "special file";
}

function describeSyntaxError(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  if (!m) return message;
  const offset = Number(m[1]);
  const before = text.slice(0, offset).split("\n");
  return `${message} (line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
}
