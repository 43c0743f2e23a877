/**
 * What schema.ts says that schema.json cannot: where it writes `any` (schema.json's `{}` is `unknown` otherwise) and
 * its exported constants (`LATEST_PROTOCOL_VERSION`, `JSONRPC_VERSION`, error codes). Read with @babel/parser
 * (syntax only: nothing is type-checked or run).
 */
import { parse } from "@babel/parser";
import type { Constant, JsonValue } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";

/** `any` written at `path` below declaration `name`, in the IR's path tokens (`properties`/x, `additionalProperties`, `items`). */
export interface AnyPlace {
  name: string;
  path: string[];
}

export interface SchemaTsFacts {
  constants: Constant[];
  anyPlaces: AnyPlace[];
}

// Babel's node shapes, as far as read here.
interface Node {
  type: string;
  [key: string]: unknown;
}

export function readSchemaTsFacts(text: string, file: string): SchemaTsFacts {
  let program: { body: Node[] };
  try {
    program = parse(text, { sourceType: "module", plugins: ["typescript"], attachComment: true }).program as unknown as { body: Node[] };
  } catch (e) {
    throw new CodegenError("schema-ts-not-typescript", { detail: (e as Error).message }, { file });
  }
  const constants: Constant[] = [];
  const anyPlaces: AnyPlace[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (!declaration) continue;
    if (declaration.type === "VariableDeclaration" && declaration.kind === "const") {
      for (const d of declaration.declarations as Node[]) {
        const value = literal(d.init as Node | null);
        const id = d.id as Node;
        if (value === undefined || id.type !== "Identifier") continue;
        const description = docText(statement);
        constants.push({ name: id.name as string, value, ...(description ? { description } : {}) });
      }
    }
    if (declaration.type === "TSInterfaceDeclaration") {
      const name = (declaration.id as Node).name as string;
      for (const path of anyIn(declaration.body as Node)) anyPlaces.push({ name, path });
    }
    if (declaration.type === "TSTypeAliasDeclaration") {
      const name = (declaration.id as Node).name as string;
      for (const path of anyIn(declaration.typeAnnotation as Node)) anyPlaces.push({ name, path });
    }
  }
  return { constants, anyPlaces };
}

/** A string, number, boolean or null literal (a negative number too); anything else is not a constant we carry. */
function literal(node: Node | null): JsonValue | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value as JsonValue;
    case "NullLiteral":
      return null;
    case "UnaryExpression": {
      const inner = literal(node.argument as Node);
      return node.operator === "-" && typeof inner === "number" ? -inner : undefined;
    }
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return literal(node.expression as Node);
    default:
      return undefined;
  }
}

/** The JSDoc text before a statement, without its tags (`@internal`); undefined when there is none. */
function docText(statement: Node): string | undefined {
  const comments = (statement.leadingComments as { type: string; value: string }[] | undefined) ?? [];
  const doc = comments.filter((c) => c.type === "CommentBlock" && c.value.startsWith("*")).at(-1);
  if (!doc) return undefined;
  const lines = doc.value.split("\n").map((l) => l.replace(/^\s*\*+ ?/, "").trimEnd());
  const body = lines.slice(0, lines.findIndex((l) => l.startsWith("@")) === -1 ? undefined : lines.findIndex((l) => l.startsWith("@")));
  const text = body.join("\n").trim();
  return text === "" ? undefined : text;
}

/** Paths (IR tokens) to every `any` in a type; through literals, index signatures, arrays, unions' shared shape no. */
function anyIn(node: Node | undefined): string[][] {
  if (!node) return [];
  switch (node.type) {
    case "TSAnyKeyword":
      return [[]];
    case "TSInterfaceBody":
      return members(node.body as Node[]);
    case "TSTypeLiteral":
      return members(node.members as Node[]);
    case "TSArrayType":
      return anyIn(node.elementType as Node).map((p) => ["items", ...p]);
    case "TSParenthesizedType":
    case "TSOptionalType":
      return anyIn(node.typeAnnotation as Node);
    default:
      return [];
  }
}

function members(list: Node[]): string[][] {
  const out: string[][] = [];
  for (const m of list) {
    const type = (m.typeAnnotation as Node | undefined)?.typeAnnotation as Node | undefined;
    if (m.type === "TSPropertySignature") {
      const key = m.key as Node;
      const name = key.type === "Identifier" ? (key.name as string) : key.type === "StringLiteral" ? (key.value as string) : undefined;
      if (name !== undefined) for (const p of anyIn(type)) out.push(["properties", name, ...p]);
    }
    if (m.type === "TSIndexSignature") for (const p of anyIn(type)) out.push(["additionalProperties", ...p]);
  }
  return out;
}
