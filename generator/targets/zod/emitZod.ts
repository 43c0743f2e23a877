import { assertNever, type Constraints, type Definition, type Deprecation, type Model, type Normalization, type ObjectNode, type Property, type TypeNode } from "../../ir/model.js";
import { code, join, literalValue, quote, raw, regExp, type Code } from "../../emit/code.js";
import { docComment } from "../../emit/comment.js";
import { identifier, isPlainPropertyName, safeIdentifier } from "../../emit/identifier.js";
import { child } from "../../ir/pointer.js";
import { definitionsByName, typesByName } from "../../ir/lookup.js";
import { CodegenError } from "../../messages/error.js";
import { dispatchOf, type Definitions } from "../../facts/discriminator.js";
import { declarationOrder } from "./order.js";

/** Formats the prelude's `$formats` checks (ajv-formats' "full" mode, as the validators target). */
export const zodFormats: readonly string[] = ["byte", "uri", "uri-template"];

export interface ZodModule {
  /** `export const XSchema = ...;` per definition, dependencies first (separate statements, so they can be formatted apart). */
  declarations: readonly Code[];
  /** The `schemas` record, by definition name. */
  records: Code;
  /** Whether any declaration names a types.ts type (recursive definitions are annotated with theirs). */
  usesTypes: boolean;
}

interface Context {
  readonly file: string;
  readonly definitions: Definitions["definitions"];
  /** Definition name -> the const holding its schema. */
  readonly constOf: ReadonlyMap<string, Code>;
  /** Definitions declared so far. */
  readonly declared: Set<string>;
  /** Definitions on a ref cycle (their refs to each other go through z.lazy). */
  readonly cycleOf: ReadonlyMap<string, number>;
}

/** IR -> a zod 4 schema per definition. Throws CodegenError for what it cannot enforce exactly. */
export function emitZod(model: Model, file: string): ZodModule {
  const first = model.unsupported[0];
  if (first) throw new CodegenError("keyword-unsupported", { keyword: first.keyword, target: "zod" }, { file, pointer: first.pointer });
  const byName = definitionsByName(model);
  const constOf = new Map(model.definitions.map((d, i) => [d.name, exported(d) ? code`${identifier(`${d.name}Schema`)}` : raw(`$schema${i}`)]));
  const { order, cycleOf } = declarationOrder(model);
  const ctx: Context = {
    file,
    definitions: typesByName(model),
    constOf,
    declared: new Set(),
    cycleOf,
  };
  const declarations = order.map((name) => declare(byName.get(name)!, ctx));
  // The root schema's own assertions (test suites): after every definition, so no ref needs z.lazy.
  if (model.root) declarations.push(code`/** The root schema itself (present when the root asserts more than holding definitions). */\nexport const root = ${schemaOf(model.root, ctx)};\n`);
  const entries = model.definitions.map((d) => code`[${d.name}]: ${constOf.get(d.name)!},`);
  const types = model.definitions.map((d) => code`readonly ${raw(quote(d.name))}: typeof ${constOf.get(d.name)!};`);
  const records = code`/** Every schema by definition name: \`schemas["CallToolRequest"]\`. */
export const schemas: {
${join(types, "\n")}
} = Object.freeze(Object.setPrototypeOf({
${join(entries, "\n")}
}, null));
`;
  return { declarations, records, usesTypes: model.definitions.some((d) => cycleOf.has(d.name) && exported(d)) };
}

/** Names that are TypeScript identifiers get `XSchema` (exported) and their types.ts type. */
function exported(d: Definition): boolean {
  return isPlainPropertyName(d.name);
}

function declare(def: Definition, ctx: Context): Code {
  const name = ctx.constOf.get(def.name)!;
  const doc = docComment(def.description, { deprecated: def.deprecated });
  // A definition on a cycle is annotated with its types.ts type, as output and as input (so `z.input` and type guards
  // narrow to it, not to unknown): the compiler checks the schema against it.
  const annotation = !ctx.cycleOf.has(def.name)
    ? raw("")
    : exported(def)
      ? code`: z.ZodType<T.${safeIdentifier(def.name)}, T.${safeIdentifier(def.name)}>`
      : raw(": z.ZodType<unknown>");
  const value = schemaOf(def.type, ctx, def.deprecated);
  ctx.declared.add(def.name);
  return code`${doc}${raw(exported(def) ? "export " : "")}const ${name}${annotation} = ${value};\n`;
}

