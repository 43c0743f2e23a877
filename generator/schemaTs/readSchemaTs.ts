/**
 * schema.ts (or a .d.ts of it) as written -> `SchemaTs`: each top-level interface, type alias and enum, its
 * members and heritage, and their `@deprecated` tags. Parsed only (one syntax tree, no type checking), so reading
 * it beside every schema.json stays cheap. Pure: text in, data out.
 */
import type { Node, TSType, TSTypeElement } from "@babel/types";
import type { SchemaTs, TsDeclared, TsMember } from "./model.js";
import { deprecationOf } from "./deprecationOf.js";
import { parseSchemaTs } from "./parse.js";
import { topLevel } from "./declarations.js";

export function readSchemaTs(text: string, file = "schema.ts"): SchemaTs {
  const byName = new Map<string, TsDeclared>();
  for (const { node, documented } of topLevel(parseSchemaTs(text, file))) {
    const read = declared(node, documented, text);
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

function declared(s: Node, documented: Node, text: string): TsDeclared | undefined {
  let kind: TsDeclared["kind"];
  let bases: string[] = [];
  let members: Node[];
  if (s.type === "TSInterfaceDeclaration") {
    kind = "interface";
    bases = (s.extends ?? []).flatMap((h) => (h.expression.type === "Identifier" ? [h.expression.name] : []));
    members = s.body.body;
  } else if (s.type === "TSTypeAliasDeclaration") {
    kind = "type";
    bases = aliasBases(s.typeAnnotation);
    members = typeLiteralMembers(s.typeAnnotation);
  } else if (s.type === "TSEnumDeclaration") {
    kind = "enum";
    members = s.members;
  } else return undefined;
  const out: TsDeclared = { name: s.id.name, kind, bases, members: members.flatMap((m) => member(m, text)) };
  const deprecated = deprecationOf(documented, text);
  if (deprecated) out.deprecated = deprecated;
  return out;
}

function member(node: Node, text: string): TsMember[] {
  let key: Node;
  if (node.type === "TSPropertySignature" || node.type === "TSMethodSignature") {
    if (node.computed) return [];
    key = node.key;
  } else if (node.type === "TSEnumMember") key = node.id;
  else return [];
  const name = memberName(key);
  if (name === undefined) return [];
  const out: TsMember = { name };
  const deprecated = deprecationOf(node, text);
  if (deprecated) out.deprecated = deprecated;
  if (node.type === "TSPropertySignature" && node.typeAnnotation) {
    const nested = inlineLiterals(node.typeAnnotation.typeAnnotation).flatMap((m) => member(m, text));
    if (nested.length > 0) out.members = nested;
  }
  if (node.type === "TSEnumMember" && node.initializer) {
    const init = node.initializer;
    if (init.type === "StringLiteral") out.value = init.value;
    else if (init.type === "NumericLiteral") out.value = init.value;
  }
  return [out];
}

/** A member's name as TypeScript spells it: identifier, string or number (`1e3` is `1000`). */
export function memberName(key: Node): string | undefined {
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral") return key.value;
  if (key.type === "NumericLiteral") return String(key.value);
  return undefined;
}

/** Members of `{ ... }` literals in a type alias, including those inside `A & { ... }`. */
function typeLiteralMembers(type: TSType): TSTypeElement[] {
  if (type.type === "TSTypeLiteral") return type.members;
  if (type.type === "TSIntersectionType") return type.types.flatMap(typeLiteralMembers);
  if (type.type === "TSParenthesizedType") return typeLiteralMembers(type.typeAnnotation);
  return [];
}

/** Members of the `{ ... }` literals a property's type writes: `{ ... } | undefined`, `{ ... }[]`, `A & { ... }`. */
function inlineLiterals(type: TSType): TSTypeElement[] {
  if (type.type === "TSTypeLiteral") return type.members;
  if (type.type === "TSUnionType" || type.type === "TSIntersectionType") return type.types.flatMap(inlineLiterals);
  if (type.type === "TSArrayType") return inlineLiterals(type.elementType);
  if (type.type === "TSParenthesizedType") return inlineLiterals(type.typeAnnotation);
  return [];
}

/** Named parts of an intersection alias (`type Meta = Annotations & { ... }` inherits Annotations' members). */
function aliasBases(type: TSType): string[] {
  if (type.type === "TSIntersectionType") return type.types.flatMap(aliasBases);
  if (type.type === "TSParenthesizedType") return aliasBases(type.typeAnnotation);
  if (type.type === "TSTypeReference" && type.typeName.type === "Identifier" && !type.typeParameters) return [type.typeName.name];
  return [];
}
