import ts from "typescript";
import { checkSchemaTs } from "./checkSchemaTs.js";
import type { TsDeclaration, TsNode, TsProperty } from "./model.js";
import { deprecationOf } from "./deprecationOf.js";

/** Deep enough for any schema.ts; a guard against anonymous recursive types. */
const maxDepth = 24;

/**
 * schema.ts (or a .d.ts of it) -> its top-level interfaces and type aliases as the checker resolves them
 * (inherited members included), as plain data. A whole program: only the cross-check needs it.
 */
export function readTypes(file: string): TsDeclaration[] {
  checkSchemaTs(file);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const declared = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const s of source.statements) {
    if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && !declared.has(s.name.text))
      declared.set(s.name.text, s);
  }
  const namedSymbols = new Set<ts.Symbol>();
  for (const d of declared.values()) {
    const symbol = checker.getSymbolAtLocation(d.name);
    if (symbol) namedSymbols.add(symbol);
  }

  const nameOf = (type: ts.Type): string | undefined => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    return symbol && namedSymbols.has(symbol) ? symbol.getName() : undefined;
  };

  const convert = (type: ts.Type, depth: number, root = false): TsNode => {
    const name = root ? undefined : nameOf(type);
    if (name) return { kind: "ref", name };
    if (depth > maxDepth) return { kind: "other", text: checker.typeToString(type) };
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: "any" };
    if (f & ts.TypeFlags.Union) return union((type as ts.UnionType).types.map((t) => convert(t, depth + 1)));
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return { kind: "union", members: [] };
    if (f & ts.TypeFlags.Null) return { kind: "primitive", type: "null" };
    if (f & ts.TypeFlags.StringLike) return { kind: "primitive", type: "string" };
    if (f & ts.TypeFlags.NumberLiteral) {
      return { kind: "primitive", type: Number.isInteger((type as ts.NumberLiteralType).value) ? "integer" : "number" };
    }
    if (f & ts.TypeFlags.NumberLike) return { kind: "primitive", type: "number" };
    if (f & ts.TypeFlags.BooleanLike) return { kind: "primitive", type: "boolean" };
    if (checker.isTupleType(type)) return { kind: "other", text: checker.typeToString(type) };
    if (checker.isArrayType(type)) {
      const [items] = checker.getTypeArguments(type as ts.TypeReference);
      return { kind: "array", items: items ? convert(items, depth + 1) : { kind: "any" } };
    }
    if (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.NonPrimitive)) return object(type, depth);
    return { kind: "other", text: checker.typeToString(type) };
  };

  const object = (type: ts.Type, depth: number): TsNode => {
    const properties: TsProperty[] = checker.getPropertiesOfType(type).map((p) => {
      const declaration = p.valueDeclaration ?? p.declarations?.[0];
      // The written type keeps aliases (`ProgressToken`), which `T | undefined` of an optional property loses.
      const written = declaration && ts.isPropertySignature(declaration) ? declaration.type : undefined;
      const propType = written ? checker.getTypeFromTypeNode(written) : checker.getTypeOfSymbol(p);
      const out: TsProperty = { name: p.getName(), optional: (p.flags & ts.SymbolFlags.Optional) !== 0, type: convert(propType, depth + 1) };
      const deprecated = (p.declarations ?? []).map(deprecationOf).find((x) => x !== undefined);
      if (deprecated) out.deprecated = deprecated;
      return out;
    });
    const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
    return index ? { kind: "object", properties, index: convert(index.type, depth + 1) } : { kind: "object", properties };
  };

  return [...declared.entries()].map(([name, d]) => {
    const symbol = checker.getSymbolAtLocation(d.name)!;
    const out: TsDeclaration = { name, type: convert(checker.getDeclaredTypeOfSymbol(symbol), 0, true) };
    const deprecated = deprecationOf(d);
    if (deprecated) out.deprecated = deprecated;
    return out;
  });
}

/** Flatten nested unions; `true | false` is `boolean` once; one member is that member. */
function union(members: TsNode[]): TsNode {
  const flat = members.flatMap((m) => (m.kind === "union" ? m.members : [m]));
  const seen = new Set<string>();
  const unique = flat.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length === 1 ? unique[0]! : { kind: "union", members: unique };
}