/**
 * The zod expression for a node, with its description (`.describe`) and deprecation (zod's
 * `deprecated` metadata, which z.toJSONSchema writes out; the reason goes to the JSDoc). A
 * definition's or property's deprecation arrives as `deprecated`.
 */
function schemaOf(node: TypeNode, ctx: Context, deprecated: Deprecation | undefined = node.deprecated): Code {
  const described = describedSchemaOf(node, ctx, deprecated);
  return (node.normalize ?? []).reduce((inner, n) => code`z.preprocess(${normalization(n)}, ${inner})`, described);
}

/** An overlay's declared rewrite as a preprocess function: a deep-equal value replaced, or the opted-in code itself. */
function normalization(n: Normalization): Code {
  switch (n.kind) {
    case "replace":
      return code`(v) => (deepEqual(v, ${literalValue(n.when)}) ? ${literalValue(n.read)} : v)`;
    case "code":
      // The overlay set `allowCode`: its author asked for this source to run here.
      return code`(${raw(n.code)})`;
    default:
      return assertNever(n, "normalization");
  }
}

function describedSchemaOf(node: TypeNode, ctx: Context, deprecated: Deprecation | undefined): Code {
  const base = bareSchemaOf(node, ctx);
  if (deprecated) {
    const meta = node.description === undefined || node.kind === "ref" ? { deprecated: true } : { description: node.description, deprecated: true };
    return code`${base}.meta(${meta})`;
  }
  if (node.kind === "ref") return base;
  return node.description === undefined ? base : code`${base}.describe(${node.description})`;
}

function bareSchemaOf(node: TypeNode, ctx: Context): Code {
  switch (node.kind) {
    case "any":
      return raw(node.spelling === "any" ? "z.any()" : "z.unknown()");
    case "never":
      return raw("z.never()");
    case "ref":
      return refTo(node.target, ctx);
    case "primitive":
      return primitive(node.type, node.constraints, node.pointer, ctx);
    case "literal":
      return literal(node.value);
    case "enum": {
      if (node.values.length === 0) return raw("z.never()");
      if (node.values.every((v) => typeof v === "string")) return code`z.enum(${node.values})`;
      if (node.values.every(isPrimitive)) return node.values.length === 1 ? literal(node.values[0]!) : code`z.literal(${node.values})`;
      return code`z.union([${join(node.values.map(literal), ", ")}])`;
    }
    case "object":
      return object(node, ctx);
    case "map": {
      const checks = [...propertyNamesChecks(node.propertyNames, ctx), ...objectChecks(node.constraints)];
      return code`$record(${schemaOf(node.values, ctx)}${checks.length ? code`, ${checkList(checks)}` : raw("")})`;
    }
    case "array": {
      const items = schemaOf(node.items, ctx);
      const base =
        node.prefixItems.length === 0
          ? code`z.array(${items})`
          : // prefixItems do not require their items: a shorter array is valid (types.ts's tuple is stricter).
            code`z.tuple([${join(
              node.prefixItems.map((p) => code`${schemaOf(p, ctx)}.optional()`),
              ", ",
            )}]${node.items.kind === "never" ? raw("") : code`, ${items}`})`;
      // zod's own length checks where zod has them (arrays, not tuples): the SDK's callers read the issue code
      // (`too_big`, `too_small`), which a refine reports as `custom`.
      const tuple = node.prefixItems.length > 0;
      const lengths = tuple ? [] : lengthChecks(node.constraints);
      const checks = arrayChecks(node.constraints, tuple);
      if (node.contains) checks.push(check(code`(a) => a.some((x) => $matches(${schemaOf(node.contains, ctx)}, x))`, "must contain a valid item"));
      return refine(lengths.reduce((acc, l) => code`${acc}.${raw(l.method)}(${l.count}, { message: ${l.message} })`, base), checks);
    }
    case "union":
      return union(node.members, node.exclusive, ctx);
    case "intersection": {
      if (node.members.length === 0) return raw("z.unknown()");
      return node.members.map((m) => schemaOf(m, ctx)).reduce((a, b) => code`z.intersection(${a}, ${b})`);
    }
    case "not":
      return refine(raw("z.unknown()"), [check(code`(v) => !$matches(${schemaOf(node.type, ctx)}, v)`, "must NOT be valid")]);
    case "switch": {
      const cases = node.cases.map((c) => code`(${raw(typeTest[c.when])} || $matches(${schemaOf(c.type, ctx)}, v))`);
      return refine(raw("z.unknown()"), [check(code`(v) => ${join(cases, " && ")}`, "must be valid")]);
    }
    default:
      return assertNever(node, "type node");
  }
}

