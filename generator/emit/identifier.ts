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
} as const;

export type Language = keyof typeof reservedWords;

const syntax: Record<Language, RegExp> = {
  ts: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
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
