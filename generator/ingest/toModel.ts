import { CodegenError } from "../messages/error.js";
import type {
  Additional,
  Constraints,
  Definition,
  Dialect,
  JsonValue,
  Model,
  NodeInfo,
  ObjectNode,
  PrimitiveName,
  Property,
  Rename,
  TypeNode,
  Unsupported,
} from "../ir/model.js";
import { child, resolvePointer, tokens } from "../ir/pointer.js";
import { pascalCase, upperFirst } from "../ir/names.js";
import { fitsJsonType } from "../ir/jsonType.js";
import type { LoadedSchema } from "./load.js";
import { inferExtends } from "./inferExtends.js";
import { checkKeywords } from "./checkKeywords.js";
import { checkCycles } from "./checkCycles.js";

type Schema = boolean | { [key: string]: JsonValue };

/** Keywords that only annotate: read for docs or ignored, never asserted. */
const annotations = new Set([
  "$schema", "$id", "$comment", "title", "description", "default", "examples", "deprecated",
  "readOnly", "writeOnly", "contentMediaType", "contentEncoding", "definitions", "$defs",
]);

/** Assertions this model does not represent: a target that must enforce them refuses to generate. */
const unmodelled = new Set([
  "if", "then", "else", "dependentRequired", "dependentSchemas", "dependencies", "unevaluatedProperties",
  "unevaluatedItems", "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "$anchor",
  "minContains", "maxContains", "contentSchema", "$vocabulary",
]);

/** The published metaschemas (draft-04 to 2020-12); any other `$schema` is a custom dialect. */
const standardMetaschema = /^https?:\/\/json-schema\.org\/(draft-0[4-7]|draft\/2019-09|draft\/2020-12)\/schema#?$/;

const stringKeywords = ["minLength", "maxLength", "pattern", "format"] as const;
const numberKeywords = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const;
const arrayKeywords = ["items", "prefixItems", "additionalItems", "contains", "minItems", "maxItems", "uniqueItems"] as const;
const objectKeywords = [
  "properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties",
] as const;
const jsonTypes = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);

export interface BuildOptions {
  /** File or URL named in errors; defaults to the loaded schema's location. */
  file?: string;
  /** Appended to a derived name that is already taken (default `Inline`). */
  collisionSuffix?: string;
  /**
   * A `$ref` that points to nothing: `error` (default; generation must stop) or `any`, for a reviewer diffing a
   * draft caught mid-edit: the ref reads as `{}` and is listed in `Model.unsupported` as keyword `$ref`.
   */
  danglingRefs?: "error" | "any";
}

/** schema.json -> IR. Pure: reads `schema.json`, never mutates it. */
export function buildModel(schema: LoadedSchema | JsonValue, options: BuildOptions = {}): Model {
  const loaded = isLoaded(schema) ? schema : undefined;
  const doc = loaded ? loaded.json : (schema as JsonValue);
  const file = options.file ?? loaded?.location ?? "<schema>";
  checkKeywords(doc, file);
  const model = inferExtends(new Ingest(doc, file, loaded?.source ?? file, options.collisionSuffix ?? "Inline", options.danglingRefs ?? "error").run());
  checkCycles(model, file);
  return model;
}

export const toModel = buildModel;

function isLoaded(x: unknown): x is LoadedSchema {
  return typeof x === "object" && x !== null && "json" in x && "sha256" in x && "location" in x;
}

class Ingest {
  private readonly dialect: Dialect;
  private readonly definitions = new Map<string, Definition>();
  /** Pointer of a definition's schema -> its name, for `$ref` resolution. */
  private readonly byPointer = new Map<string, string>();
  /** Definitions to convert, first in first out: `pending[next]` is the next one (no `shift`, which is linear). */
  private readonly pending: { name: string; pointer: string }[] = [];
  private next = 0;
  /** Every name `declare` handed out (pending or converted). */
  private readonly declared = new Set<string>();
  private readonly takenNames = new Set<string>();
  private readonly unsupported: Unsupported[] = [];
  private readonly renames: Rename[] = [];
  /** Pointers of schemas named by the type they are part of (allOf members). */
  private readonly namedByParent = new Set<string>();

  constructor(
    private readonly doc: JsonValue,
    private readonly file: string,
    private readonly source: string,
    private readonly collisionSuffix: string,
    private readonly danglingRefs: "error" | "any" = "error",
  ) {
    this.dialect = detectDialect(doc);
  }