/** A switch case applies only to values of its JSON type: the negated test lets every other value pass. */
const typeTest = {
  object: "!$isObject(v)",
  array: "!Array.isArray(v)",
  string: 'typeof v !== "string"',
  number: 'typeof v !== "number"',
} as const;

/** A definition's const, or `z.lazy` around it when it is not declared yet (a ref inside a cycle). */
function refTo(target: string, ctx: Context): Code {
  const name = ctx.constOf.get(target);
  if (!name) throw new Error(`ref to unknown definition ${target}`);
  return ctx.declared.has(target) ? name : code`z.lazy(() => ${name})`;
}

function isPrimitive(v: unknown): v is string | number | boolean | null {
  return v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}

function literal(value: unknown): Code {
  if (value === null) return raw("z.null()");
  if (isPrimitive(value)) return code`z.literal(${value})`;
  // An object or array constant: compared by JSON equality, typed as the JSON value itself (as types.ts types it).
  return code`$constant<${raw(quote(value))}>(${literalValue(value)})`;
}

interface Check {
  fn: Code;
  message: string;
}

function check(fn: Code, message: string): Check {
  return { fn, message };
}

/** Object keywords run on the input (see the prelude's `$onInput`): `[[fn, message], ...]`. */
function checkList(checks: readonly Check[]): Code {
  return code`[${join(
    checks.map((c) => code`[${c.fn}, ${c.message}]`),
    ", ",
  )}]`;
}

function onInput(base: Code, checks: readonly Check[]): Code {
  return checks.length === 0 ? base : code`$onInput(${base}, ${checkList(checks)})`;
}

function refine(base: Code, checks: readonly Check[]): Code {
  return checks.reduce((acc, c) => code`${acc}.refine(${c.fn}, { message: ${c.message} })`, base);
}

function primitive(type: "string" | "number" | "integer" | "boolean" | "null", c: Constraints, pointer: string, ctx: Context): Code {
  switch (type) {
    case "boolean":
      return raw("z.boolean()");
    case "null":
      return raw("z.null()");
    case "string": {
      const checks: Check[] = [];
      if (c.minLength !== undefined) checks.push(check(code`(s) => codePoints(s) >= ${c.minLength}`, `must NOT have fewer than ${c.minLength} characters`));
      if (c.maxLength !== undefined) checks.push(check(code`(s) => codePoints(s) <= ${c.maxLength}`, `must NOT have more than ${c.maxLength} characters`));
      if (c.pattern !== undefined) {
        assertPattern(c.pattern, ctx.file, child(pointer, "pattern"));
        checks.push(check(code`(s) => ${regExp(c.pattern, "u")}.test(s)`, `must match pattern ${quote(c.pattern)}`));
      }
      if (c.format !== undefined) {
        if (!zodFormats.includes(c.format)) throw new CodegenError("zod-format-unsupported", { format: c.format }, { file: ctx.file, pointer: child(pointer, "format") });
        checks.push(check(code`$formats[${c.format}]`, `must match format ${quote(c.format)}`));
      }
      return refine(raw("z.string()"), checks);
    }
    case "number":
    case "integer": {
      const checks: Check[] = [];
      if (c.minimum !== undefined) checks.push(check(code`(n) => n >= ${c.minimum}`, `must be >= ${c.minimum}`));
      if (c.maximum !== undefined) checks.push(check(code`(n) => n <= ${c.maximum}`, `must be <= ${c.maximum}`));
      if (c.exclusiveMinimum !== undefined) checks.push(check(code`(n) => n > ${c.exclusiveMinimum}`, `must be > ${c.exclusiveMinimum}`));
      if (c.exclusiveMaximum !== undefined) checks.push(check(code`(n) => n < ${c.exclusiveMaximum}`, `must be < ${c.exclusiveMaximum}`));
      // As the validators do: the quotient must be an integer.
      if (c.multipleOf !== undefined) checks.push(check(code`(n) => Number.isInteger(n / ${c.multipleOf})`, `must be multiple of ${c.multipleOf}`));
      return refine(raw(type === "integer" ? "$integer()" : "z.number()"), checks);
    }
    default:
      return assertNever(type, "primitive type");
  }
}

