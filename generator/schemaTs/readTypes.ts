/**
 * schema.ts (or a .d.ts of it) -> its top-level interfaces and type aliases resolved as TypeScript's checker
 * resolves them (inherited members included), as plain data; only the cross-check needs it. No compiler: the
 * syntax tree is resolved here for the part of the type language a schema.ts uses (interfaces and their
 * `extends`, aliases, unions, intersections, literals, `typeof` of constants, arrays, index signatures, and
 * `Omit`, `Pick`, `Partial`, `Required`, `Readonly`, `Record`, `Array`); anything else is `other`, as the
 * checker-based reader said of tuples.
 *
 * The checker's rules kept here: a reference is named (`ref`) when it names an interface, or an alias whose body
 * makes a type of its own (union, intersection, object literal, array, generic instantiation); a union alias used inside
 * a union is flattened into it; an optional property's type is its written type (no `| undefined`); a property
 * found in several places (intersection, inheritance) takes its type from the first declaration and is optional
 * only if optional everywhere.
 */
import type { Node, TSInterfaceDeclaration, TSType, TSTypeAliasDeclaration, TSTypeElement, VariableDeclarator } from "@babel/types";
import { checkSchemaTs } from "./checkSchemaTs.js";
import type { TsDeclaration, TsNode, TsProperty } from "./model.js";
import { deprecationOf } from "./deprecationOf.js";
import { parseSchemaTs } from "./parse.js";
import { topLevel } from "./declarations.js";
import { memberName } from "./readSchemaTs.js";

/** Deep enough for any schema.ts; a guard against anonymous recursive types. */
const maxDepth = 24;

/** A property as the checker would list it: where it is declared (first wins for its type), whether optional. */
interface Prop {
  name: string;
  optional: boolean;
  declarations: TSTypeElement[];
  /** The value type when no declaration gives one (`Record<"a", V>`). */
  valueType?: TSType;
}

interface Shape {
  props: Prop[];
  /** The value type of a string index signature. */
  index?: TSType;
}

type Declared = { kind: "interface"; nodes: TSInterfaceDeclaration[]; documented: Node } | { kind: "alias"; node: TSTypeAliasDeclaration; documented: Node };

