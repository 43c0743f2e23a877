import { assertNever, type Deprecation, type JsonValue, type Model, type ObjectNode, type TypeNode } from "../../ir/model.js";
import { pascalCase } from "../../ir/names.js";
import { jsonValueDefinitions } from "./jsonValues.js";
import { discriminatedUnions } from "./unions.js";

/** A JSON Schema in the small dialect quicktype reads well: draft-07 `definitions`, no cycles through JSON values. */
export type QuicktypeSchema = { [key: string]: JsonValue };

export interface QuicktypeInput {
  /** `{ definitions: { <spec name>: schema } }`; each definition is a top-level type. */
  schema: QuicktypeSchema;
  /** Names of the definitions that became the language's any-JSON type. */
  jsonValues: string[];
  /** Names of the classes for closed objects (`additionalProperties: false`): no map of extra fields. */
  closed: string[];
}

export interface QuicktypeSchemaOptions {
  /**
   * Discriminated unions (`ContentBlock`) become a placeholder class named by the union, so every
   * field, array item and map value holding one is typed by that name; the language's
   * post-processing replaces the placeholder by its sum type (see `unionDecoders/`). Off: such
   * fields are any JSON.
   */
  typedUnions?: boolean;
}

/** The one property of a discriminated union's placeholder class: the language's rewrite finds the class by it. */
export function unionPlaceholderProperty(union: string): string {
  return `mcpCodegenUnion${union}`;
}

/**
 * IR -> normalized JSON Schema for quicktype. Every type quicktype must name carries a
 * `title` (the spec's name, the IR's `suggestedName`, or `<Parent><Property>` for inline
 * enums), so quicktype never invents a name. Assertions quicktype cannot express
 * (`not`, type-less `switch`, `const` on a non-string) widen to what they constrain.
 */
export function toQuicktypeSchema(model: Model, options: QuicktypeSchemaOptions = {}): QuicktypeInput {
  const jsonValues = jsonValueDefinitions(model);
  const taken = new Set<string>(model.definitions.map((d) => d.name));
  collectSuggestedNames(model, taken);
  const unions = options.typedUnions ? discriminatedUnions(model) : [];
  const state: State = {
    jsonValues,
    taken,
    closed: new Set(),
    definitions: new Map(model.definitions.map((d) => [d.name, d.type])),
    unions: new Map(unions.map((u) => [u.name, [...u.cases.map((c) => c.member)].sort()])),
  };
  const definitions: QuicktypeSchema = {};
  for (const def of model.definitions) {
    // A recursive JSON value is any JSON; `JSONObject` and `JSONArray` keep their shape around it.
    const schema = isAnyJson(def.name, state) ? {} : state.unions.has(def.name) ? placeholder(def.name, state) : convert(def.type, def.name, state, true);
    definitions[def.name] = withDoc(schema, def.description, def.deprecated);
  }
  return {
    schema: { $schema: "http://json-schema.org/draft-07/schema#", definitions },
    jsonValues: [...jsonValues].sort(),
    closed: [...state.closed].sort(),
  };
}

interface State {
  jsonValues: Set<string>;
  definitions: Map<string, TypeNode>;
  /** Every type name in use, so derived enum names never collide (no numbered names). */
  taken: Set<string>;
  closed: Set<string>;
  /** Typed discriminated unions: name -> member definitions, sorted. */
  unions: Map<string, string[]>;
}

/** The class quicktype declares for a typed discriminated union, replaced after rendering. */
function placeholder(name: string, state: State): QuicktypeSchema {
  state.closed.add(name);
  const property = unionPlaceholderProperty(name);
  return { type: "object", properties: { [property]: {} }, required: [property], additionalProperties: false };
}

function convert(node: TypeNode, hint: string, state: State, topLevel = false): QuicktypeSchema {
  const schema = convertShape(node, hint, state, topLevel);
  return topLevel ? schema : withDoc(schema, node.description, node.deprecated);
}

