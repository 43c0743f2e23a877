import { raw, type Code, type Identifier } from "../../../emit/code.js";
import { checkedIdentifier, type IdentifierRules, type LanguageSyntax } from "../syntax/syntax.js";
import { asciiStringLiteral, commentLines, invisible, utf16Escapes } from "../syntax/text.js";
import { javadocLines, lineCommentLines } from "./layout.js";

/**
 * Java's keywords and literals, plus the names a record component or type cannot take: the
 * methods every record declares (`toString()` as a component would not compile) and the
 * `java.lang` / `java.util` names the generated code refers to unqualified.
 */
const keywords =
  "abstract assert boolean break byte case catch char class const continue default do double else enum extends final " +
  "finally float for goto if implements import instanceof int interface long native new package private protected public " +
  "return short static strictfp super switch synchronized this throw throws transient try void volatile while true false " +
  "null var record yield sealed permits non-sealed when exports module open opens provides requires to transitive uses with _";
const recordMethods = "equals hashCode toString getClass notify notifyAll wait clone finalize builder";
/** Type names the generated files use unqualified: a declaration of that name gets `_` appended. */
export const javaUsedTypeNames: ReadonlySet<string> = new Set(
  (
    "String Object Long Boolean Integer Number Override Objects List Map BigDecimal IllegalArgumentException Class Record " +
    "Enum Deprecated JsonProperty JsonPropertyOrder JsonInclude JsonSetter Nulls JsonTypeInfo JsonSubTypes JsonAnySetter " +
    "JsonAnyGetter JsonCreator JsonValue JsonIgnore LinkedHashMap JacksonInject OptBoolean JsonAutoDetect Exception " +
    "FunctionalInterface ResultReader JsonNull Json JsonNumber Builder Keys SuppressWarnings"
  ).split(" "),
);

const rules: IdentifierRules = {
  language: "java",
  syntax: /^[A-Za-z][A-Za-z0-9_]*$/,
  reserved: new Set([...keywords.split(" "), ...recordMethods.split(" "), ...javaUsedTypeNames]),
};

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
const pascal = (words: readonly string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

/** A name safe in Java: reserved and used names get `_` appended (deterministic, never silent in docs). */
export function javaSafeName(text: string): Identifier {
  return checkedIdentifier(rules.reserved.has(text) ? `${text}_` : text, rules);
}

/**
 * A Java string literal evaluating to exactly `value`, safe although Java translates `\uXXXX`
 * escapes before it lexes: a backslash is always written `\\` (never the start of a Unicode
 * escape), quotes `\"`, line breaks and other controls as octal or letter escapes (a `\u000a` in a
 * literal would end the line inside it), every other non-ASCII unit as `\uXXXX`.
 */
export function javaString(value: string): Code {
  return raw(asciiStringLiteral(value, { control: (c) => `\\${c.toString(8).padStart(3, "0")}`, beyondAscii: utf16Escapes }));
}

/**
 * Text safe inside a Javadoc (HTML) comment. Java translates `\uXXXX` before it finds the end of a
 * comment, so every backslash becomes `&#92;` (no Unicode escape survives: `\u002a/` cannot close
 * the comment, `\u000a` cannot end a line); `*` `/` `@` `&` `<` `>` become entities (no `*` + `/`,
 * no tag, no markup); controls, bidi overrides, BOM and other invisible characters become visible
 * `&#xHHHH;` entities; line breaks (CR, LF, NEL, U+2028/2029) become lines.
 */
export function javadocText(text: string): string[] {
  return commentLines(text).map((line) =>
    line
      .trimEnd()
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/\\/g, "&#92;")
      .replace(/\*/g, "&#42;")
      .replace(/\//g, "&#47;")
      .replace(/@/g, "&#64;")
      .replace(invisible, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")};`),
  );
}

/**
 * A Javadoc block at `indent` (empty when there is nothing to say), laid out as google-java-format
 * lays it out: paragraphs filled to 100 columns, `<p>` before each after the first.
 */
export function javadoc(text: string | undefined, indent = "", tags: { deprecated?: boolean; component?: boolean } = {}): Code {
  const lines = text === undefined || text.trim() === "" ? [] : javadocText(text.trim());
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, ""]) {
    if (line.trim() !== "") current.push(line.trim());
    else if (current.length > 0) {
      paragraphs.push(current.join(" "));
      current = [];
    }
  }
  // javac reads a `@deprecated` tag as a modifier, which a record component may not have: say it in words there.
  if (tags.deprecated && tags.component) paragraphs.push("Deprecated (as the schema says).");
  const blockTag = tags.deprecated && !tags.component ? "@deprecated (as the schema says)" : undefined;
  const out = javadocLines(paragraphs, indent, blockTag);
  return raw(out.length > 0 ? `${out.join("\n")}\n` : "");
}

/**
 * A line comment on one line: every backslash doubled (a backslash after an odd run of backslashes
 * starts no Unicode escape, so no `\u000a` can end the line), invisible characters as `<U+XXXX>`.
 */
export function javaLineComment(text: string): Code {
  const line = text
    .replace(/\r\n?|[\n\u0085\u2028\u2029]/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(invisible, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
  return raw(`// ${line}`);
}

/** Line comments at column 0, each wrapped as google-java-format wraps a comment past the limit. */
export function javaLineComments(texts: readonly string[]): Code {
  return raw(lineCommentLines(texts.map((t) => javaLineComment(t).text)).join("\n"));
}

export const javaSyntax: LanguageSyntax = {
  language: "java",
  identifier: (text) => checkedIdentifier(text, rules),
  typeName: (words) => javaSafeName(pascal(words)),
  fieldName: (words) => javaSafeName(camel(words)),
  string: javaString,
  doc: (text, tags) => javadoc(text, "", tags),
  comment: (text) => javaLineComment(text),
};
