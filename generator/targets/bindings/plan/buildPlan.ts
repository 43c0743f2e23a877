import { resultSelector } from "../../../facts/resultType.js";
import { definitionsByName } from "../../../ir/lookup.js";
import { assertNever, type DeprecatedValue, type Definition, type Deprecation, type Model, type ObjectNode, type Property, type TypeNode } from "../../../ir/model.js";
import { jsonValueDefinitions } from "../jsonValues.js";
import type { BindingPlan, Declaration, EnumValue, Field, PlanType, RecordDeclaration, UnionDeclaration } from "./model.js";
import { classifyUnion } from "./classifyUnion.js";
import { planMessages } from "./planMessages.js";
import { pascalWords, typeName, uniqueWords, wordsOf } from "./words.js";

/**
 * Definitions whose numbers are JSON-RPC ids: whole numbers in every SDK (int64), whatever
 * the schema's `number` (schema.ts says `string | number`; schema.json and JSON-RPC 2.0 mean
 * integers: "Numbers SHOULD NOT contain fractional parts"). A float type here would write `1.0`.
 */
export const integerIdDefinitions: ReadonlySet<string> = new Set(["RequestId", "ProgressToken"]);

interface State {
  definitions: ReadonlyMap<string, Definition>;
  jsonValues: Set<string>;
  /** Every declaration name in use. */
  taken: Set<string>;
  /** Declarations lifted while converting the current definition. */
  lifted: Declaration[];
  /** Union declarations waiting for every record to exist before they are classified. */
  unions: { declaration: UnionDeclaration; members: PlanType[] }[];
  /** Inside an id definition: `number` is `integer`. */
  integerNumbers: boolean;
}

/** IR -> the language-neutral binding plan. The model is not changed. */
export function buildPlan(model: Model): BindingPlan {
  const state: State = {
    definitions: definitionsByName(model),
    jsonValues: jsonValueDefinitions(model),
    taken: new Set(model.definitions.map((d) => typeName(d.name))),
    lifted: [],
    unions: [],
    integerNumbers: false,
  };
  const declarations: Declaration[] = [];
  for (const def of model.definitions) {
    state.lifted = [];
    state.integerNumbers = integerIdDefinitions.has(def.name);
    const own = declareDefinition(def, state);
    declarations.push(own, ...state.lifted);
  }
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const selector = resultSelector(model);
  // A union's shape depends on the unions it holds: classify until nothing changes (as deep as the nesting).
  for (let pass = 0, changed = true; changed && pass <= state.unions.length; pass++) {
    changed = false;
    for (const pending of state.unions) {
      const union = classifyUnion(pending.members, byName, selector);
      if (JSON.stringify(union) !== JSON.stringify(pending.declaration.union)) changed = true;
      pending.declaration.union = union;
    }
  }
  const messages = planMessages(model, byName);
  return { source: model.source, declarations, ...(messages ? { messages } : {}) };
}

function declareDefinition(def: Definition, state: State): Declaration {
  const info = {
    name: typeName(def.name),
    pointer: def.pointer,
    origin: "definition" as const,
    ...(def.description !== undefined ? { doc: def.description } : {}),
    ...deprecation(def.deprecated),
  };
  if (state.jsonValues.has(def.name)) return { ...info, kind: "alias", type: jsonShape(def.type) };
  const node = def.type;
  switch (node.kind) {
    case "object":
      return { ...info, kind: "record", ...recordBody(node, info.name, state), ...(node.extends?.length ? { extends: node.extends.map(typeName) } : {}) };
    case "intersection": {
      const merged = mergeObjects(node.members, state);
      return merged ? { ...info, kind: "record", ...recordBody(merged, info.name, state) } : { ...info, kind: "alias", type: { kind: "json" } };
    }
    case "union": {
      const { members, nullable } = unionMembers(node.members);
      if (members.length === 1 || nullable) {
        return { ...info, kind: "alias", type: convertUnion(node, info.name, state) };
      }
      return convertMembers({ ...info, kind: "union", union: { kind: "shape", members: [] }, ...spelled(node) }, members, state);
    }
    case "enum": {
      const strings = node.values.filter((v): v is string => typeof v === "string");
      if (strings.length === node.values.length && strings.length > 0) return { ...info, kind: "enum", values: enumValues(strings, node.deprecatedValues) };
      return { ...info, kind: "alias", type: convert(node, info.name, state) };
    }
    case "any":
    case "never":
    case "ref":
    case "primitive":
    case "literal":
    case "map":
    case "array":
    case "not":
    case "switch":
      return { ...info, kind: "alias", type: convert(node, info.name, state) };
    default:
      return assertNever(node, "type node");
  }
}

