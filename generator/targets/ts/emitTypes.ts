import { assertNever, type Constant, type Definition, type Model, type ObjectNode, type Property, type TypeNode } from "../../ir/model.js";
import { code, join, quote, raw, type Code, type Identifier } from "../../emit/code.js";
import { docComment } from "../../emit/comment.js";
import { identifier, isPlainPropertyName, safeIdentifier } from "../../emit/identifier.js";
import type { ObjectTypes } from "../../options.js";

/** Binding strength of a type expression, to parenthesise only where TypeScript needs it. */
const enum Prec {
  Union = 0,
  Intersection = 1,
  Primary = 2,
}

interface Expr {
  code: Code;
  prec: Prec;
}

/**
 * IR -> TypeScript declarations: schema.ts's constants, then one per definition, in the model's (name) order.
 * `objectTypes`: an object definition as an `interface`, a type alias or a mapped type alias (Options.objectTypes);
 * `mapped` declares its helper (`Flatten`) before the definitions.
 */
export function emitTypes(model: Model, objectTypes: ObjectTypes = "interface"): Code[] {
  const form = declarationForm(model, objectTypes);
  const helper = form.kind === "mapped" ? [emitFlatten(form.flatten)] : [];
  return [...(model.constants ?? []).map(emitConstant), ...helper, ...model.definitions.map((d) => emitDefinition(d, form))];
}

/** How an object definition is declared; `mapped` carries the helper's name. */
export type DeclarationForm = { kind: "interface" } | { kind: "alias" } | { kind: "mapped"; flatten: Identifier };

/** The form for `objectTypes`; the mapped form's helper is `Flatten`, with `_` appended while a declaration has that name. */
export function declarationForm(model: Model, objectTypes: ObjectTypes): DeclarationForm {
  if (objectTypes !== "mapped") return { kind: objectTypes };
  const taken = new Set([...model.definitions.map((d) => safeIdentifier(d.name).text), ...(model.constants ?? []).map((c) => identifier(c.name).text)]);
  let name = "Flatten";
  while (taken.has(name)) name += "_";
  return { kind: "mapped", flatten: identifier(name) };
}

/**
 * A homomorphic mapped type: the same members (optionality, docs) as one object type. TypeScript lets a cast to a
 * type parameter constrained by a base accept it (`x as T` where `T extends Notification`), which it refuses for the
 * same members as an object literal type; an SDK whose types are `Flatten<z.infer<...>>` relies on that.
 */
function emitFlatten(name: Identifier): Code {
  return code`/** The members of \`T\` as one object type (objectTypes: "mapped"). */\ntype ${name}<T> = { [K in keyof T]: T[K] };\n`;
}

/** `export const LATEST_PROTOCOL_VERSION = "2025-11-25";`, typed by its literal as in schema.ts. */
export function emitConstant(constant: Constant): Code {
  return code`${docComment(constant.description)}export const ${identifier(constant.name)} = ${constant.value};\n`;
}

export function emitDefinition(def: Definition, form: DeclarationForm = { kind: "interface" }): Code {
  const name = safeIdentifier(def.name);
  const doc = docComment(def.description, { deprecated: def.deprecated });
  const objectLike = (def.type.kind === "object" && !isBareObject(def.type)) || def.type.kind === "intersection";
  // As an alias, an object's `extends` reads as an intersection with its bases (typeExpr's inline form).
  if (form.kind === "interface" && def.type.kind === "object" && objectLike) {
    const bases = def.type.extends ?? [];
    const heritage = bases.length > 0 ? code` extends ${join(bases.map((b) => code`${safeIdentifier(b)}`), ", ")}` : raw("");
    return code`${doc}export interface ${name}${heritage} ${objectBody(def.type)}\n`;
  }
  if (form.kind === "mapped" && objectLike) return code`${doc}export type ${name} = ${form.flatten}<${typeExpr(def.type).code}>;\n`;
  return code`${doc}export type ${name} = ${typeExpr(def.type).code};\n`;
}

/** `{ type: object, additionalProperties: true }` with nothing listed: schema.ts's `object`. */
function isBareObject(node: ObjectNode): boolean {
  return node.additional.kind === "open" && node.properties.length === 0 && node.requiredOnly.length === 0 && node.patternProperties.length === 0;
}