  run(): Model {
    const doc = this.doc;
    if (!isSchema(doc)) throw this.error("not-a-schema", { found: describe(doc) }, "#");
    const holders = typeof doc === "object" ? (["definitions", "$defs"] as const).filter((k) => isPlainObject(doc[k])) : [];
    const hasRootAssertions = typeof doc === "boolean" || Object.keys(doc).some((k) => !annotations.has(k));
    for (const holder of holders) {
      const defs = (doc as Record<string, JsonValue>)[holder] as Record<string, JsonValue>;
      for (const name of Object.keys(defs)) this.declare(name, child("#", holder, name));
    }
    if (this.pending.length === 0 && !hasRootAssertions) throw this.error("no-definitions", {}, "#");
    // A custom metaschema may switch vocabularies off: what it asserts is not known here.
    const metaschema = typeof doc === "object" ? doc.$schema : undefined;
    if (typeof metaschema === "string" && !standardMetaschema.test(metaschema)) {
      this.unsupported.push({ keyword: "$schema", pointer: child("#", "$schema") });
    }
    // Names of definitions are the spec's own; inline names must avoid all of them.
    for (const p of this.pending) this.takenNames.add(p.name);
    const root = hasRootAssertions ? this.convert(doc, "#", "Root") : undefined;
    while (this.next < this.pending.length) {
      const next = this.pending[this.next++]!;
      // Own pointers hold decoded tokens; `%` is re-escaped so resolvePointer's URI decoding gives them back.
      const schema = resolvePointer(doc, next.pointer.replace(/%/g, "%25")) as JsonValue;
      const type = this.convert(schema, next.pointer, next.name);
      const def: Definition = { name: next.name, pointer: next.pointer, type };
      const description = typeof schema === "object" && schema !== null ? (schema as Record<string, JsonValue>).description : undefined;
      if (typeof description === "string") def.description = description;
      if (isDeprecated(schema)) def.deprecated = {};
      this.definitions.set(next.name, def);
    }
    const definitions = [...this.definitions.values()].sort((a, b) => compare(a.name, b.name));
    const model: Model = {
      source: this.source,
      dialect: this.dialect,
      definitions,
      unsupported: this.unsupported,
      renames: this.renames,
    };
    if (root) model.root = root;
    return model;
  }

  private declare(name: string, pointer: string): string {
    const existing = this.byPointer.get(pointer);
    if (existing) return existing;
    let chosen = name;
    if (this.declared.has(chosen)) chosen = this.unique(name, pointer);
    this.byPointer.set(pointer, chosen);
    this.takenNames.add(chosen);
    this.declared.add(chosen);
    this.pending.push({ name: chosen, pointer });
    return chosen;
  }

  private unique(wanted: string, pointer: string): string {
    let chosen = wanted;
    // Declared names are taken names too (declare adds both).
    for (let i = 2; this.takenNames.has(chosen); i++) {
      chosen = `${wanted}${this.collisionSuffix}${i === 2 ? "" : i}`;
    }
    this.renames.push({ pointer, wanted, chosen });
    return chosen;
  }

  private error<I extends Parameters<typeof errorFor>[0]>(id: I, args: Parameters<typeof errorFor<I>>[1], pointer: string) {
    return errorFor(id, args, { file: this.file, pointer });
  }

  /** Reserve a stable, unique name for an anonymous node derived from its path. */
  private nameFor(hint: string, pointer: string): string {
    if (!this.takenNames.has(hint)) {
      this.takenNames.add(hint);
      return hint;
    }
    const chosen = this.unique(hint, pointer);
    this.takenNames.add(chosen);
    return chosen;
  }

