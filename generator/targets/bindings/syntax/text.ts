/**
 * Text from the schema made safe to show in a comment: line breaks normalised to `\n`, and
 * every character a reader cannot see or that changes what they see shown as `<U+XXXX>`:
 * C0/C1 controls (NUL, ESC, NEL) except tab and line feed, the byte-order mark and other
 * zero-width characters, bidirectional overrides and isolates (Trojan Source, CVE-2021-42574),
 * Unicode line/paragraph separators, and lone surrogates (not encodable as UTF-8).
 */
export function visibleText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`,
    );
}

/** Comment lines of `text` (after `visibleText`), with a `Deprecated.` paragraph when asked. */
export function docLines(text: string | undefined, deprecated?: boolean, deprecatedLine = "Deprecated."): string[] {
  const lines = text === undefined || text.trim() === "" ? [] : visibleText(text.trim()).split("\n").map((l) => l.trimEnd());
  if (deprecated) lines.push(...(lines.length > 0 ? [""] : []), deprecatedLine);
  return lines;
}

/**
 * `\uXXXX` for a UTF-16 code unit, the escape most languages share. Used by string builders for
 * every character that is not printable ASCII, so a literal is plain ASCII whatever the input.
 */
export function unicodeEscape(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, "0")}`;
}

/**
 * A double-quoted string literal of printable ASCII, in the C family's common escapes: `\\` and `"` escaped,
 * LF, tab and CR as `\\n`, `\\t`, `\\r`, other ASCII controls as `\\xNN`, and every character above ASCII as
 * `beyondAscii` spells it (the languages differ there: a lone surrogate has no escape in Go or Rust).
 */
export function asciiStringLiteral(value: string, beyondAscii: (codePoint: number) => string): string {
  let out = '"';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\\" || ch === '"') out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (cp < 0x80) out += `\\x${cp.toString(16).padStart(2, "0")}`;
    else out += beyondAscii(cp);
  }
  return `${out}"`;
}

/** Whether a code point is a lone UTF-16 surrogate (what a JavaScript string may hold and no UTF-8 text can). */
export function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}
