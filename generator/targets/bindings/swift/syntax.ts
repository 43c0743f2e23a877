import { raw, type Code, type Identifier } from "../../../emit/code.js";
import { checkedIdentifier, type IdentifierRules } from "../syntax/syntax.js";
import { asciiStringLiteral, commentLines, deprecationMessage, invisible } from "../syntax/text.js";

/** Swift keywords (declarations, statements, expressions, types) and the names the file uses. */
const keywords =
  "associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private precedencegroup " +
  "protocol public rethrows static struct subscript typealias var break case catch continue default defer do else fallthrough for " +
  "guard if in repeat return throw switch where while Any as await false is nil self Self super throws true try async some any " +
  "Type Protocol";
export const swiftUsedNames: ReadonlySet<string> = new Set(
  "String Int64 Double Bool Array Dictionary Codable Hashable Sendable Decoder Encoder CodingKey DecodingError EncodingError JSONValue McpCodingKey McpMessages McpResultSelector Error".split(" "),
);
const rules: IdentifierRules = { language: "swift", syntax: /^[A-Za-z][A-Za-z0-9_]*$/, reserved: new Set([...keywords.split(" "), ...swiftUsedNames]) };

export function swiftSafeName(text: string): Identifier {
  return checkedIdentifier(rules.reserved.has(text) ? `${text}_` : text, rules);
}

/** A Swift string literal: `\\` (so no `\(` interpolation) and `"` escaped, controls and non-ASCII as `\u{X}`. */
export function swiftString(value: string): Code {
  const scalar = (cp: number) => `\\u{${cp.toString(16)}}`;
  return raw(asciiStringLiteral(value, { control: scalar, beyondAscii: scalar }));
}

/** `///` doc lines: line breaks (CR, LF, NEL, U+2028/2029) become new lines; invisible and bidi characters `<U+XXXX>`. */
export function swiftDoc(text: string | undefined, indent: string, deprecated?: boolean): string {
  const lines = text === undefined || text.trim() === "" ? [] : commentLines(text.trim());
  if (deprecated) lines.push(...(lines.length ? [""] : []), "- Note: Deprecated (as the schema says).");
  return lines
    .map((l) => l.trimEnd().replace(invisible, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`))
    .map((l) => `${indent}///${l ? ` ${l}` : ""}\n`)
    .join("");
}

/**
 * `@available(*, deprecated, message: "…")` on its own line when `deprecated` (Xcode and the compiler warn at
 * each use), with the reason's first sentence quoted by `swiftString` (no `\(` interpolation); else nothing.
 */
export function swiftDeprecated(deprecated: boolean | undefined, reason: string | undefined, indent = ""): string {
  return deprecated ? `${indent}@available(*, deprecated, message: ${swiftString(deprecationMessage(reason)).text})\n` : "";
}
