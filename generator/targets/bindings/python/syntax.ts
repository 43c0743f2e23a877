import { raw, type Identifier } from "../../../emit/code.js";
import { reservedWords } from "../../../emit/identifier.js";
import { checkedIdentifier, type IdentifierRules, type LanguageSyntax } from "../syntax/syntax.js";
import { docLines, unicodeEscape } from "../syntax/text.js";
import { pascalWords } from "../plan/words.js";

/**
 * Names a field must not take in a generated model: Python keywords, the builtins and typing names
 * the module's annotations use (a field named `list` would shadow `list[...]` in the class body),
 * and pydantic's own attributes (`model_config`, `schema`, `json`, ...). A field word list that
 * spells one gets `_` appended (`from_`, `schema_`), the convention PEP 8 names.
 */
const fieldReserved = new Set([
  ...reservedWords.python,
  ..."int float str bool list dict Any Literal Annotated Union Field Omittable Tag Discriminator None".split(" "),
  ..."model_config model_fields model_extra model_fields_set model_computed_fields model_post_init schema json dict copy construct validate parse_obj parse_raw parse_file from_orm update_forward_refs fields".split(" "),
]);

const rules: IdentifierRules = { language: "python", syntax: /^[A-Za-z_][A-Za-z0-9_]*$/, reserved: new Set([...reservedWords.python, "None", "True", "False"]) };

/** A name safe in Python: a keyword or constant (`None`, `True`, `class`) gets `_` appended, as PEP 8 names it. */
export function pythonName(text: string): Identifier {
  return checkedIdentifier(rules.reserved.has(text) ? `${text}_` : text, rules);
}

/** Python's builders: identifiers, double-quoted ASCII string literals, docstrings and `#` comments. */
export const pythonSyntax: LanguageSyntax = {
  language: "python",
  identifier: pythonName,
  typeName: (words) => pythonName(pascalWords(words)),
  fieldName(words): Identifier {
    const name = words.join("_");
    return checkedIdentifier(fieldReserved.has(name) ? `${name}_` : name, rules);
  },
  string: (value) => raw(pythonString(value)),
  doc: (text, tags = {}) => raw(docstring(docLines(text, tags.deprecated), "")),
  comment: (text) => raw(docLines(text).map((l) => `#${l ? ` ${l}` : ""}`).join("\n")),
};

/**
 * A quoted literal of printable ASCII (double quotes unless single ones need fewer escapes, as ruff
 * writes it): `\\` and the quote escaped, every other character as
 * `\\xNN`, `\\uNNNN` or `\\UNNNNNNNN` (lower-case hex, as ruff writes it), so no input can end
 * the literal or hide in it.
 */
export function pythonString(value: string): string {
  // ruff (as black) keeps double quotes unless single quotes need fewer escapes.
  const quote = [...value].filter((c) => c === '"').length > [...value].filter((c) => c === "'").length ? "'" : '"';
  let out = quote;
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\\" || ch === quote) out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (cp < 0x100) out += `\\x${cp.toString(16).padStart(2, "0")}`;
    else if (cp < 0x10000) out += unicodeEscape(cp);
    else out += `\\U${cp.toString(16).padStart(8, "0")}`;
  }
  return `${out}${quote}`;
}

/** A tuple of tuples of strings, as Python writes it: `(("a",), ("b", "c"))` (a one-item tuple keeps its comma). */
export function pythonStringTuples(sets: readonly (readonly string[])[]): string {
  const tuple = (items: readonly string[]) => `(${items.join(", ")}${items.length === 1 ? "," : ""})`;
  return tuple(sets.map((set) => tuple(set.map(pythonString))));
}

/**
 * A docstring of `lines` at `indent`. Backslashes and tabs are escaped and a quote that another
 * quote follows, or that ends the text, is written `\\x22`: no run of three quotes can close it
 * early, and ruff has no trailing quote to pad. Empty when there are no lines.
 */
export function docstring(lines: readonly string[], indent: string): string {
  if (lines.length === 0) return "";
  const body = lines.map((l) => l.replace(/\\/g, "\\\\").replace(/\t/g, "\\t"));
  const joined = body
    .join("\n")
    .replace(/"(?="|$)/g, "\\x22")
    .split("\n");
  if (joined.length === 1) return `${indent}"""${joined[0]}"""`;
  return [`${indent}"""${joined[0]}`, ...joined.slice(1).map((l) => (l ? `${indent}${l}` : "")), `${indent}"""`].join("\n");
}
