/**
 * schema.ts as the IR's second source: its `@deprecated` tags, with their text, onto the definitions,
 * properties and enum values of the model built from schema.json. schema.json (generated from schema.ts)
 * drops the tags; names are shared, so a tag finds its definition by name and its property by name, through
 * the declaration's bases as TypeScript inherits members. A tag whose text names values of the property's
 * enum (`The "thisServer" and "allServers" values are deprecated`) also deprecates those values.
 * Pure: returns a new model; a tag with no counterpart in schema.json is left to the cross-check.
 */
import type { Definition, Deprecation, EnumNode, JsonValue, Model, Property, TypeNode } from "../ir/model.js";
import type { SchemaTs, TsDeclared, TsMember } from "../schemaTs/model.js";

export function applySchemaTs(model: Model, schemaTs: SchemaTs): Model {
  const declared = new Map(schemaTs.declarations.map((d) => [d.name, d]));
  return { ...model, definitions: model.definitions.map((d) => withTags(d, declared)) };
}

function withTags(def: Definition, declared: ReadonlyMap<string, TsDeclared>): Definition {
  const ts = declared.get(def.name);
  if (!ts) return def;
  const out: Definition = { ...def };
  const deprecated = merge(def.deprecated, ts.deprecated);
  if (deprecated) out.deprecated = deprecated;
  const memberOf = (name: string) => inheritedMember(ts, name, declared);
  out.type = def.type.kind === "enum" && ts.kind === "enum" ? withEnumMembers(def.type, ts) : withProperties(def.type, memberOf);
  return out;
}

/** A definition's own objects (itself, or the inline parts of its `allOf`) get their properties' tags. */
function withProperties(node: TypeNode, memberOf: (name: string) => TsMember | undefined): TypeNode {
  if (node.kind === "intersection") return { ...node, members: node.members.map((m) => withProperties(m, memberOf)) };
  if (node.kind !== "object") return node;
  return { ...node, properties: node.properties.map((p) => withProperty(p, memberOf(p.name))) };
}

function withProperty(p: Property, member: TsMember | undefined): Property {
  const deprecated = merge(p.deprecated, member?.deprecated);
  if (!deprecated || deprecated === p.deprecated) return p;
  const values = member?.deprecated?.reason !== undefined ? namedValues(member.deprecated.reason) : [];
  return { ...p, deprecated, type: values.length > 0 ? withDeprecatedValues(p.type, values, member!.deprecated!) : p.type };
}

/** A TypeScript enum's member tags deprecate the member's value. */
function withEnumMembers(node: EnumNode, ts: TsDeclared): EnumNode {
  const tagged = ts.members.filter((m) => m.deprecated && m.value !== undefined);
  const values = node.values.filter((v) => tagged.some((m) => m.value === v));
  if (values.length === 0) return node;
  const reasonOf = (v: JsonValue) => tagged.find((m) => m.value === v)!.deprecated!;
  return addDeprecatedValues(node, values.map((value) => ({ value, deprecated: reasonOf(value) })));
}

function withDeprecatedValues(node: TypeNode, named: string[], deprecated: Deprecation): TypeNode {
  if (node.kind !== "enum") return node;
  const values = node.values.filter((v): v is string => typeof v === "string" && named.includes(v));
  return values.length === 0 ? node : addDeprecatedValues(node, values.map((value) => ({ value, deprecated })));
}

function addDeprecatedValues(node: EnumNode, add: { value: JsonValue; deprecated: Deprecation }[]): EnumNode {
  const already = node.deprecatedValues ?? [];
  const fresh = add.filter((a) => !already.some((d) => d.value === a.value));
  const all = [...already, ...fresh];
  // In `values` order, as the model documents.
  const ordered = node.values.flatMap((v) => all.filter((d) => d.value === v));
  return { ...node, deprecatedValues: ordered };
}

/** The member `name` of a declaration, else of its bases (depth first, as written), the nearest winning. */
function inheritedMember(ts: TsDeclared, name: string, declared: ReadonlyMap<string, TsDeclared>, seen = new Set<string>()): TsMember | undefined {
  if (seen.has(ts.name)) return undefined;
  seen.add(ts.name);
  const own = ts.members.find((m) => m.name === name);
  if (own) return own;
  for (const b of ts.bases) {
    const base = declared.get(b);
    const found = base ? inheritedMember(base, name, declared, seen) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The keyword says deprecated, the tag says why: keep the keyword's presence, take the tag's reason. */
function merge(a: Deprecation | undefined, b: Deprecation | undefined): Deprecation | undefined {
  if (!b) return a;
  if (!a || (a.reason === undefined && b.reason !== undefined)) return b;
  return a;
}

/**
 * A quoted value: `"a"`, a backticked a, or both. Bounded, the two forms disjoint and separators unambiguous, so
 * hostile text cannot make the match backtrack exponentially.
 */
const quoted = /`?"[^"`\n]{1,200}"`?|`[^"`\n][^`\n]{0,199}`/.source;
const separator = /\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/.source;
const list = `((?:${quoted})(?:(?:${separator})(?:${quoted})){0,19})`;
/** `The "a" and "b" values are deprecated`, `Values "a", "b" are (soft-)deprecated`. */
const valuesSentence = new RegExp(`\\bvalues?\\s+${list}\\s+(?:is|are)\\s+(?:now\\s+)?(?:soft-)?deprecated\\b|${list}\\s+values?\\s+(?:is|are)\\s+(?:now\\s+)?(?:soft-)?deprecated\\b`, "i");

/** The values a tag's text calls deprecated, unquoted. */
function namedValues(text: string): string[] {
  const sentence = valuesSentence.exec(text);
  if (!sentence) return [];
  return [...(sentence[1] ?? sentence[2]!).matchAll(new RegExp(quoted, "g"))].map((m) => m[0].replace(/^`?"?|"?`?$/g, ""));
}
