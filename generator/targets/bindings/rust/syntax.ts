import { raw, type Identifier } from "../../../emit/code.js";
import { reservedWords } from "../../../emit/identifier.js";
import { checkedIdentifier, type IdentifierRules, type LanguageSyntax } from "../syntax/syntax.js";
import { asciiStringLiteral, hexByteEscape, docLines, isSurrogate } from "../syntax/text.js";
import { pascalWords } from "../plan/words.js";

/** Keywords that cannot be raw identifiers (`r#self` is an error): they get `_` appended instead. */
const notRaw = new Set(["self", "Self", "super", "crate", "_"]);

/** Field names the generated code already uses on a struct. */
const fieldReserved = new Set(["extra"]);

const rules: IdentifierRules = { language: "rust", syntax: /^(r#)?[A-Za-z_][A-Za-z0-9_]*$/, reserved: new Set([...notRaw]) };

/** A name that is a keyword becomes a raw identifier (`r#type`, `r#await`), or gets `_` when it cannot be one. */
export function rustName(text: string): Identifier {
  if (notRaw.has(text)) return checkedIdentifier(`${text}_`, rules);
  if (reservedWords.rust.has(text)) return checkedIdentifier(`r#${text}`, rules);
  return checkedIdentifier(text, rules);
}

/** Rust's builders: identifiers (raw where a keyword), ASCII string literals, `///` comments. */
export const rustSyntax: LanguageSyntax = {
  language: "rust",
  identifier: rustName,
  typeName: (words) => rustName(pascalWords(words)),
  fieldName(words): Identifier {
    const name = words.join("_");
    return rustName(fieldReserved.has(name) ? `${name}_field` : name);
  },
  string: (value) => raw(rustString(value)),
  doc: (text, tags = {}) => raw(rustDoc(docLines(text, tags.deprecated), "")),
  comment: (text) => raw(docLines(text).map((l) => `//${l ? ` ${l}` : ""}`).join("\n")),
};

/**
 * A Rust string literal of printable ASCII: `\\` and `"` escaped, every other character as
 * `\\n`, `\\t`, `\\r`, `\\x..` (below 0x80) or `\\u{...}`; a lone surrogate (no Rust `char`) as U+FFFD.
 */
export function rustString(value: string): string {
  return asciiStringLiteral(value, { control: hexByteEscape, beyondAscii: (cp) => (isSurrogate(cp) ? "\\u{fffd}" : `\\u{${cp.toString(16)}}`) });
}


/** `///` lines at `indent` (a bare `///` for an empty line). */
export function rustDoc(lines: readonly string[], indent: string): string {
  return lines.map((l) => `${indent}///${l ? ` ${l}` : ""}`).join("\n");
}
