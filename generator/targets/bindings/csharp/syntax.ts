import { raw, type Code, type Identifier } from "../../../emit/code.js";
import { csharpKeywords as keywords } from "../../bindingNames.js";
import { checkedIdentifier, type IdentifierRules } from "../syntax/syntax.js";
import { asciiStringLiteral, commentLines, deprecationMessage, invisible, unicodeEscape, utf16Escapes } from "../syntax/text.js";

/** Names the files use (the C# keywords, `keywords`, are listed in targets/bindingNames.ts, which checks namespaces too). */
export const csharpUsedNames: ReadonlySet<string> = new Set(
  ("String Object Decimal Boolean Int64 List Dictionary JsonElement JsonDocument JsonSerializer JsonSerializerOptions JsonException " +
    "JsonConverter Utf8JsonReader Utf8JsonWriter Type McpMessages Equals GetHashCode ToString GetType EqualityContract Deconstruct").split(" "),
);
const rules: IdentifierRules = { language: "csharp", syntax: /^[A-Za-z][A-Za-z0-9_]*$/, reserved: new Set([...keywords.split(" "), ...csharpUsedNames]) };

export function csharpSafeName(text: string): Identifier {
  return checkedIdentifier(rules.reserved.has(text) ? `${text}_` : text, rules);
}

/** A C# regular string literal: `\\` and `"` escaped, every control or non-ASCII unit as `\uXXXX`. */
export function csharpString(value: string): Code {
  return raw(asciiStringLiteral(value, { named: {}, control: unicodeEscape, beyondAscii: utf16Escapes }));
}

/** `[Obsolete("…")]` on its own line when `deprecated`, with the reason's first sentence; else nothing. */
export function csharpObsolete(deprecated: boolean | undefined, reason: string | undefined, indent = ""): string {
  return deprecated ? `${indent}[Obsolete(${csharpString(deprecationMessage(reason)).text})]\n` : "";
}

/**
 * An XML doc comment (`/// <summary>`): C# ends a `///` line at CR, LF, NEL, U+2028 and U+2029, so
 * each becomes a new `///` line; `&`, `<`, `>` are entities; invisible and bidi characters `&#xHHHH;`.
 */
export function csharpDoc(text: string | undefined, indent: string, deprecated?: boolean): string {
  const lines = text === undefined || text.trim() === "" ? [] : commentLines(text.trim());
  if (deprecated) lines.push(...(lines.length ? [""] : []), "Deprecated (as the schema says).");
  return csharpDocElement("summary", lines, indent);
}

/** One XML doc element (`summary`, `remarks`) of comment lines (`commentLines`), escaped as `csharpDoc` says; empty without lines. */
export function csharpDocElement(tag: "summary" | "remarks", lines: readonly string[], indent: string): string {
  if (lines.length === 0) return "";
  const safe = lines.map((l) =>
    l
      .trimEnd()
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(invisible, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")};`),
  );
  return `${indent}/// <${tag}>\n${safe.map((l) => `${indent}///${l ? ` ${l}` : ""}`).join("\n")}\n${indent}/// </${tag}>\n`;
}