/** An array's minItems and maxItems as zod's `.min()` and `.max()`, with the messages the refines would give. */
function lengthChecks(c: Constraints): { method: "min" | "max"; count: number; message: string }[] {
  const lengths: { method: "min" | "max"; count: number; message: string }[] = [];
  if (c.minItems !== undefined) lengths.push({ method: "min", count: c.minItems, message: `must NOT have fewer than ${c.minItems} items` });
  if (c.maxItems !== undefined) lengths.push({ method: "max", count: c.maxItems, message: `must NOT have more than ${c.maxItems} items` });
  return lengths;
}

/** The array keywords zod has no method for (and, on a tuple, the lengths too) as refines. */
function arrayChecks(c: Constraints, tuple: boolean): Check[] {
  const checks: Check[] = [];
  if (tuple && c.minItems !== undefined) checks.push(check(code`(a) => a.length >= ${c.minItems}`, `must NOT have fewer than ${c.minItems} items`));
  if (tuple && c.maxItems !== undefined) checks.push(check(code`(a) => a.length <= ${c.maxItems}`, `must NOT have more than ${c.maxItems} items`));
  if (c.uniqueItems) checks.push(check(raw("uniqueItems"), "must NOT have duplicate items"));
  return checks;
}

function objectChecks(c: Constraints): Check[] {
  const checks: Check[] = [];
  if (c.minProperties !== undefined) checks.push(check(code`(o) => Object.keys(o).length >= ${c.minProperties}`, `must NOT have fewer than ${c.minProperties} properties`));
  if (c.maxProperties !== undefined) checks.push(check(code`(o) => Object.keys(o).length <= ${c.maxProperties}`, `must NOT have more than ${c.maxProperties} properties`));
  return checks;
}

function propertyNamesChecks(names: TypeNode | undefined, ctx: Context): Check[] {
  if (!names) return [];
  return [check(code`(o) => Object.keys(o).every((k) => $matches(${schemaOf(names, ctx)}, k))`, "property name must be valid")];
}

/** A key of a zod shape: bare when it can be, else computed (`["__proto__"]` stays an own property). */
function key(name: string): Code {
  return isPlainPropertyName(name) && name !== "__proto__" ? raw(name) : code`[${name}]`;
}

/**
 * A name zod would read through the prototype (`input[name]`): `toString` on `{}` is a function.
 * JSON Schema counts own properties only, so these are checked on the input (see `$ownProperty`).
 */
function inherited(name: string): boolean {
  return name in Object.prototype;
}

function object(node: ObjectNode, ctx: Context): Code {
  const listed = node.properties.length + node.requiredOnly.length;
  const own: Check[] = [];
  const shape = [
    ...node.properties.map((p) => {
      const doc = docComment(p.description, { deprecated: p.deprecated });
      const value = schemaOf(p.type, ctx, p.deprecated ?? p.type.deprecated);
      if (!inherited(p.name)) return code`${doc}${key(p.name)}: ${presence(p, value)},`;
      // Typed as the schema says, checked on the input's own property.
      own.push(check(code`$ownProperty(${p.name}, ${value}, ${p.required})`, `property ${JSON.stringify(p.name)} must be valid`));
      return code`${doc}${key(p.name)}: $unchecked(${value})${raw(p.required ? "" : ".optional()")},`;
    }),
    // Required with no schema: present, any value (types.ts's `"name": unknown`); presence checked as an own property.
    ...node.requiredOnly.map((name) => {
      own.push(check(code`$ownProperty(${name}, z.unknown(), true)`, `must have required property ${JSON.stringify(name)}`));
      return code`${key(name)}: z.unknown(),`;
    }),
  ];
  const body = code`{\n${join(shape, "\n")}\n}`;
  const checks = [...own, ...propertyNamesChecks(node.propertyNames, ctx), ...objectChecks(node.constraints)];
  if (node.patternProperties.length > 0) {
    // Which schema an extra key answers to depends on the key: checked over the keys, on a loose object.
    const patterns = node.patternProperties.map((p) => {
      assertPattern(p.pattern, ctx.file, child(node.pointer, "patternProperties", p.pattern));
      return code`[${regExp(p.pattern, "u")}, ${schemaOf(p.type, ctx)}]`;
    });
    const rest = node.additional.kind === "closed" ? raw("z.never()") : node.additional.kind === "schema" ? schemaOf(node.additional.type, ctx) : raw("z.unknown()");
    const names = node.properties.map((p) => p.name).concat(node.requiredOnly);
    checks.unshift(check(code`$rest(${names}, [${join(patterns, ", ")}], ${rest})`, "extra properties must be valid"));
    return onInput(code`z.looseObject(${body})`, checks);
  }
  // An overlay's `ignore`: unlisted keys accepted and not kept, zod's own default (strip).
  const strip = node.unknownKeys === "drop" && (node.additional.kind !== "schema" || node.additional.type.kind === "any");
  if (strip) return onInput(code`z.object(${body})`, checks);
  switch (node.additional.kind) {
    case "unspecified":
      return onInput(listed === 0 ? raw("$emptyObject") : code`$object(${body})`, checks);
    case "open":
      return onInput(listed === 0 ? raw("$anyObject") : code`z.looseObject(${body})`, checks);
    case "closed":
      return onInput(code`z.strictObject(${body})`, checks);
    case "schema":
      if (node.additional.type.kind === "any") return onInput(code`z.looseObject(${body})`, checks);
      return code`$catchall(${body}, ${schemaOf(node.additional.type, ctx)}${checks.length ? code`, ${checkList(checks)}` : raw("")})`;
    default:
      return assertNever(node.additional, "additional properties");
  }
}