  private convert(schema: JsonValue | undefined, pointer: string, hint: string): TypeNode {
    if (schema === true) return { kind: "any", pointer };
    if (schema === false) return { kind: "never", pointer };
    if (!isPlainObject(schema)) throw this.error("not-a-schema", { found: describe(schema) }, pointer);
    const s = schema as Record<string, JsonValue>;
    const info: NodeInfo = { pointer };
    if (typeof s.description === "string") info.description = s.description;
    if (isDeprecated(s)) info.deprecated = {};

    for (const k of Object.keys(s)) if (unmodelled.has(k)) this.unsupported.push({ keyword: k, pointer: child(pointer, k) });
    if (typeof s.$id === "string" && pointer !== "#") this.unsupported.push({ keyword: "$id", pointer: child(pointer, "$id") });

    const parts: TypeNode[] = [];
    if (typeof s.$ref === "string") {
      const target = this.resolveRef(s.$ref, child(pointer, "$ref"));
      parts.push(target === undefined ? { kind: "any", pointer: child(pointer, "$ref") } : { kind: "ref", pointer: child(pointer, "$ref"), target });
      // draft-07: keywords beside $ref are ignored.
      if (this.dialect === "draft-07") return { ...info, ...parts[0]!, pointer };
    }
    const typed = this.typedPart(s, pointer, hint);
    const valuePart = this.valuePart(s, pointer);
    if (valuePart && typed && !literalFits(valuePart, typed)) parts.push(typed, valuePart);
    else if (valuePart) parts.push(valuePart);
    else if (typed) parts.push(typed);

    if (Array.isArray(s.anyOf)) parts.push(this.union(s.anyOf, child(pointer, "anyOf"), hint, false));
    if (Array.isArray(s.oneOf)) parts.push(this.union(s.oneOf, child(pointer, "oneOf"), hint, true));
    if (Array.isArray(s.allOf)) {
      s.allOf.forEach((m, i) => {
        // allOf members are parts of one type: they share its name rather than taking new ones.
        this.namedByParent.add(child(pointer, "allOf", i));
        parts.push(this.convert(m, child(pointer, "allOf", i), hint));
      });
    }
    if (s.not !== undefined) parts.push({ kind: "not", pointer: child(pointer, "not"), type: this.convert(s.not, child(pointer, "not"), `${hint}Not`) });

    if (parts.length === 0) return { ...info, kind: "any" };
    if (parts.length === 1) return { ...parts[0]!, ...info, ...keepName(parts[0]!) };
    return { ...info, kind: "intersection", members: parts };
  }

  /** The definition a local `$ref` names; undefined for a dangling one when `danglingRefs` is `any` (then listed as unsupported). */
  private resolveRef(ref: string, at: string): string | undefined {
    if (!ref.startsWith("#")) {
      this.unsupported.push({ keyword: "$ref", pointer: at });
      throw this.error("ref-unsupported", { ref }, at);
    }
    const known = this.byPointer.get(ref) ?? this.byPointer.get(normalisePointer(ref));
    if (known) return known;
    const target = resolvePointer(this.doc, ref);
    if (target === undefined || !isSchema(target)) {
      if (this.danglingRefs === "error") throw this.error("ref-unresolved", { ref }, at);
      this.unsupported.push({ keyword: "$ref", pointer: at });
      return undefined;
    }
    const path = tokens(ref);
    const name = path.length === 0 ? "Root" : pascalCase(path.filter((t) => t !== "$defs" && t !== "definitions").join(" "));
    return this.declare(name, normalisePointer(ref));
  }

  private union(members: JsonValue[], pointer: string, hint: string, exclusive: boolean): TypeNode {
    const converted = members.map((m, i) => this.convert(m, child(pointer, i), memberHint(hint, m, i)));
    return { kind: "union", pointer, members: converted, exclusive };
  }

  /** `const` / `enum`. */
  private valuePart(s: Record<string, JsonValue>, pointer: string): TypeNode | undefined {
    if ("const" in s) return { kind: "literal", pointer: child(pointer, "const"), value: s.const! };
    if ("enum" in s) {
      if (!Array.isArray(s.enum)) throw this.error("keyword-invalid", { keyword: "enum", detail: "not an array" }, child(pointer, "enum"));
      return { kind: "enum", pointer: child(pointer, "enum"), values: s.enum };
    }
    return undefined;
  }

  /** `type` and the keywords that apply to one JSON type. */
  private typedPart(s: Record<string, JsonValue>, pointer: string, hint: string): TypeNode | undefined {
    let types: string[] | undefined;
    if (typeof s.type === "string") types = [s.type];
    else if (Array.isArray(s.type)) types = s.type.map(String);
    else if (s.type !== undefined) throw this.error("keyword-invalid", { keyword: "type", detail: "not a string or array" }, child(pointer, "type"));
    for (const t of types ?? []) if (!jsonTypes.has(t)) throw this.error("type-unknown", { type: t }, child(pointer, "type"));

    const has = (keys: readonly string[]) => keys.some((k) => k in s);
    if (types === undefined) {
      const cases: { when: "object" | "array" | "string" | "number"; type: TypeNode }[] = [];
      if (has(objectKeywords)) cases.push({ when: "object", type: this.objectType(s, pointer, hint) });
      if (has(arrayKeywords)) cases.push({ when: "array", type: this.arrayType(s, pointer, hint) });
      if (has(stringKeywords)) cases.push({ when: "string", type: this.primitive("string", s, pointer) });
      if (has(numberKeywords)) cases.push({ when: "number", type: this.primitive("number", s, pointer) });
      // A schema with only object keywords and properties is, in practice, an object (MCP writes `type` always).
      if (cases.length === 0) return undefined;
      return { kind: "switch", pointer, cases };
    }
    const nodes = types.map((t): TypeNode => {
      switch (t) {
        case "object":
          return this.objectType(s, pointer, hint);
        case "array":
          return this.arrayType(s, pointer, hint);
        default:
          return this.primitive(t as PrimitiveName, s, pointer);
      }
    });
    if (nodes.length === 1) return nodes[0];
    return { kind: "union", pointer: child(pointer, "type"), members: nodes, exclusive: false };
  }