function convertShape(node: TypeNode, hint: string, state: State, topLevel: boolean): QuicktypeSchema {
  switch (node.kind) {
    case "any":
    case "never":
    case "not":
    case "switch":
      return {};
    case "ref":
      return isAnyJson(node.target, state) ? {} : { $ref: `#/definitions/${encodeRef(node.target)}` };
    case "primitive":
      return { type: node.type };
    case "literal":
      return literalType(node.value);
    case "enum":
      return enumType(node.values, hint, state, topLevel);
    case "object": {
      const name = topLevel ? hint : (node.suggestedName ?? hint);
      const properties: QuicktypeSchema = {};
      for (const p of node.properties) {
        properties[p.name] = withDoc(convert(p.type, `${name}${pascalCase(p.name)}`, state), p.description, p.deprecated);
      }
      for (const r of node.requiredOnly) properties[r] = {};
      const names = [...node.properties.map((p) => p.name), ...node.requiredOnly];
      if (names.length === 0) {
        // No listed properties: a map of whatever extra properties may be.
        if (node.additional.kind === "closed") return { type: "object", title: name, properties: {}, additionalProperties: false };
        const values = node.additional.kind === "schema" ? convert(node.additional.type, `${name}Value`, state) : {};
        return { type: "object", additionalProperties: values };
      }
      if (node.additional.kind === "closed") state.closed.add(name);
      const required = [...node.properties.filter((p) => p.required).map((p) => p.name), ...node.requiredOnly];
      const result: QuicktypeSchema = { type: "object", properties, required, additionalProperties: false, quicktypePropertyOrder: names };
      if (!topLevel) result.title = name;
      return result;
    }
    case "map":
      return { type: "object", additionalProperties: convert(node.values, `${hint}Value`, state) };
    case "array": {
      const members = [...node.prefixItems, ...(node.items.kind === "never" ? [] : [node.items])];
      const items = members.map((m) => convert(m, `${hint}Item`, state));
      return { type: "array", items: items.length === 1 ? items[0]! : { anyOf: items } };
    }
    case "union": {
      const union = sameMembersAsUnion(node, state);
      if (union !== undefined) return convertShape(union, hint, state, topLevel);
      // quicktype merges a union's object members into one class (losing the members' identity, and failing
      // outright when one is a map); such a union becomes any JSON (see docs/bindings.md).
      if (objectMembers(node, state) > 1) return {};
      return named({ anyOf: node.members.map((m) => convert(m, hint, state)) }, hint, state, topLevel);
    }
    case "intersection": {
      // quicktype intersects `allOf` objects to their common properties (an error's `message` was lost):
      // an intersection of objects is merged here into the one object it describes.
      const merged = mergeObjects(node, state);
      if (merged) return convertShape(merged, hint, state, topLevel);
      return named({ allOf: node.members.map((m) => convert(m, hint, state)) }, hint, state, topLevel);
    }
    default:
      return assertNever(node, "type node");
  }
}

/**
 * The single object an intersection of objects (and refs to objects) describes: every member's
 * properties in order, a later member's type replacing an earlier `any` or general one (the refining
 * member comes last: `allOf: [Error, { code: const }]`), required if any member requires it.
 * Named by the last member's suggested name, as the TypeScript target names it. Undefined when a
 * member is not an object.
 */
function mergeObjects(node: TypeNode & { kind: "intersection" }, state: State, seen = new Set<string>()): ObjectNode | undefined {
  const objects: ObjectNode[] = [];
  for (const member of node.members) {
    let m: TypeNode | undefined = member;
    if (m.kind === "ref") {
      if (seen.has(m.target)) return undefined;
      seen = new Set([...seen, m.target]);
      m = state.definitions.get(m.target);
    }
    if (m?.kind === "intersection") m = mergeObjects(m, state, seen);
    if (m?.kind !== "object") return undefined;
    objects.push(m);
  }
  const byName = new Map<string, ObjectNode["properties"][number]>();
  for (const o of objects) {
    for (const p of o.properties) {
      const earlier = byName.get(p.name);
      const type = earlier && p.type.kind === "any" ? earlier.type : p.type;
      byName.set(p.name, {
        ...p,
        type,
        required: p.required || (earlier?.required ?? false),
        description: p.description ?? earlier?.description,
      });
    }
  }
  const requiredOnly: string[] = [];
  for (const r of new Set(objects.flatMap((o) => o.requiredOnly))) {
    const p = byName.get(r);
    if (p) byName.set(r, { ...p, required: true });
    else requiredOnly.push(r);
  }
  const last = objects[objects.length - 1];
  return {
    kind: "object",
    pointer: node.pointer,
    description: node.description,
    suggestedName: node.suggestedName ?? last?.suggestedName,
    properties: [...byName.values()],
    requiredOnly,
    additional: objects.some((o) => o.additional.kind === "closed") ? { kind: "closed" } : { kind: "unspecified" },
    patternProperties: [],
    constraints: {},
  };
}

