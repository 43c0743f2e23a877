import type { Code, Identifier } from "../../../emit/code.js";

/**
 * The safe code builders one binding language provides (after `generator/emit/code.ts`).
 * A renderer assembles its files only from what these return and from its own constants:
 * nothing from the schema reaches the output except through `identifier` (checked, never
 * quoted), `string` (a literal nothing can end early) or `doc`/`comment` (text nothing can
 * close, with invisible and control characters made visible).
 */
export interface LanguageSyntax {
  /** Target id (`python`, `go`, ...). */
  readonly language: string;
  /**
   * A name in the language: valid syntax and not reserved, else it throws. Renderers derive
   * names from plan words, so a throw is a generator bug, never a schema's doing.
   */
  identifier(text: string): Identifier;
  /** Words -> the language's type name (`PascalCase`), checked by `identifier`. */
  typeName(words: readonly string[]): Identifier;
  /** Words -> the language's field/property name (`snake_case`, `camelCase`, `PascalCase`), made safe against reserved words. */
  fieldName(words: readonly string[]): Identifier;
  /** A string literal evaluating to exactly `value`. */
  string(value: string): Code;
  /** A documentation comment for a declaration or field (empty when there is no text and no deprecation). */
  doc(text: string | undefined, tags?: { deprecated?: boolean }): Code;
  /** A plain line comment. */
  comment(text: string): Code;
}

/** What an identifier must look like and which words it must not be. */
export interface IdentifierRules {
  language: string;
  syntax: RegExp;
  reserved: ReadonlySet<string>;
}

/** An identifier checked against `rules`: a reserved word or invalid text throws (never renamed silently). */
export function checkedIdentifier(text: string, rules: IdentifierRules): Identifier {
  if (!rules.syntax.test(text)) throw new Error(`invalid ${rules.language} identifier: ${JSON.stringify(text.slice(0, 80))}`);
  if (rules.reserved.has(text)) throw new Error(`reserved ${rules.language} word as identifier: ${JSON.stringify(text)}`);
  return { kind: "identifier", text };
}