  private primitive(type: PrimitiveName, s: Record<string, JsonValue>, pointer: string): TypeNode {
    const constraints: Constraints = {};
    const keys = type === "string" ? stringKeywords : type === "number" || type === "integer" ? numberKeywords : [];
    for (const k of keys) {
      const v = s[k];
      if (v === undefined) continue;
      if (k === "format" || k === "pattern") {
        if (typeof v !== "string") throw this.error("keyword-invalid", { keyword: k, detail: "not a string" }, child(pointer, k));
        constraints[k] = v;
      } else {
        if (typeof v !== "number") throw this.error("keyword-invalid", { keyword: k, detail: "not a number" }, child(pointer, k));
        constraints[k] = v;
      }
    }
    return { kind: "primitive", pointer, type, constraints };
  }

  private numberConstraint(s: Record<string, JsonValue>, k: string, pointer: string): number | undefined {
    const v = s[k];
    if (v === undefined) return undefined;
    if (typeof v !== "number") throw this.error("keyword-invalid", { keyword: k, detail: "not a number" }, child(pointer, k));
    return v;
  }

  private arrayType(s: Record<string, JsonValue>, pointer: string, hint: string): TypeNode {
    const constraints: Constraints = {};
    for (const k of ["minItems", "maxItems"] as const) {
      const v = this.numberConstraint(s, k, pointer);
      if (v !== undefined) constraints[k] = v;
    }
    if (s.uniqueItems === true) constraints.uniqueItems = true;
    const itemHint = `${hint}Item`;
    let prefixItems: TypeNode[] = [];
    let items: TypeNode = { kind: "any", pointer };
    if (Array.isArray(s.items)) {
      prefixItems = s.items.map((m, i) => this.convert(m, child(pointer, "items", i), itemHint));
      if (s.additionalItems !== undefined) items = this.convert(s.additionalItems, child(pointer, "additionalItems"), itemHint);
    } else {
      if (Array.isArray(s.prefixItems)) prefixItems = s.prefixItems.map((m, i) => this.convert(m, child(pointer, "prefixItems", i), itemHint));
      if (s.items !== undefined) items = this.convert(s.items, child(pointer, "items"), itemHint);
    }
    const node: TypeNode = { kind: "array", pointer, prefixItems, items, constraints };
    if (s.contains !== undefined) node.contains = this.convert(s.contains, child(pointer, "contains"), `${hint}Contains`);
    return node;
  }