export function readTypes(file: string): TsDeclaration[] {
  const text = checkSchemaTs(file);
  const declared = new Map<string, Declared>();
  const constants = new Map<string, { declarator: VariableDeclarator; isConst: boolean }>();
  for (const { node, documented } of topLevel(parseSchemaTs(text, file))) {
    if (node.type === "TSInterfaceDeclaration") {
      const earlier = declared.get(node.id.name);
      if (!earlier) declared.set(node.id.name, { kind: "interface", nodes: [node], documented });
      else if (earlier.kind === "interface") earlier.nodes.push(node);
    } else if (node.type === "TSTypeAliasDeclaration") {
      if (!declared.has(node.id.name)) declared.set(node.id.name, { kind: "alias", node, documented });
    } else if (node.type === "VariableDeclaration") {
      for (const d of node.declarations) {
        if (d.id.type === "Identifier" && !constants.has(d.id.name)) constants.set(d.id.name, { declarator: d, isConst: node.kind === "const" });
      }
    }
  }

  const source = (n: Node) => text.slice(n.start ?? 0, n.end ?? 0);

  /** The declaration a bare reference names, or undefined (unknown, qualified or generic). */
  const target = (n: TSType): Declared | undefined =>
    n.type === "TSTypeReference" && n.typeName.type === "Identifier" && !n.typeParameters ? declared.get(n.typeName.name) : undefined;

  /** Looks through parentheses and `readonly`, which make no type of their own. */
  const bare = (n: TSType): TSType =>
    n.type === "TSParenthesizedType" ? bare(n.typeAnnotation) : n.type === "TSTypeOperator" && n.operator === "readonly" ? bare(n.typeAnnotation) : n;

  /** The name the checker shows for a reference to `name`: itself, the name its alias stands for, or none. */
  const nameFor = (name: string, seen = new Set<string>()): string | undefined => {
    const d = declared.get(name);
    if (!d || seen.has(name)) return undefined;
    if (d.kind === "interface") return name;
    const body = bare(d.node.typeAnnotation);
    const to = target(body);
    if (to) return nameFor((body as { typeName: { name: string } }).typeName.name, new Set([...seen, name]));
    const ownType =
      body.type === "TSUnionType" ||
      body.type === "TSIntersectionType" ||
      body.type === "TSTypeLiteral" ||
      body.type === "TSArrayType" ||
      body.type === "TSTupleType" ||
      body.type === "TSMappedType" ||
      body.type === "TSConditionalType" ||
      (body.type === "TSTypeReference" && body.typeParameters !== undefined && body.typeParameters !== null);
    if (!ownType) return undefined;
    // A union that reduces to one type (`"a" | string` is `string`) is that type, unnamed.
    return body.type === "TSUnionType" && distinctTypes(unionMembers(body)) < 2 ? undefined : name;
  };

  /** How many types a union of these members keeps after the checker's reduction (literals into their primitive). */
  const distinctTypes = (members: TSType[]): number => {
    const keys = new Set(
      members.flatMap((m): string[] => {
        const b = bare(m);
        if (b.type === "TSBooleanKeyword") return ["true", "false"];
        if (b.type === "TSNeverKeyword") return [];
        if (b.type === "TSLiteralType") {
          const l = b.literal;
          if (l.type === "StringLiteral") return [`string:${l.value}`];
          if (l.type === "NumericLiteral") return [`number:${l.value}`];
          if (l.type === "BooleanLiteral") return [String(l.value)];
        }
        return [source(b)];
      }),
    );
    if (keys.has("any") || keys.has("unknown")) return 1;
    for (const primitive of ["string", "number"]) {
      if (keys.has(primitive)) for (const k of keys) if (k.startsWith(`${primitive}:`)) keys.delete(k);
    }
    return keys.size;
  };

  /** A union's members with union aliases (`A | null` where `type A = X | Y`) spread in, as the checker flattens. */
  const unionMembers = (n: TSType, seen = new Set<string>()): TSType[] => {
    const b = bare(n);
    if (b.type === "TSUnionType") return b.types.flatMap((m) => unionMembers(m, seen));
    const d = target(b);
    if (d?.kind === "alias") {
      const name = d.node.id.name;
      if (!seen.has(name) && bareUnion(d.node.typeAnnotation, new Set([...seen, name]))) return unionMembers(d.node.typeAnnotation, new Set([...seen, name]));
    }
    return [n];
  };
  const bareUnion = (n: TSType, seen: Set<string>): boolean => {
    const b = bare(n);
    if (b.type === "TSUnionType") return true;
    const d = target(b);
    return d?.kind === "alias" && !seen.has(d.node.id.name) && bareUnion(d.node.typeAnnotation, new Set([...seen, d.node.id.name]));
  };

  const convert = (n: TSType, depth: number, root = false): TsNode => {
    const b = bare(n);
    if (depth > maxDepth) return { kind: "other", text: source(b) };
    switch (b.type) {
      case "TSAnyKeyword":
      case "TSUnknownKeyword":
        return { kind: "any" };
      case "TSUndefinedKeyword":
      case "TSVoidKeyword":
      case "TSNeverKeyword":
        return { kind: "union", members: [] };
      case "TSNullKeyword":
        return { kind: "primitive", type: "null" };
      case "TSStringKeyword":
      case "TSTemplateLiteralType":
        return { kind: "primitive", type: "string" };
      case "TSNumberKeyword":
        return { kind: "primitive", type: "number" };
      case "TSBooleanKeyword":
        return { kind: "primitive", type: "boolean" };
      case "TSObjectKeyword":
      case "TSFunctionType":
      case "TSConstructorType":
        return { kind: "object", properties: [] };
      case "TSLiteralType":
        return literal(b.literal) ?? { kind: "other", text: source(b) };
      case "TSTypeQuery":
        return typeQuery(b.exprName, depth) ?? { kind: "other", text: source(b) };
      case "TSArrayType":
        return { kind: "array", items: convert(b.elementType, depth + 1) };
      case "TSUnionType": {
        // A literal is absorbed by its primitive (`1 | number` is `number`).
        const members = unionMembers(b);
        const hasNumber = members.some((m) => bare(m).type === "TSNumberKeyword");
        const kept = hasNumber ? members.filter((m) => !numericLiteral(bare(m))) : members;
        return union(kept.map((m) => convert(m, depth + 1)));
      }
      case "TSTypeLiteral":
      case "TSIntersectionType":
        return object(shapeOf(b), depth);
      case "TSTypeReference":
        return reference(b, depth, root);
      default:
        return { kind: "other", text: source(b) };
    }
  };

  const reference = (n: TSType & { type: "TSTypeReference" }, depth: number, root: boolean): TsNode => {
    if (n.typeName.type !== "Identifier") return { kind: "other", text: source(n) };
    const name = n.typeName.name;
    const args = n.typeParameters?.params ?? [];
    const d = declared.get(name);
    if (d && args.length === 0) {
      const shown = root ? undefined : nameFor(name);
      if (shown) return { kind: "ref", name: shown };
      // A reference makes no type of its own: it stays the root's type, and its target is read in place.
      return d.kind === "interface" ? object(shapeOf(n), depth) : convert(d.node.typeAnnotation, depth, root);
    }
    if ((name === "Array" || name === "ReadonlyArray") && args.length === 1) return { kind: "array", items: convert(args[0]!, depth + 1) };
    if (!d && args.length === 0) return { kind: "any" }; // unresolved: the checker's error type is `any`
    if (!d && utilities.has(name)) return object(shapeOf(n), depth);
    return { kind: "other", text: source(n) };
  };

  const literal = (l: Node): TsNode | undefined => {
    if (l.type === "StringLiteral" || l.type === "TemplateLiteral") return { kind: "primitive", type: "string" };
    if (l.type === "BooleanLiteral") return { kind: "primitive", type: "boolean" };
    if (l.type === "NumericLiteral") return { kind: "primitive", type: Number.isInteger(l.value) ? "integer" : "number" };
    if (l.type === "UnaryExpression" && l.operator === "-" && l.argument.type === "NumericLiteral") {
      return { kind: "primitive", type: Number.isInteger(l.argument.value) ? "integer" : "number" };
    }
    return undefined;
  };

  /** `typeof X` of a top-level constant: its annotation, else its initializer's literal type (widened for `let`). */
  const typeQuery = (expr: Node, depth: number): TsNode | undefined => {
    if (expr.type !== "Identifier") return undefined;
    const c = constants.get(expr.name);
    if (!c) return { kind: "any" };
    const id = c.declarator.id;
    const annotation = id.type === "Identifier" && id.typeAnnotation?.type === "TSTypeAnnotation" ? id.typeAnnotation.typeAnnotation : undefined;
    if (annotation) return convert(annotation, depth + 1);
    const read = c.declarator.init ? literal(c.declarator.init) : undefined;
    return read?.kind === "primitive" && read.type === "integer" && !c.isConst ? { kind: "primitive", type: "number" } : read;
  };

  const object = (shape: Shape, depth: number): TsNode => {
    const properties = shape.props.map((p): TsProperty => {
      const first = p.declarations[0];
      const written = first?.type === "TSPropertySignature" ? first.typeAnnotation?.typeAnnotation : undefined;
      const type: TsNode =
        first?.type === "TSPropertySignature"
          ? written
            ? convert(written, depth + 1)
            : { kind: "any" }
          : first
            ? { kind: "object", properties: [] }
            : p.valueType
              ? convert(p.valueType, depth + 1)
              : { kind: "any" };
      const out: TsProperty = { name: p.name, optional: p.optional, type };
      const deprecated = p.declarations.map((d) => deprecationOf(d, text)).find((x) => x !== undefined);
      if (deprecated) out.deprecated = deprecated;
      return out;
    });
    return shape.index ? { kind: "object", properties, index: convert(shape.index, depth + 1) } : { kind: "object", properties };
  };

  /** The properties and string index of an object-like type node, inherited ones included. */
  const shapeOf = (n: TSType, seen = new Set<string>()): Shape => {
    const b = bare(n);
    if (b.type === "TSTypeLiteral") return ownShape(b.members);
    if (b.type === "TSIntersectionType") return intersect(b.types.map((t) => shapeOf(t, seen)));
    if (b.type !== "TSTypeReference" || b.typeName.type !== "Identifier") return { props: [] };
    const name = b.typeName.name;
    const args = b.typeParameters?.params ?? [];
    const d = declared.get(name);
    if (d) {
      if (seen.has(name) || args.length > 0) return { props: [] };
      const inner = new Set([...seen, name]);
      return d.kind === "alias" ? shapeOf(d.node.typeAnnotation, inner) : interfaceShape(d.nodes, inner);
    }
    const [t, k] = args;
    switch (name) {
      case "Omit":
      case "Pick": {
        if (!t || !k) return { props: [] };
        const keys = keyNames(k);
        const base = shapeOf(t, seen);
        if (!keys) return name === "Omit" ? base : { props: [] };
        const props = name === "Omit" ? base.props.filter((p) => !keys.includes(p.name)) : keys.flatMap((key) => base.props.filter((p) => p.name === key));
        return name === "Omit" && base.index ? { props, index: base.index } : { props };
      }
      case "Partial":
      case "Required":
      case "Readonly": {
        if (!t) return { props: [] };
        const base = shapeOf(t, seen);
        if (name === "Readonly") return base;
        const props = base.props.map((p) => ({ ...p, optional: name === "Partial" }));
        return base.index ? { props, index: base.index } : { props };
      }
      case "Record": {
        if (!t || !k) return { props: [] };
        const key = bare(t);
        if (key.type === "TSStringKeyword") return { props: [], index: k };
        const keys = keyNames(t);
        return { props: (keys ?? []).map((p) => ({ name: p, optional: false, declarations: [], valueType: k })) };
      }
      default:
        return { props: [] };
    }
  };

  /** `"a" | "b"` -> ["a", "b"]; undefined when the keys are not all string literals. */
  const keyNames = (n: TSType): string[] | undefined => {
    const names: string[] = [];
    for (const m of unionMembers(n)) {
      const b = bare(m);
      if (b.type === "TSLiteralType" && b.literal.type === "StringLiteral") names.push(b.literal.value);
      else return undefined;
    }
    return names;
  };

  const interfaceShape = (nodes: TSInterfaceDeclaration[], seen: Set<string>): Shape => {
    const own = ownShape(nodes.flatMap((d) => d.body.body));
    const bases = nodes.flatMap((d) => d.extends ?? []).map((h): Shape => {
      if (h.expression.type !== "Identifier") return { props: [] };
      const ref = { type: "TSTypeReference", typeName: h.expression, typeParameters: h.typeParameters } as TSType;
      return shapeOf(ref, seen);
    });
    // Own members first, then each base's members that are not redeclared, in order.
    const props = [...own.props];
    let index = own.index;
    for (const base of bases) {
      for (const p of base.props) if (!props.some((q) => q.name === p.name)) props.push(p);
      index ??= base.index;
    }
    return index ? { props, index } : { props };
  };

  return [...declared.entries()].map(([name, d]) => {
    const type =
      d.kind === "interface"
        ? object(interfaceShape(d.nodes, new Set([name])), 0)
        : convert(d.node.typeAnnotation, 0, true);
    const out: TsDeclaration = { name, type };
    const deprecated = deprecationOf(d.documented, text);
    if (deprecated) out.deprecated = deprecated;
    return out;
  });
}

