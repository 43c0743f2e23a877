import { createRequire } from "node:module";
import type * as BabelParser from "@babel/parser";
import type { Node } from "@babel/types";

// Through require, not import: importing this CommonJS package from an ES module makes Node scan its 1.8 MB source for
// export names first (about 55 ms of CPU a run; require skips that).
const { parse } = createRequire(import.meta.url)("@babel/parser") as typeof BabelParser;

/**
 * TypeScript -> JavaScript by leaving the types out: statements that only declare types (interfaces, type aliases,
 * `declare`, type-only imports and exports, with their JSDoc) go, and so do annotations, return types, type
 * parameters and arguments, `as`/`satisfies` and `!`. Nothing else changes: the code and comments keep their text,
 * so a formatter given the result prints the JavaScript as it prints the TypeScript, without the types.
 * Throws on TypeScript that has runtime meaning (enums, namespaces, parameter properties): generated code has none.
 */
export function stripTypes(source: string): string {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript"], attachComment: true });
  const cuts: [number, number][] = [];
  for (const statement of ast.program.body) {
    if (typeOnly(statement)) cuts.push(wholeLines(source, statement));
    else visit(statement, cuts, source);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of cuts) {
    if (start < at) continue;
    out += source.slice(at, start);
    at = end;
  }
  return out + source.slice(at);
}

function typeOnly(node: Node): boolean {
  switch (node.type) {
    case "TSInterfaceDeclaration":
    case "TSTypeAliasDeclaration":
    case "TSDeclareFunction":
      return true;
    case "ImportDeclaration":
      return node.importKind === "type";
    case "ExportNamedDeclaration":
      return node.exportKind === "type" || (node.declaration != null && typeOnly(node.declaration));
    case "VariableDeclaration":
      return node.declare === true;
    default:
      return false;
  }
}

/** The statement with its leading comments, and the line end after it when it ends its line. */
function wholeLines(source: string, node: Node): [number, number] {
  const start = Math.min(node.start!, ...(node.leadingComments ?? []).map((c) => c.start!));
  const end = source[node.end!] === "\n" ? node.end! + 1 : node.end!;
  return [start, end];
}

const skipped = new Set(["loc", "leadingComments", "trailingComments", "innerComments", "extra", "start", "end", "range"]);

function visit(node: Node, cuts: [number, number][], source: string): void {
  switch (node.type) {
    case "TSEnumDeclaration":
    case "TSModuleDeclaration":
    case "TSParameterProperty":
    case "TSImportEqualsDeclaration":
    case "TSExportAssignment":
      throw new Error(`stripTypes: ${node.type} has runtime meaning`);
    case "TSAsExpression":
    case "TSSatisfiesExpression": {
      // From the keyword on (the expression may end in parentheses its own range leaves out).
      const keyword = node.type === "TSAsExpression" ? "as" : "satisfies";
      let start = node.typeAnnotation.start!;
      while (/\s/.test(source[start - 1]!)) start--;
      start -= keyword.length;
      while (/\s/.test(source[start - 1]!)) start--;
      cuts.push([start, node.end!]);
      visit(node.expression, cuts, source);
      return;
    }
    case "TSNonNullExpression":
      cuts.push([node.end! - 1, node.end!]);
      visit(node.expression, cuts, source);
      return;
    case "TSTypeAssertion":
      throw new Error("stripTypes: <T>x assertions are not emitted");
    default:
      break;
  }
  const record = node as unknown as Record<string, unknown>;
  // An optional parameter's `?` goes with its annotation: `options?: X` -> `options`.
  if (node.type === "Identifier" && (node.optional || node.typeAnnotation)) {
    cuts.push([node.start! + node.name.length, node.end!]);
    return;
  }
  for (const [key, value] of Object.entries(record)) {
    if (skipped.has(key) || value === null || typeof value !== "object") continue;
    if (key === "typeAnnotation" || key === "returnType" || key === "typeParameters" || key === "typeArguments" || key === "predicate") {
      const n = value as Node;
      if (n.start != null) cuts.push([n.start, n.end!]);
      continue;
    }
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v === "object" && typeof (v as Node).type === "string") visit(v as Node, cuts, source);
    } else if (typeof (value as Node).type === "string") visit(value as Node, cuts, source);
  }
}
