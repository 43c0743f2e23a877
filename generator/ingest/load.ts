import { createHash } from "node:crypto";
import { CodegenError } from "../messages/error.js";
import type { JsonValue } from "../ir/model.js";
import { decodeUtf8 } from "../read/decodeUtf8.js";
import { readBytes } from "../read/readFile.js";
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

function describeSyntaxError(text: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  if (!m) return message;
  const offset = Number(m[1]);
  const before = text.slice(0, offset).split("\n");
  return `${message} (line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
}