export function typeExpr(node: TypeNode): Expr {
  switch (node.kind) {
    case "any":
      return primary(raw(node.spelling === "any" ? "any" : "unknown"));
    case "not":
    case "switch":
      return primary(raw("unknown"));
    case "never":
      return primary(raw("never"));
    case "ref":
      return primary(code`${safeIdentifier(node.target)}`);
    case "primitive":
      return primary(raw(node.type === "integer" ? "number" : node.type));
    case "literal":
      return primary(raw(quote(node.value)));
    case "enum":
      return node.values.length === 0 ? primary(raw("never")) : union(node.values.map((v) => primary(raw(quote(v)))));
    case "object": {
      if (isBareObject(node)) return primary(raw("object"));
      // Inline, `extends` reads as an intersection with the bases.
      const bases = (node.extends ?? []).map((b) => primary(code`${safeIdentifier(b)}`));
      if (bases.length === 0) return primary(objectBody(node));
      return { code: join([...bases, primary(objectBody(node))].map((m) => m.code), " & "), prec: Prec.Intersection };
    }
    case "map":
      return primary(code`{ [key: string]: ${typeExpr(node.values).code} }`);
    case "array": {
      const rest = wrap(typeExpr(node.items), Prec.Primary);
      if (node.prefixItems.length === 0) return primary(code`${rest}[]`);
      const prefix = node.prefixItems.map((p) => typeExpr(p).code);
      const tail = node.items.kind === "never" ? [] : [code`...${rest}[]`];
      return primary(code`[${join([...prefix, ...tail], ", ")}]`);
    }
    case "union":
      return union(node.members.map(typeExpr));
    case "intersection": {
      const members = node.members.map(typeExpr);
      if (members.length === 1) return members[0]!;
      return { code: join(members.map((m) => wrap(m, Prec.Intersection)), " & "), prec: Prec.Intersection };
    }
    default:
      return assertNever(node, "type node");
  }
}

function objectBody(node: ObjectNode): Code {
  const members: Code[] = node.properties.map((p) => {
    const key = isPlainPropertyName(p.name) ? raw(p.name) : raw(quote(p.name));
    const doc = docComment(p.description, { deprecated: p.deprecated });
    return code`${doc}${key}${raw(present(p) ? "" : "?")}: ${typeExpr(p.type).code};`;
  });
  for (const name of node.requiredOnly) members.push(code`${raw(quote(name))}: unknown;`);
  const index = indexSignature(node);
  if (index) members.push(code`[key: string]: ${index};`);
  return code`{\n${join(members, "\n")}\n}`;
}

/**
 * Whether a parsed value always has the property: required, or filled in when absent (an overlay's default), as the
 * zod parse gives it and an SDK's inferred type (zod's output) says.
 */
function present(p: Property): boolean {
  return p.required || p.default !== undefined;
}

/**
 * `[key: string]: T` only where the schema allows extra properties. With listed
 * properties too, T must admit their types, or TypeScript rejects the interface.
 */
function indexSignature(node: ObjectNode): Code | undefined {
  const extra: Expr[] = [];
  switch (node.additional.kind) {
    case "unspecified":
    case "closed":
      if (node.patternProperties.length === 0) return undefined;
      break;
    case "open":
      return raw("unknown");
    case "schema":
      extra.push(typeExpr(node.additional.type));
      break;
    default:
      return assertNever(node.additional, "additional properties");
  }
  for (const p of node.patternProperties) extra.push(typeExpr(p.type));
  if (node.properties.length === 0 && node.requiredOnly.length === 0) return union(extra).code;
  if (node.requiredOnly.length > 0 || extra.some((e) => e.code.text === "unknown")) return raw("unknown");
  const listed = node.properties.map((p) => (present(p) ? typeExpr(p.type) : union([typeExpr(p.type), primary(raw("undefined"))])));
  return union([...extra, ...listed]).code;
}

function union(members: Expr[]): Expr {
  const unique = [...new Map(members.map((m) => [m.code.text, m])).values()];
  if (unique.length === 1) return unique[0]!;
  return { code: join(unique.map((m) => wrap(m, Prec.Union)), " | "), prec: Prec.Union };
}

function primary(c: Code): Expr {
  return { code: c, prec: Prec.Primary };
}

function wrap(e: Expr, atLeast: Prec): Code {
  return e.prec >= atLeast ? e.code : code`(${e.code})`;
}
