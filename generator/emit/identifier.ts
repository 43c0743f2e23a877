import type { Identifier } from "./code.js";

/** Reserved words per language: an identifier equal to one is renamed by appending `_`. */
export const reservedWords = {
  ts: new Set(
    (
      "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
      "import in instanceof new null return super switch this throw true try typeof var void while with as implements interface " +
      "let package private protected public static yield any boolean constructor declare get module require number set string " +
      "symbol type from of unknown never object undefined await async"
    ).split(" "),
  ),
  python: new Set(
    (
      "False None True and as assert async await break class continue def del elif else except finally for from global if " +
      "import in is lambda nonlocal not or pass raise return try while with yield"
    ).split(" "),
  ),
  go: new Set(
    (
      "break case chan const continue default defer else fallthrough for func go goto if import interface map package range " +
      "return select struct switch type var"
    ).split(" "),
  ),
  rust: new Set(
    (
      "as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub " +
      "ref return self Self static struct super trait true type unsafe use where while abstract become box do final macro " +
      "override priv try typeof unsized virtual yield"
    ).split(" "),
  ),
  java: new Set(
    (
      "abstract assert boolean break byte case catch char class const continue default do double else enum extends final " +
      "finally float for goto if implements import instanceof int interface long native new package private protected public " +
      "return short static strictfp super switch synchronized this throw throws transient try void volatile while true false " +
      "null var record yield"
    ).split(" "),
  ),
} as const;

export type Language = keyof typeof reservedWords;

const syntax: Record<Language, RegExp> = {
  ts: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
  python: /^[A-Za-z_][A-Za-z0-9_]*$/,
  go: /^[A-Za-z_][A-Za-z0-9_]*$/,
  rust: /^[A-Za-z_][A-Za-z0-9_]*$/,
  java: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
};

/** A valid, non-reserved identifier for `language`; throws on a name no renaming can make valid. */
export function identifier(name: string, language: Language = "ts"): Identifier {
  if (!syntax[language].test(name)) throw new Error(`invalid ${language} identifier: ${JSON.stringify(name)}`);
  const text = reservedWords[language].has(name) ? `${name}_` : name;
  return { kind: "identifier", text };
}

/** Whether `name` can be written bare as a property key (else it is quoted). */
export function isPlainPropertyName(name: string, language: Language = "ts"): boolean {
  return syntax[language].test(name);
}

/**
 * A valid identifier for any `name`, one-to-one: a name that is already a plain, non-reserved
 * identifier (no `$`) is itself; every other name becomes `$` followed by the name with each
 * character outside `[A-Za-z0-9_]` written as `$<hex code point>_` (`tool-name` -> `$tool$2d_name`,
 * `%` -> `$$25_`, a reserved `type` -> `$type`). Plain names never start with `$` and encoded
 * ones decode one way, so two names never share an identifier. The original name stays where the
 * wire needs it (quoted property keys, `is["tool-name"]`).
 */
export function safeIdentifier(name: string, language: "ts" | "java" = "ts"): Identifier {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !reservedWords[language].has(name)) return { kind: "identifier", text: name };
  let text = "$";
  for (const c of name) text += /[A-Za-z0-9_]/.test(c) ? c : `$${c.codePointAt(0)!.toString(16)}_`;
  return { kind: "identifier", text };
}