function numericLiteral(n: TSType): boolean {
  if (n.type !== "TSLiteralType") return false;
  const l = n.literal;
  return l.type === "NumericLiteral" || (l.type === "UnaryExpression" && l.argument.type === "NumericLiteral");
}

const utilities = new Set(["Omit", "Pick", "Partial", "Required", "Readonly", "Record"]);

/** Members written in an object literal or interface body: properties (merged by name) and the string index. */
function ownShape(members: readonly TSTypeElement[]): Shape {
  const props: Prop[] = [];
  let index: TSType | undefined;
  for (const m of members) {
    if (m.type === "TSIndexSignature") {
      const key = m.parameters[0]?.typeAnnotation;
      if (!index && key?.type === "TSTypeAnnotation" && key.typeAnnotation.type === "TSStringKeyword") index = m.typeAnnotation?.typeAnnotation;
      continue;
    }
    if (m.type !== "TSPropertySignature" && m.type !== "TSMethodSignature") continue;
    if (m.computed) continue;
    const name = memberName(m.key);
    if (name === undefined) continue;
    const earlier = props.find((p) => p.name === name);
    if (earlier) earlier.declarations.push(m);
    else props.push({ name, optional: m.optional === true, declarations: [m] });
  }
  return index ? { props, index } : { props };
}

/** An intersection's members: first-seen order, declarations of every part, optional only if optional in all. */
function intersect(shapes: Shape[]): Shape {
  const props: Prop[] = [];
  let index: TSType | undefined;
  for (const s of shapes) {
    for (const p of s.props) {
      const i = props.findIndex((q) => q.name === p.name);
      if (i < 0) props.push({ ...p, declarations: [...p.declarations] });
      else props[i] = { ...props[i]!, optional: props[i]!.optional && p.optional, declarations: [...props[i]!.declarations, ...p.declarations] };
    }
    index ??= s.index;
  }
  return index ? { props, index } : { props };
}

/** Flatten nested unions; `true | false` is `boolean` once; one member is that member; `any` absorbs the rest. */
function union(members: TsNode[]): TsNode {
  const flat = members.flatMap((m) => (m.kind === "union" ? m.members : [m]));
  if (flat.some((m) => m.kind === "any")) return { kind: "any" };
  const seen = new Set<string>();
  const unique = flat.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length === 1 ? unique[0]! : { kind: "union", members: unique };
}
