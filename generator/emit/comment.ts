import type { Deprecation } from "../ir/model.js";
import { raw, type Code } from "./code.js";

/**
 * A JSDoc block. The text comes from the schema, so `*\/` is broken up and no line
 * can end the comment early; `@deprecated` is added from the model, not from prose.
 */
export function docComment(description: string | undefined, tags: { deprecated?: boolean | Deprecation } = {}): Code {
  const lines = description ? splitLines(description) : [];
  if (tags.deprecated) {
    const reason = typeof tags.deprecated === "object" && tags.deprecated.reason ? splitLines(tags.deprecated.reason) : [""];
    lines.push(...(lines.length ? [""] : []), `@deprecated${reason[0] ? " " + reason[0] : ""}`, ...reason.slice(1));
  }
  if (lines.length === 0) return raw("");
  const body = lines.map((l) => ` *${l ? " " + escapeCommentText(l) : ""}`).join("\n");
  return raw(`/**\n${body}\n */\n`);
}

function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n");
}


/**
 * Comment text that ends nothing and hides nothing: `*\/` is broken up, and characters a
 * reader cannot see or that reorder what they see are written as `\u{...}`: C0/C1 controls
 * (NUL included), line and paragraph separators, bidirectional controls (the "Trojan Source"
 * trick), BOM and other invisible format characters, and lone surrogates (not encodable as UTF-8).
 */
export function escapeCommentText(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(hiddenCharacters, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

// Tab stays: it is whitespace a reader sees; so do ZWNJ/ZWJ (U+200C/D), which scripts and emoji need.
const hiddenCharacters =
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Line comments (`//`, `#`, `///`), one per line of `text`: CR, LF, NEL and U+2028/2029 all start
 * a new comment line (each is a line end somewhere), and each line is made safe by
 * `escapeCommentText`. For the binding languages' builders as much as for TypeScript.
 */
export function lineComments(text: string, prefix: string): Code {
  const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029]/);
  return raw(lines.map((l) => (l ? `${prefix} ${escapeCommentText(l)}` : prefix)).join("\n"));
}

/**
 * Text for Java and Kotlin source (comments and string literals alike): javac decodes `\uXXXX`
 * before it lexes anything, so `\u002a/` in a Javadoc would end it. Every run of backslashes
 * before a `u` is doubled: an even run never starts an escape (JLS 3.3), and it reads back as
 * the same characters in a comment.
 */
export function withoutUnicodeEscapes(text: string): string {
  return text.replace(/(\\+)(?=u)/g, (run) => run + run);
}