/**
 * A recursive JSON-value definition (`JSONValue`, `JSONObject`, `JSONArray`) as any JSON of its
 * JSON type: an object of any values, an array of any values, or any value.
 */
function jsonShape(node: TypeNode): PlanType {
  if (node.kind === "map" || node.kind === "object") return { kind: "map", values: { kind: "json" } };
  if (node.kind === "array") return { kind: "array", items: { kind: "json" } };
  return { kind: "json" };
}

/** A type in a field, item, value or alias; objects, enums and unions are lifted under `name`. */
function convert(node: TypeNode, name: string, state: State): PlanType {
  switch (node.kind) {
    case "any":
    case "never":
    case "not":
    case "switch":
      // No language types "no value" or "not X"; `switch` constrains values of several JSON types.
      return { kind: "json" };
    case "ref":
      if (!state.definitions.has(node.target)) return { kind: "json" };
      return { kind: "ref", name: typeName(node.target) };
    case "primitive": {
      const type = node.type;
      if (type === "null") return { kind: "json" };
      if (type === "number") return { kind: "scalar", type: state.integerNumbers ? "integer" : "number" };
      return { kind: "scalar", type };
    }
    case "literal": {
      const v = node.value;
      return typeof v === "string" || typeof v === "boolean" || typeof v === "number" ? { kind: "literal", value: v } : { kind: "json" };
    }
    case "enum": {
      const strings = node.values.filter((v): v is string => typeof v === "string");
      if (strings.length === node.values.length && strings.length > 0) {
        const declared = lift(node, name, state);
        state.lifted.push({ ...declared, kind: "enum", values: enumValues(strings, node.deprecatedValues) });
        return { kind: "ref", name: declared.name };
      }
      return { kind: "json" };
    }
    case "object": {
      const declared = lift(node, name, state);
      const record: RecordDeclaration = { ...declared, kind: "record", fields: [], extra: null };
      state.lifted.push(record);
      Object.assign(record, recordBody(node, declared.name, state));
      return { kind: "ref", name: declared.name };
    }
    case "intersection": {
      const merged = mergeObjects(node.members, state);
      return merged ? convert({ ...merged, pointer: node.pointer }, name, state) : { kind: "json" };
    }
    case "map":
      return { kind: "map", values: convert(node.values, `${name}Value`, state) };
    case "array":
      // Tuples do not occur in MCP; an array with a prefix is any JSON array.
      return { kind: "array", items: node.prefixItems.length > 0 ? { kind: "json" } : convert(node.items, `${name}Item`, state) };
    case "union":
      return convertUnion(node, name, state);
    default:
      return assertNever(node, "type node");
  }
}

function convertUnion(node: TypeNode & { kind: "union" }, name: string, state: State): PlanType {
  const { members, nullable } = unionMembers(node.members);
  let type: PlanType;
  if (members.length === 0) type = { kind: "json" };
  else if (members.length === 1) type = convert(members[0]!, name, state);
  else {
    const declaration: UnionDeclaration = { ...lift(node, name, state), kind: "union", union: { kind: "shape", members: [] }, ...spelled(node) };
    state.lifted.push(declaration);
    convertMembers(declaration, members, state);
    type = { kind: "ref", name: declaration.name };
  }
  if (!nullable || type.kind === "json") return type;
  return { kind: "nullable", type };
}

