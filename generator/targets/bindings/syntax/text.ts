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

/** How a language spells what its double-quoted string literal cannot hold as itself. */
export interface LiteralSpelling {
  /** Characters escaped with a backslash besides `\\` and `"` (Kotlin's `$`, which starts a template). */
  alsoEscaped?: string;
  /** Controls with a letter escape; LF, tab and CR by default. */
  named?: Readonly<Record<string, string>>;
  /** Any other ASCII control (below 0x20, and DEL). */
  control(code: number): string;
  /** A character above ASCII, by code point (a lone surrogate as itself). */
  beyondAscii(codePoint: number): string;
}

const letterEscapes: Readonly<Record<string, string>> = { "\n": "\\n", "\t": "\\t", "\r": "\\r" };

/**
 * A double-quoted string literal of printable ASCII, in the C family's common form: `\\` and `"` (and
 * `alsoEscaped`) escaped, named controls by letter, everything else as the language spells it.
 */
export function asciiStringLiteral(value: string, spelling: LiteralSpelling): string {
  const named = spelling.named ?? letterEscapes;
  let out = '"';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\\" || ch === '"' || spelling.alsoEscaped?.includes(ch)) out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (Object.prototype.hasOwnProperty.call(named, ch)) out += named[ch];
    else if (cp < 0x80) out += spelling.control(cp);
    else out += spelling.beyondAscii(cp);
  }
  return `${out}"`;
}

/** `\\xNN`: an ASCII control in Go and Rust. */
export function hexByteEscape(code: number): string {
  return `\\x${code.toString(16).padStart(2, "0")}`;
}

/** A code point as `\\uXXXX` per UTF-16 unit (a pair above U+FFFF), as Java, Kotlin and C# spell it. */
export function utf16Escapes(codePoint: number): string {
  if (codePoint < 0x10000) return unicodeEscape(codePoint);
  const v = codePoint - 0x10000;
  return unicodeEscape(0xd800 + (v >> 10)) + unicodeEscape(0xdc00 + (v & 0x3ff));
}

/** C0/C1 controls except tab, soft hyphen, zero-width and bidi controls, BOM, specials, lone surrogates, non-ASCII spaces. */
export const invisible =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00a0\u00ad\u061c\u180e\u2000-\u200f\u202a-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The lines of a comment's text, split at every break a C-family compiler ends a `//` or `///` line at: CR, LF, CRLF, NEL, U+2028, U+2029. */
export function commentLines(text: string): string[] {
  return text.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").split("\n");
}

/** Whether a code point is a lone UTF-16 surrogate (what a JavaScript string may hold and no UTF-8 text can). */
export function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

/**
 * A deprecation's message for a language's marker (`@Deprecated("…")`, `[Obsolete("…")]`): the
 * reason's first sentence on one line, at most `max` characters (cut at a word, `...` added), or a
 * plain default when no source gives a reason. Raw text: each language quotes it with its string
 * builder; the full reason stays in the doc comment.
 */
export function deprecationMessage(reason: string | undefined, max = 100): string {
  const flat = (reason ?? "").replace(/\s+/g, " ").trim();
  if (flat === "") return "Deprecated by the schema.";
  const sentence = /^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
