/**
 * schema.ts (or a .d.ts of it) as written -> `SchemaTs`: each top-level interface, type alias and enum, its
 * members and heritage, and their `@deprecated` tags. Parsed only (one source file, no program, no checker),
 * so reading it beside every schema.json stays cheap. Pure: text in, data out.
 */
import ts from "typescript";
import type { SchemaTs, TsDeclared, TsMember } from "./model.js";
import { deprecationOf } from "./deprecationOf.js";

export function readSchemaTs(text: string, file = "schema.ts"): SchemaTs {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const byName = new Map<string, TsDeclared>();
  for (const s of source.statements) {
    const read = declared(s);
    if (!read) continue;
    const earlier = byName.get(read.name);
    // Declaration merging: later members and bases add to the first declaration; a tag on either counts.
    if (earlier) {
      byName.set(read.name, {
        ...earlier,
        ...(earlier.deprecated || read.deprecated ? { deprecated: earlier.deprecated ?? read.deprecated } : {}),
        bases: [...earlier.bases, ...read.bases],
        members: [...earlier.members, ...read.members],
      });
    } else byName.set(read.name, read);
  }
  return { file, declarations: [...byName.values()] };
}

function declared(s: ts.Statement): TsDeclared | undefined {
  let kind: TsDeclared["kind"];
  let bases: string[] = [];
  let members: ts.Node[];
  if (ts.isInterfaceDeclaration(s)) {
    kind = "interface";
    bases = (s.heritageClauses ?? []).flatMap((h) => h.types.flatMap((t) => (ts.isIdentifier(t.expression) ? [t.expression.text] : [])));
    members = [...s.members];
  } else if (ts.isTypeAliasDeclaration(s)) {
    kind = "type";
    bases = aliasBases(s.type);
    members = typeLiteralMembers(s.type);
  } else if (ts.isEnumDeclaration(s)) {
    kind = "enum";
    members = [...s.members];
  } else return undefined;
  const out: TsDeclared = { name: s.name.text, kind, bases, members: members.flatMap(member) };
  const deprecated = deprecationOf(s);
  if (deprecated) out.deprecated = deprecated;
  return out;
}

function member(node: ts.Node): TsMember[] {
  if (!ts.isPropertySignature(node) && !ts.isEnumMember(node) && !ts.isMethodSignature(node)) return [];
  const n = node.name;
  if (!ts.isIdentifier(n) && !ts.isStringLiteral(n) && !ts.isNumericLiteral(n)) return [];
  const out: TsMember = { name: n.text };
  const deprecated = deprecationOf(node);
  if (deprecated) out.deprecated = deprecated;
  if (ts.isEnumMember(node) && node.initializer) {
    const init = node.initializer;
    if (ts.isStringLiteral(init)) out.value = init.text;
    else if (ts.isNumericLiteral(init)) out.value = Number(init.text);
  }
  return [out];
}

/** Members of `{ ... }` literals in a type alias, including those inside `A & { ... }`. */
function typeLiteralMembers(type: ts.TypeNode): ts.Node[] {
  if (ts.isTypeLiteralNode(type)) return [...type.members];
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(typeLiteralMembers);
  if (ts.isParenthesizedTypeNode(type)) return typeLiteralMembers(type.type);
  return [];
}

/** Named parts of an intersection alias (`type Meta = Annotations & { ... }` inherits Annotations' members). */
function aliasBases(type: ts.TypeNode): string[] {
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(aliasBases);
  if (ts.isParenthesizedTypeNode(type)) return aliasBases(type.type);
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && !type.typeArguments) return [type.typeName.text];
  return [];
}