/**
 * Required, optional, or filled in when absent (an overlay's default; a fresh value per parse); with an overlay's
 * `onInvalid: "absent"`, a malformed value is read as absent (`.catch`).
 */
function presence(p: Property, value: Code): Code {
  if (p.default !== undefined) {
    const filled = code`${value}.default(() => (${literalValue(p.default)}))`;
    return p.onInvalid === "absent" ? code`${filled}.catch(() => (${literalValue(p.default)}))` : filled;
  }
  // `.optional()`, not `$optional`: the caught value is `undefined`, so the output type must admit it.
  if (p.onInvalid === "absent") return code`${value}.optional().catch(undefined)`;
  // zod 3.25's zod/v4 reads a missing key as an optional `unknown`: required says so in every zod.
  if (p.required && p.type.kind === "any") return code`${value}.nonoptional()`;
  return p.required ? value : code`$optional(${value})`;
}

function union(members: readonly TypeNode[], exclusive: boolean, ctx: Context): Code {
  if (members.length === 0) return raw("z.never()");
  if (members.length === 1) return schemaOf(members[0]!, ctx);
  const discriminator = discriminatorOf(members, ctx);
  const schemas = join(
    members.map((m) => schemaOf(m, ctx)),
    ", ",
  );
  // A tag that selects one member each: at most one member can match, so oneOf is anyOf.
  if (discriminator !== undefined) return code`z.discriminatedUnion(${discriminator}, [${schemas}])`;
  return exclusive ? code`$oneOf([${schemas}])` : code`z.union([${schemas}])`;
}

/**
 * The property to hand `z.discriminatedUnion`: the validators' tag (a required const/enum every
 * member has), when each tag value selects exactly one member and each member is an object zod
 * can read the tag from (inline, or a declared object definition; not lazy, not an intersection).
 */
function discriminatorOf(members: readonly TypeNode[], ctx: Context): string | undefined {
  const dispatch = dispatchOf(members, ctx);
  if (!dispatch || dispatch.cases.some((c) => c.members.length !== 1 || typeof c.tag !== "string")) return undefined;
  const readable = (m: TypeNode): boolean => {
    if (m.kind === "ref") {
      const target = ctx.definitions.get(m.target);
      return ctx.declared.has(m.target) && target !== undefined && !ctx.cycleOf.has(m.target) && readable(target);
    }
    // Objects with keywords checked on the input are pipes (`$onInput`), which carry no tag.
    const plain = (o: ObjectNode) =>
      o.patternProperties.length === 0 &&
      o.requiredOnly.length === 0 &&
      !o.properties.some((p) => inherited(p.name)) &&
      o.propertyNames === undefined &&
      Object.keys(o.constraints).length === 0 &&
      (o.additional.kind !== "schema" || o.additional.type.kind === "any");
    return m.kind === "object" && m.properties.length > 0 && plain(m);
  };
  return members.every(readable) ? dispatch.property : undefined;
}

function assertPattern(pattern: string, file: string, pointer: string): void {
  try {
    new RegExp(pattern, "u");
  } catch (e) {
    throw new CodegenError("keyword-invalid", { keyword: "pattern", detail: (e as Error).message }, { file, pointer });
  }
}