/** An overlay's `bare-union`, as the plan states it. */
function spelled(node: TypeNode & { kind: "union" }): Pick<UnionDeclaration, "bare"> {
  return node.spelling === "bare" ? { bare: true } : {};
}

/** Converts a union's members (lifting what they hold) and queues the union for classification. */
function convertMembers(declaration: UnionDeclaration, members: readonly TypeNode[], state: State): UnionDeclaration {
  const types = members.map((m, i) => convert(m, `${declaration.name}${memberHint(m, i)}`, state));
  state.unions.push({ declaration, members: types });
  return declaration;
}

/** A name for an inline union member: its IR suggestedName's tail is used by `lift`; this is the fallback. */
function memberHint(node: TypeNode, index: number): string {
  if (node.kind === "primitive") return pascalWords([node.type]);
  if (node.kind === "array") return "Array";
  return `Member${"ABCDEFGHIJKLMNOPQRSTUVWXYZ"[index] ?? pascalWords(wordsOf(String(index)))}`;
}

/** Members of a union with nested unions flattened and `null` taken out. */
function unionMembers(nodes: readonly TypeNode[]): { members: TypeNode[]; nullable: boolean } {
  const members: TypeNode[] = [];
  let nullable = false;
  const visit = (n: TypeNode): void => {
    if (n.kind === "union") return n.members.forEach(visit);
    if (n.kind === "primitive" && n.type === "null") {
      nullable = true;
      return;
    }
    if (n.kind === "any") {
      // `T | any` is any; keep it as a single any member.
      members.length = 0;
      members.push(n);
      return;
    }
    if (members.length === 1 && members[0]!.kind === "any") return;
    members.push(n);
  };
  nodes.forEach(visit);
  return { members, nullable };
}

/** A fresh declaration head for a lifted node: the IR's suggestedName when it has one, else `name`. */
function lift(node: TypeNode, name: string, state: State): Omit<RecordDeclaration, "kind" | "fields" | "extra"> {
  const wanted = typeName(node.suggestedName ?? name);
  let chosen = wanted;
  if (state.taken.has(chosen)) chosen = `${wanted}${pascalWords(wordsOf(node.pointer).slice(-1))}`;
  if (state.taken.has(chosen)) chosen = typeName(`${wanted}_${node.pointer}`);
  state.taken.add(chosen);
  return {
    name: chosen,
    pointer: node.pointer,
    origin: "inline",
    ...(node.description !== undefined ? { doc: node.description } : {}),
    ...deprecation(node.deprecated),
  };
}

/** The plan's deprecation facts from the IR's: the flag, and the reason when a source gives one. */
function deprecation(d: Deprecation | undefined): { deprecated?: true; deprecatedReason?: string } {
  if (!d) return {};
  return { deprecated: true, ...(d.reason !== undefined && d.reason.trim() !== "" ? { deprecatedReason: d.reason } : {}) };
}

function recordBody(
  node: ObjectNode,
  name: string,
  state: State,
): Pick<RecordDeclaration, "fields" | "extra" | "dropsExtra" | "nullAbsent" | "dictionary" | "requiredAnyOf" | "emptyAbsent"> {
  const properties: Property[] = [
    ...node.properties,
    ...node.requiredOnly.map((p) => ({ name: p, required: true, type: { kind: "any", pointer: node.pointer } as TypeNode })),
  ];
  const words = uniqueWords(properties.map((p) => p.name));
  const fields: Field[] = properties.map((p, i) => {
    const doc = p.description ?? p.type.description;
    return {
      wire: p.name,
      words: words[i]!,
      required: p.required,
      type: convert(p.type, `${name}${pascalWords(wordsOf(p.name))}`, state),
      ...(p.default !== undefined ? { default: p.default } : {}),
      ...(doc !== undefined ? { doc } : {}),
      ...deprecation(p.deprecated ?? p.type.deprecated),
      ...(p.onInvalid === "absent" && !p.required ? { onInvalid: "absent" as const } : {}),
      ...rangeOf(p.type),
      ...(p.type.kind === "primitive" && p.type.type === "string" && p.type.constraints.pattern !== undefined ? { pattern: p.type.constraints.pattern } : {}),
    };
  });
  // `dropsExtra`, `nullAbsent`, `dictionary` and the presence rule ride along where set (every caller spreads the body into its record).
  return {
    fields,
    extra: extraOf(node, name, state),
    ...droppedExtra(node),
    ...(node.optionalNull === "absent" ? { nullAbsent: true as const } : {}),
    ...(node.holder === "dictionary" ? { dictionary: true as const } : {}),
    ...(node.requiredAnyOf !== undefined ? { requiredAnyOf: node.requiredAnyOf } : {}),
    ...(node.emptyAbsent !== undefined ? { emptyAbsent: node.emptyAbsent } : {}),
  };
}