/** quicktype keeps only string consts (as one-case enums); discriminators stay plain strings so no enum is invented per literal. */
function literalType(value: JsonValue): QuicktypeSchema {
  if (value === null) return { type: "null" };
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "number") return { type: Number.isInteger(value) ? "integer" : "number" };
  if (typeof value === "string") return { type: "string" };
  return {};
}

function enumType(values: JsonValue[], hint: string, state: State, topLevel: boolean): QuicktypeSchema {
  const strings = values.filter((v): v is string => typeof v === "string");
  if (strings.length === values.length && strings.length > 0) {
    const result: QuicktypeSchema = { type: "string", enum: strings };
    if (!topLevel) result.title = uniqueName(hint, state.taken);
    return result;
  }
  const kinds = [...new Set(values.map((v) => JSON.stringify(literalType(v))))].sort();
  return kinds.length === 1 ? (JSON.parse(kinds[0]!) as QuicktypeSchema) : { anyOf: kinds.map((k) => JSON.parse(k) as QuicktypeSchema) };
}

/** The recursive union at the heart of a JSON value (`JSONValue`): the language's any-JSON type. */
function isAnyJson(name: string, state: State): boolean {
  return state.jsonValues.has(name) && state.definitions.get(name)?.kind === "union";
}

/**
 * An inline union listing a typed discriminated union's members (`SamplingMessage.content`: its five
 * content blocks or an array of them), with those members replaced by a ref to the union. Undefined
 * when no typed union's members are all there.
 */
function sameMembersAsUnion(node: TypeNode & { kind: "union" }, state: State): TypeNode | undefined {
  const refs = new Set(node.members.flatMap((m) => (m.kind === "ref" ? [m.target] : [])));
  const found = [...state.unions].find(([, members]) => members.every((m) => refs.has(m)));
  if (!found) return undefined;
  const [name, members] = found;
  const rest = node.members.filter((m) => m.kind !== "ref" || !members.includes(m.target));
  const ref: TypeNode = { kind: "ref", target: name, pointer: node.pointer };
  return rest.length === 0 ? ref : { ...node, members: [ref, ...rest] };
}

/** How many members of a union quicktype would see as an object (class or map), looking through refs and nested unions. */
function objectMembers(node: TypeNode, state: State, seen = new Set<string>()): number {
  switch (node.kind) {
    case "ref": {
      if (isAnyJson(node.target, state) || seen.has(node.target)) return 0;
      if (state.unions.has(node.target)) return 1;
      const target = state.definitions.get(node.target);
      return target ? objectMembers(target, state, new Set([...seen, node.target])) : 0;
    }
    case "object":
    case "map":
      return 1;
    case "intersection":
      return node.members.some((m) => objectMembers(m, state, seen) > 0) ? 1 : 0;
    case "union":
      return node.members.reduce((n, m) => n + objectMembers(m, state, seen), 0);
    default:
      return 0;
  }
}

/** A title for a union or intersection, which quicktype may turn into a class (it merges a union's classes into one). */
function named(schema: QuicktypeSchema, hint: string, state: State, topLevel: boolean): QuicktypeSchema {
  return topLevel ? schema : { title: uniqueName(hint, state.taken), ...schema };
}

function uniqueName(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (const suffix of ["Enum", "Values", "Kind"]) {
    if (!taken.has(name)) break;
    name = `${wanted}${suffix}`;
  }
  if (taken.has(name)) throw new Error(`no free name for ${wanted}`);
  taken.add(name);
  return name;
}

function withDoc(schema: QuicktypeSchema, description: string | undefined, deprecated: Deprecation | undefined): QuicktypeSchema {
  const lines = [description, deprecated ? "Deprecated." : undefined].filter((l): l is string => l !== undefined && l !== "");
  if (lines.length === 0 || "$ref" in schema) return schema;
  return { ...schema, description: lines.join("\n\n") };
}

function encodeRef(name: string): string {
  return encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"));
}

function collectSuggestedNames(model: Model, taken: Set<string>): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.suggestedName === "string") taken.add(record.suggestedName);
      for (const v of Object.values(record)) visit(v);
    }
  };
  visit(model.definitions);
}
