/**
 * The spec's schema.ts keeps the `@deprecated` JSDoc tags that schema.json loses. This reads them with
 * the TypeScript compiler API: tags on interfaces, type aliases, enums and their properties. Pure: file
 * text in, names out; nothing is type-checked or executed.
 */
import ts from "typescript";

export interface TsDeprecation {
  /** The interface or type alias (a definition name of schema.json). */
  name: string;
  /** A property of it, when the tag sits on the property. */
  property?: string;
  /** The tag's text (`@deprecated Use X instead` -> `Use X instead`), possibly empty. */
  note: string;
}

export interface TsDeclarations {
  /** Every exported-or-not interface, type alias and enum declared at the top level, sorted. */
  declarations: string[];
  /** Deprecated declarations and properties, sorted by name then property. */
  deprecated: TsDeprecation[];
}

export function readTsDeprecations(text: string, fileName = "schema.ts"): TsDeclarations {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declarations = new Set<string>();
  const deprecated: TsDeprecation[] = [];
  const visitMembers = (name: string, members: readonly ts.Node[]): void => {
    for (const m of members) {
      const prop = propertyName(m);
      const tag = prop === undefined ? undefined : deprecatedTag(m);
      if (prop !== undefined && tag) deprecated.push({ name, property: prop, note: tag });
    }
  };
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      const name = statement.name.text;
      declarations.add(name);
      const tag = deprecatedTag(statement);
      if (tag !== undefined) deprecated.push({ name, note: tag });
      if (ts.isInterfaceDeclaration(statement)) visitMembers(name, statement.members);
      if (ts.isEnumDeclaration(statement)) visitMembers(name, statement.members);
      if (ts.isTypeAliasDeclaration(statement)) visitMembers(name, typeLiteralMembers(statement.type));
    }
  }
  deprecated.sort((a, b) => compare(a.name, b.name) || compare(a.property ?? "", b.property ?? ""));
  return { declarations: [...declarations].sort(compare), deprecated };
}

/** The tag's text when the node carries `@deprecated`; undefined otherwise. */
function deprecatedTag(node: ts.Node): string | undefined {
  const tag = ts.getJSDocDeprecatedTag(node);
  if (!tag) return undefined;
  return (ts.getTextOfJSDocComment(tag.comment) ?? "").trim();
}

function propertyName(node: ts.Node): string | undefined {
  if (ts.isPropertySignature(node) || ts.isEnumMember(node) || ts.isMethodSignature(node)) {
    const n = node.name;
    if (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n)) return n.text;
  }
  return undefined;
}

/** Members of `{ ... }` literals in a type alias, including those inside `A & { ... }`. */
function typeLiteralMembers(type: ts.TypeNode): ts.Node[] {
  if (ts.isTypeLiteralNode(type)) return [...type.members];
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(typeLiteralMembers);
  if (ts.isParenthesizedTypeNode(type)) return typeLiteralMembers(type.type);
  return [];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