function extraOf(node: ObjectNode, name: string, state: State): PlanType | null {
  if (node.patternProperties.length > 0) return { kind: "json" };
  switch (node.additional.kind) {
    case "closed":
      return null;
    case "open":
    case "unspecified":
      return { kind: "json" };
    case "schema":
      return convert(node.additional.type, `${name}Value`, state);
    default:
      return assertNever(node.additional, "additional");
  }
}

function enumValues(values: readonly string[], deprecatedValues: readonly DeprecatedValue[] = []): EnumValue[] {
  const words = uniqueWords(values);
  return values.map((wire, i) => ({ wire, words: words[i]!, ...deprecation(deprecatedValues.find((d) => d.value === wire)?.deprecated) }));
}

/**
 * `allOf` of objects (refs to object definitions, inline objects, nested intersections) as one
 * object: properties in order, a later one replacing an earlier of the same name (required if
 * either requires it); closed if any member is. Undefined when a member is not an object.
 */
function mergeObjects(members: readonly TypeNode[], state: State, seen = new Set<string>()): ObjectNode | undefined {
  const objects: ObjectNode[] = [];
  for (const m of members) {
    let node: TypeNode = m;
    if (node.kind === "ref") {
      const def = state.definitions.get(node.target);
      if (!def || seen.has(node.target)) return undefined;
      seen.add(node.target);
      node = def.type;
    }
    if (node.kind === "intersection") {
      const inner = mergeObjects(node.members, state, seen);
      if (!inner) return undefined;
      node = inner;
    }
    if (node.kind !== "object") return undefined;
    objects.push(node);
  }
  if (objects.length === 0) return undefined;
  const properties = new Map<string, Property>();
  for (const o of objects) {
    for (const p of o.properties) {
      const before = properties.get(p.name);
      properties.set(p.name, { ...p, required: p.required || Boolean(before?.required) });
    }
  }
  const requiredOnly = [...new Set(objects.flatMap((o) => o.requiredOnly))].filter((n) => !properties.has(n));
  const closed = objects.some((o) => o.additional.kind === "closed");
  const withSchema = objects.find((o) => o.additional.kind === "schema");
  const { suggestedName: _unused, ...first } = objects[0]!;
  void _unused;
  return {
    ...first,
    kind: "object",
    properties: [...properties.values()].map((p) => ({
      ...p,
      required: p.required || objects.some((o) => o.requiredOnly.includes(p.name)),
    })),
    requiredOnly,
    additional: closed ? { kind: "closed" } : (withSchema?.additional ?? first.additional),
    patternProperties: objects.flatMap((o) => o.patternProperties),
    constraints: {},
  };
}

/** A number property's inclusive bounds (`Annotations.priority`: 0 to 1). */
function rangeOf(node: TypeNode): Pick<Field, "range"> {
  if (node.kind !== "primitive" || (node.type !== "number" && node.type !== "integer")) return {};
  const { minimum, maximum } = node.constraints;
  if (minimum === undefined && maximum === undefined) return {};
  return { range: { ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) } };
}

/** An overlay's `ignore` policy, as the plan states it. */
function droppedExtra(node: ObjectNode): Pick<RecordDeclaration, "dropsExtra"> {
  return node.unknownKeys === "drop" ? { dropsExtra: true } : {};
}
