import { isUtf8 } from "node:buffer";
import { CodegenError } from "../messages/error.js";
import { child } from "../ir/pointer.js";

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
