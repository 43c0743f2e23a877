import { raw, type Identifier } from "../../../emit/code.js";
import { reservedWords } from "../../../emit/identifier.js";
import { checkedIdentifier, type IdentifierRules, type LanguageSyntax } from "../syntax/syntax.js";
import { asciiStringLiteral, hexByteEscape, docLines, isSurrogate, unicodeEscape, visibleText } from "../syntax/text.js";

/** Initialisms Go writes in one case (Effective Go, golint's list, plus MCP's JSONRPC and MIME). */
const initialisms = new Set(
  "acl api ascii cpu css dns eof guid html http https id ip json jsonrpc lhs mime qps ram rhs rpc sla smtp sql ssh tcp tls ttl udp ui uid uuid uri url utf8 vm xml xmpp xsrf xss".split(" "),
);

/** Names the generated code or its runtime already uses on a struct: a field spelling one gets `Field` appended. */
const fieldReserved = new Set(["Extra", "MarshalJSON", "UnmarshalJSON"]);

const rules: IdentifierRules = {
  language: "go",
  syntax: /^[A-Za-z_][A-Za-z0-9_]*$/,
  reserved: new Set([...reservedWords.go, "true", "false", "nil", "iota"]),
};

/** Words in Go's MixedCaps, initialisms upper-cased (`request`,`id` -> `RequestID`; `mime`,`type` -> `MIMEType`). */
export function goWords(words: readonly string[]): string {
  return words.map((w) => (initialisms.has(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))).join("");
}

/** Go's builders: identifiers, ASCII interpreted string literals, `//` comments, and struct tags. */
export const goSyntax: LanguageSyntax = {
  language: "go",
  identifier: (text) => checkedIdentifier(text, rules),
  typeName: (words) => checkedIdentifier(goWords(words), rules),
  fieldName(words): Identifier {
    const name = goWords(words);
    return checkedIdentifier(fieldReserved.has(name) ? `${name}Field` : name, rules);
  },
  string: (value) => raw(goString(value)),
  doc: (text, tags = {}) => raw(goComment(goDocLines(docLines(text, tags.deprecated, goDeprecatedLine(undefined))), "")),
  comment: (text) => raw(goComment(docLines(text), "")),
};

/**
 * A Go interpreted string literal of printable ASCII: `\\` and `"` escaped, every other
 * character as `\\xNN`, `\\uNNNN` or `\\UNNNNNNNN`; a lone surrogate (no Go escape spells one) as
 * U+FFFD, which is also what encoding/json reads it as.
 */
export function goString(value: string): string {
  return asciiStringLiteral(value, {
    control: hexByteEscape,
    beyondAscii: (cp) => (isSurrogate(cp) ? "\\ufffd" : cp < 0x10000 ? unicodeEscape(cp) : `\\U${cp.toString(16).padStart(8, "0")}`),
  });
}

/** `//` comment lines at `indent`; an empty line is a bare `//`. */
/**
 * The `Deprecated: ` paragraph Go tools read (go doc, gopls, staticcheck): the source's reason on
 * one line (its leading "Deprecated" not repeated), or a pointer to the specification.
 */
export function goDeprecatedLine(reason: string | undefined): string {
  const flat = visibleText(reason ?? "").replace(/\s+/g, " ").trim().replace(/^deprecated\b[:.]?\s*/i, "");
  return `Deprecated: ${flat === "" ? "see the specification." : flat}`;
}

export function goComment(lines: readonly string[], indent: string): string {
  return lines.map((l) => `${indent}//${l ? ` ${l}` : ""}`).join("\n");
}

/**
 * The characters encoding/json accepts in a tag's name (its `isValidTag`), minus the quote and
 * backslash: only such names are written into a raw-string struct tag. Others get none, with
 * the wire name in a comment instead (the generated marshalers never read tags).
 */
export function tagSafe(name: string): boolean {
  return name !== "" && /^[A-Za-z0-9!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/.test(name);
}

/**
 * Doc comment lines that gofmt leaves as they are (it reformats doc comments since Go 1.19):
 * no line is indented (an indented line would start a code block or a list), runs of blank
 * lines are one, ``/'' are written as the curly quotes gofmt turns them into, a line gofmt would
 * take for an old-style heading is written as the `# ` heading it would become, and a line that
 * would be a link definition (which gofmt moves to the end) gets a leading backslash.
 */
export function goDocLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.replace(/^[ \t]+/, "").replace(/``/g, "\u201c").replace(/''/g, "\u201d");
    if (text === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(/^\[[^\]]+\]:[ \t]/.test(text) ? `\\${text}` : text);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.map((l, i) => (isOldHeading(l, out, i) ? `# ${l}` : l));
}

/** go/doc/comment's isOldHeading: a lone capitalised line between paragraphs, without sentence punctuation. */
function isOldHeading(line: string, all: readonly string[], off: number): boolean {
  if (off <= 0 || all[off - 1] !== "" || off + 2 >= all.length || all[off + 1] !== "" || /^[ \t]/.test(all[off + 2]!)) return false;
  const text = line.trim();
  if (!/^\p{Lu}/u.test(text) || !/[\p{L}\p{Nd}]$/u.test(text)) return false;
  if (/[;:!?+*/=[\]{}_^°&§~%#@<">\\]/.test(text)) return false;
  if (/'(?!s(\s|$))/.test(text)) return false;
  if (/\.(\s|$)/.test(text)) return false;
  return true;
}
