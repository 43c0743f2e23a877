import { raw, type Code, type Identifier } from "../../../emit/code.js";
import { kotlinKeywords as keywords } from "../../bindingNames.js";
import { checkedIdentifier, type IdentifierRules, type LanguageSyntax } from "../syntax/syntax.js";
import { asciiStringLiteral, commentLines, deprecationMessage, invisible, unicodeEscape, utf16Escapes } from "../syntax/text.js";

/**
 * Kotlin's hard keywords, plus the names the generated files use unqualified (a declaration named
 * `String` or `JsonObject` would shadow them): such a name gets `_` appended.
 */
export const kotlinUsedNames: ReadonlySet<string> = new Set(
  ("String Long Boolean Any Unit List Map Set LinkedHashMap JsonElement JsonObject JsonArray JsonPrimitive JsonNull Json " +
    "McpJson McpNumber McpDecodingException McpMessages KSerializer SerialDescriptor Decoder Encoder Serializable Serializer " +
    "IllegalArgumentException Deprecated").split(" "),
);

const rules: IdentifierRules = { language: "kotlin", syntax: /^[A-Za-z][A-Za-z0-9_]*$/, reserved: new Set([...keywords.split(" "), ...kotlinUsedNames]) };

export function kotlinSafeName(text: string): Identifier {
  return checkedIdentifier(rules.reserved.has(text) ? `${text}_` : text, rules);
}

/**
 * A Kotlin string literal evaluating to exactly `value`: `\\`, `"` and `$` (a template) escaped,
 * `\n` `\r` `\t` `\b` by letter, every other control or non-ASCII unit as `\uXXXX` (Kotlin reads
 * Unicode escapes only inside literals, so they cannot end it).
 */
export function kotlinString(value: string): Code {
  return raw(asciiStringLiteral(value, { alsoEscaped: "$", named: kotlinLetters, control: unicodeEscape, beyondAscii: utf16Escapes }));
}

const kotlinLetters: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b" };

/**
 * KDoc text: Kotlin block comments nest, so both `/*` and `*\/` are broken apart; a `@` (a KDoc tag)
 * is escaped; invisible, control and bidi characters become `<U+XXXX>`; line breaks become lines.
 */
export function kdocLines(text: string): string[] {
  return commentLines(text).map((line) =>
    line
      .trimEnd()
      .replace(/\/\*/g, "/ *")
      .replace(/\*\//g, "* /")
      .replace(/@/g, "\\@")
      .replace(invisible, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`),
  );
}

export function kdoc(text: string | undefined, indent = "", tags: { deprecated?: boolean } = {}): Code {
  const lines = text === undefined || text.trim() === "" ? [] : kdocLines(text.trim());
  if (tags.deprecated) lines.push(...(lines.length > 0 ? [""] : []), "Deprecated (as the schema says).");
  if (lines.length === 0) return raw("");
  return raw(`${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`);
}

/**
 * `@Deprecated("…")` on its own line (ktlint keeps an annotation with arguments on its own line)
 * when `deprecated`, with the reason's first sentence; else nothing.
 */
export function kotlinDeprecated(deprecated: boolean | undefined, reason: string | undefined, indent = ""): Code {
  return raw(deprecated ? `${indent}@Deprecated(${kotlinString(deprecationMessage(reason)).text})\n` : "");
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
const pascal = (words: readonly string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

export const kotlinSyntax: LanguageSyntax = {
  language: "kotlin",
  identifier: (text) => checkedIdentifier(text, rules),
  typeName: (words) => kotlinSafeName(pascal(words)),
  fieldName: (words) => kotlinSafeName(camel(words)),
  string: kotlinString,
  doc: (text, tags) => kdoc(text, "", tags),
  comment: (text) => raw(`// ${kdocLines(text).join(" ")}`),
};