  private objectType(s: Record<string, JsonValue>, pointer: string, hint: string): TypeNode {
    const required = Array.isArray(s.required) ? s.required.map(String) : [];
    const props = isPlainObject(s.properties) ? (s.properties as Record<string, JsonValue>) : {};
    const properties: Property[] = Object.keys(props).map((name) => {
      const type = this.convert(props[name], child(pointer, "properties", name), `${hint}${pascalCase(name)}`);
      const p: Property = { name, required: required.includes(name), type };
      if (type.description !== undefined) p.description = type.description;
      if (type.deprecated) p.deprecated = type.deprecated;
      return p;
    });
    const requiredOnly = required.filter((r) => !(r in props) || !Object.prototype.hasOwnProperty.call(props, r));
    const constraints: Constraints = {};
    for (const k of ["minProperties", "maxProperties"] as const) {
      const v = this.numberConstraint(s, k, pointer);
      if (v !== undefined) constraints[k] = v;
    }
    const patternProperties = isPlainObject(s.patternProperties)
      ? Object.entries(s.patternProperties as Record<string, JsonValue>).map(([pattern, sub]) => ({
          pattern,
          type: this.convert(sub, child(pointer, "patternProperties", pattern), `${hint}Value`),
        }))
      : [];
    const additional = this.additional(s, pointer, hint);
    const propertyNames = s.propertyNames !== undefined ? this.convert(s.propertyNames, child(pointer, "propertyNames"), `${hint}Key`) : undefined;
    const bare = properties.length === 0 && requiredOnly.length === 0 && patternProperties.length === 0;
    // Nothing listed and additionalProperties absent: the open record (`Record<string, unknown>`), not an empty interface.
    if (bare && (additional.kind === "schema" || additional.kind === "unspecified")) {
      const values: TypeNode = additional.kind === "schema" ? additional.type : { kind: "any", pointer };
      const map: TypeNode = { kind: "map", pointer, values, constraints };
      if (propertyNames) map.propertyNames = propertyNames;
      return map;
    }
    const node: ObjectNode = { kind: "object", pointer, properties, requiredOnly, additional, patternProperties, constraints };
    if (propertyNames) node.propertyNames = propertyNames;
    if (properties.length > 0) {
      // A definition's own object is named by the definition; only inline objects need a derived name.
      const ownName = this.byPointer.get(pointer) === hint || this.namedByParent.has(pointer);
      node.suggestedName = ownName ? hint : this.nameFor(hint, pointer);
    }
    return node;
  }

  private additional(s: Record<string, JsonValue>, pointer: string, hint: string): Additional {
    const a = s.additionalProperties;
    if (a === undefined) return { kind: "unspecified" };
    if (a === true) return { kind: "open" };
    if (a === false) return { kind: "closed" };
    return { kind: "schema", type: this.convert(a, child(pointer, "additionalProperties"), `${hint}Value`) };
  }
}

function errorFor<I extends "not-a-schema" | "no-definitions" | "ref-unresolved" | "ref-unsupported" | "keyword-invalid" | "type-unknown">(
  id: I,
  args: ConstructorParameters<typeof CodegenError<I>>[1],
  where: { file: string; pointer: string },
) {
  return new CodegenError(id, args, where);
}

/** Keep a definition-level name on the single part (the part's own pointer may be deeper). */
function keepName(node: TypeNode): Partial<NodeInfo> {
  return node.suggestedName ? { suggestedName: node.suggestedName } : {};
}

function literalFits(value: TypeNode, typed: TypeNode): boolean {
  const values = value.kind === "literal" ? [value.value] : value.kind === "enum" ? value.values : [];
  const accepts = (t: TypeNode, v: JsonValue): boolean => {
    if (t.kind === "union") return t.members.some((m) => accepts(m, v));
    if (t.kind !== "primitive" || Object.keys(t.constraints).length > 0) return false;
    return fitsJsonType(t.type, v);
  };
  return values.every((v) => accepts(typed, v));
}

function memberHint(hint: string, member: JsonValue, index: number): string {
  if (isPlainObject(member)) {
    const m = member as Record<string, JsonValue>;
    if (typeof m.$ref === "string") return hint;
    const props = isPlainObject(m.properties) ? (m.properties as Record<string, JsonValue>) : {};
    for (const key of ["type", "method", "kind"]) {
      const c = isPlainObject(props[key]) ? (props[key] as Record<string, JsonValue>).const : undefined;
      if (typeof c === "string") return `${hint}${pascalCase(c)}`;
    }
    if (typeof m.type === "string") return `${hint}${upperFirst(m.type)}`;
  }
  return `${hint}Variant${index + 1}`;
}

function detectDialect(doc: JsonValue): Dialect {
  const s = isPlainObject(doc) ? (doc as Record<string, JsonValue>) : {};
  const uri = typeof s.$schema === "string" ? s.$schema : "";
  if (uri.includes("draft-07") || uri.includes("draft-06") || uri.includes("draft-04")) return "draft-07";
  if (uri.includes("2020-12") || uri.includes("2019-09")) return "2020-12";
  return "$defs" in s ? "2020-12" : "draft-07";
}

function normalisePointer(ref: string): string {
  return ref === "#" ? "#" : `#${decodeURIComponent(ref.slice(1))}`;
}

function isDeprecated(s: unknown): boolean {
  return isPlainObject(s) && (s as Record<string, unknown>).deprecated === true;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function isSchema(x: unknown): x is Schema {
  return typeof x === "boolean" || isPlainObject(x);
}

function describe(x: unknown): string {
  return x === null ? "null" : Array.isArray(x) ? "an array" : typeof x;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
