import type { Code } from "../../../emit/code.js";
import { defaultBindingNames } from "../../../options.js";
import { assertNever } from "../../../ir/model.js";
import type {
  BindingPlan,
  EnumDeclaration,
  Field,
  PlanMethod,
  PlanType,
  RecordDeclaration,
  ShapeUnion,
  TaggedUnion,
  UnionDeclaration,
} from "../plan/model.js";
import { pascalWords, uniqueWords } from "../plan/words.js";
import { annotationLines, arrayAnnotationLines, callLines, clauseLines, conditionLines, javadocLines, paramLines, width, type Param } from "./layout.js";
import { javadoc, javaSafeName, javaString } from "./syntax.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { renderContext, unaliased, type RenderContext } from "../plan/renderContext.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { jsonNullLines, jsonNumberSource, resultReader, unlistedHelper } from "./runtime.js";

/** The package every file declares by default (the option `bindings.java.package` names another). */
export const javaPackage = defaultBindingNames.java.package;

/**
 * Java 17 records and sealed interfaces for Jackson, from the binding plan. Only Jackson's
 * annotations (`com.fasterxml.jackson.annotation`, shared by Jackson 2 and 3) are used, so the
 * same files work with either databind, from jackson-databind 2.20.0 on. One file per public type,
 * as Java requires; every file laid out as google-java-format lays it out (`layout.ts`).
 *
 * - A record per object with a `Builder` Jackson reads it through (a setter per key present, so
 *   absent and `null` differ): JSON `null` rejected (`Nulls.FAIL`) where the schema does not allow
 *   it, any JSON present as `null` kept (`JsonNull.NULL`), a string, integer or boolean checked for
 *   its JSON kind whatever the mapper coerces, required keys checked by `build()`, `const` values in
 *   the canonical constructor; open objects keep unknown keys in an extra-field map
 *   (`@JsonAnySetter`/`@JsonAnyGetter`, named apart from every field).
 * - Integers are `long`/`Long` (request ids: `RequestId.IntegerValue`), other numbers `JsonNumber`
 *   (the runtime's record of the number's text: `1e3` stays `1e3`), absent stays absent (`NON_NULL`).
 * - A tagged union is a sealed interface with `@JsonTypeInfo(NAME, EXISTING_PROPERTY)` and
 *   `@JsonSubTypes`; a union of records told apart by shape decodes through a creator on the sealed
 *   interface (its keys read into `Keys`) that takes the first member, in the plan's decode order, whose required keys are
 *   present and constants hold (as every other language decides); where members give one key
 *   different types, `DEDUCTION` when the keys tell them apart, else the same creator reading that
 *   key through a holder of whichever type its JSON token is (`alternativeKeys`); a union of scalars
 *   is a sealed interface of value records with a delegating `@JsonCreator`.
 * - `McpMessages` maps a JSON-RPC message (parsed as a `Map`) to the class it decodes to, by method;
 *   `decodeResult` types a response's result by the request's method, trying the method's own result
 *   class, then its alternatives (`PlanMethod.alternatives`), with the caller's mapper.
 */
export function renderJava(plan: BindingPlan, pkg = javaPackage): { name: string; text: string }[] {
  const ctx = context(plan);
  const files: { name: string; text: string }[] = [];
  const rendered: { name: string; lines: string[] }[] = [];
  for (const d of plan.declarations) {
    const lines = renderDeclaration(d, ctx, renderers);
    if (lines !== undefined) rendered.push({ name: ctx.name(d.name), lines });
  }
  rendered.push({ name: "McpMessages", lines: renderMessages(plan, ctx) });
  const deprecated = plan.declarations.filter((d) => d.deprecated && rendered.some((r) => r.name === ctx.name(d.name))).map((d) => ctx.name(d.name));
  for (const { name, lines } of rendered) files.push({ name: `${name}.java`, text: fileText(pkg, suppressDeprecation(lines, name, deprecated)) });
  files.push({ name: "JsonNull.java", text: fileText(pkg, jsonNullLines) }, { name: "JsonNumber.java", text: jsonNumberSource(pkg) });
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `parents`: the unions rendered as sealed interfaces that list a record or union as a member, in plan order. */
interface Context extends RenderContext {
  /** How each union is rendered. */
  unionStyle: ReadonlyMap<string, UnionStyle>;
}

/**
 * `tagged`, `ordered` and `deduction`: sealed interface over records (`ordered`: a creator picks the
 * member by its required keys; `deduction`: Jackson picks it by the keys present); `scalar`: value
 * records; `json`: untyped (`Object`).
 */
type UnionStyle = "tagged" | "ordered" | "deduction" | "scalar" | "json";

function context(plan: BindingPlan): Context {
  const shared = renderContext(plan, (name) => javaSafeName(name).text);
  const unionStyle = new Map<string, UnionStyle>();
  // Styles first (an ordered union's eligibility reads its members' types, which may name other unions).
  for (const d of plan.declarations) if (d.kind === "union") unionStyle.set(d.name, d.union.kind === "tagged" ? "tagged" : "json");
  const partial: Context = { ...shared, parents: new Map(), unionStyle };
  // Twice: the second pass sees the unions the first typed (a member's field of an ordered union's type refuses null).
  for (let pass = 0; pass < 2; pass++) for (const d of plan.declarations) if (d.kind === "union") unionStyle.set(d.name, styleOf(d, partial));
  const parents = new Map<string, string[]>();
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    const style = unionStyle.get(d.name);
    if (style !== "tagged" && style !== "deduction" && style !== "ordered") continue;
    for (const member of unionMembers(d)) parents.set(member, [...(parents.get(member) ?? []), d.name]);
  }
  return { ...shared, parents, unionStyle };
}

/** The record names a tagged or record-only shape union lists. */
function unionMembers(d: UnionDeclaration): string[] {
  return d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => (m.type.kind === "ref" ? [m.type.name] : []));
}

function styleOf(d: UnionDeclaration, ctx: Context): UnionStyle {
  if (d.union.kind === "tagged") return "tagged";
  const members = d.union.members;
  if (members.length === 0) return "json";
  if (members.every((m) => m.type.kind === "scalar")) {
    const wires = members.map((m) => m.wire);
    return new Set(wires).size === wires.length ? "scalar" : "json";
  }
  const records = members.map((m) => (m.type.kind === "ref" ? ctx.declarations.get(m.type.name) : undefined));
  if (!records.every((r): r is RecordDeclaration => r?.kind === "record")) return "json";
  if (orderable(records, ctx)) return "ordered";
  if (deducible(records)) return "deduction";
  return alternativeKeys(records, ctx) !== undefined ? "ordered" : "json";
}

/**
 * Whether a creator can pick the member from one read of the keys: every key has one Java type
 * in every member declaring it, presence is `!= null` (no required field takes JSON `null`), each
 * constant is a string, an integer or a boolean, and open members keep any JSON as extra keys.
 */
function orderable(records: readonly RecordDeclaration[], ctx: Context, differing: ReadonlySet<string> = new Set()): boolean {
  const types = new Map<string, string>();
  for (const r of records) {
    if (r.extra !== null && r.extra.kind !== "json") return false;
    for (const f of r.fields) {
      if (f.required && acceptsNull(f.type, ctx)) return false;
      if (f.type.kind === "literal" && typeof f.type.value === "number" && !Number.isInteger(f.type.value)) return false;
      if (differing.has(f.wire)) continue;
      const t = `${javaType(f.type, ctx, true)}|${acceptsNull(f.type, ctx)}`;
      if ((types.get(f.wire) ?? t) !== t) return false;
      types.set(f.wire, t);
    }
  }
  return true;
}

/** One Java type a key takes in some member, and the JSON token that tells it apart from the key's other types. */
interface Alternative {
  javaT: string;
  kind: "string" | "enum" | "integer" | "number" | "boolean" | "array" | "record";
  /** The enum or record declaration (`enum`, `record`). */
  declaration?: EnumDeclaration | RecordDeclaration;
}

/**
 * The keys members give different Java types, each with its types (records with more required keys first), when
 * each type can be told apart from the others by the JSON token read (a string, which an enum's values then narrow;
 * an integer or a number; a boolean; an array; an object, whose records are themselves told apart by their keys)
 * and none takes `null`; `undefined` when some key cannot be read that way. Empty when no key differs.
 */
function alternativeKeys(records: readonly RecordDeclaration[], ctx: Context): Map<string, Alternative[]> | undefined {
  const byKey = new Map<string, { javaT: string; type: PlanType }[]>();
  for (const r of records) {
    for (const f of r.fields) {
      const list = byKey.get(f.wire) ?? [];
      const javaT = javaType(f.type, ctx, true);
      if (!list.some((a) => a.javaT === javaT)) byKey.set(f.wire, [...list, { javaT, type: f.type }]);
    }
  }
  const differing = new Map<string, Alternative[]>();
  for (const [key, types] of byKey) {
    if (types.length < 2) continue;
    if (types.some((t) => acceptsNull(t.type, ctx))) return undefined;
    const list = types.map((t) => alternativeOf(t.type, t.javaT, ctx));
    if (!list.every((a): a is Alternative => a !== undefined)) return undefined;
    const count = (k: Alternative["kind"]) => list.filter((a) => a.kind === k).length;
    if (count("string") > 1 || count("boolean") > 1 || count("array") > 1 || count("integer") + count("number") > 1) return undefined;
    // Numbers and objects would both need Jackson's one delegating creator.
    if (count("record") > 0 && count("integer") + count("number") > 0) return undefined;
    const nested = list.flatMap((a) => (a.kind === "record" ? [a.declaration as RecordDeclaration] : []));
    if (nested.length > 1 && !orderable(nested, ctx)) return undefined;
    differing.set(key, list.sort((a, b) => requiredCount(b) - requiredCount(a)));
  }
  return orderable(records, ctx, new Set(differing.keys())) ? differing : undefined;
}

const requiredCount = (a: Alternative) => (a.kind === "record" ? (a.declaration as RecordDeclaration).fields.filter((f) => f.required).length : 0);

function alternativeOf(t: PlanType, javaT: string, ctx: Context): Alternative | undefined {
  const u = unaliased(t, ctx.declarations);
  if (u.kind === "literal") return typeof u.value === "string" ? { javaT, kind: "string" } : undefined;
  if (u.kind === "scalar") return { javaT, kind: u.type };
  if (u.kind === "array") return { javaT, kind: "array" };
  if (u.kind !== "ref") return undefined;
  const d = ctx.declarations.get(u.name);
  if (d?.kind === "enum") return { javaT, kind: "enum", declaration: d };
  if (d?.kind === "record") return { javaT, kind: "record", declaration: d };
  return undefined;
}

/**
 * Whether Jackson's `DEDUCTION` can tell the records apart by the keys present: no two share the
 * same key set, and at most one (the `defaultImpl` of an ambiguous match) has its keys all
 * within another's.
 */
function deducible(records: RecordDeclaration[]): boolean {
  const sets = records.map((r) => new Set(r.fields.map((f) => f.wire)));
  const within = (a: Set<string>, b: Set<string>) => [...a].every((k) => b.has(k));
  const dominated = sets.filter((a, i) => sets.some((b, j) => i !== j && within(a, b)));
  return dominated.length <= 1 && sets.every((a, i) => sets.every((b, j) => i === j || !(within(a, b) && within(b, a))));
}

function deductionDefault(d: UnionDeclaration, ctx: Context): string | undefined {
  const records = unionMembers(d).map((n) => ctx.declarations.get(n) as RecordDeclaration);
  const sets = records.map((r) => new Set(r.fields.map((f) => f.wire)));
  // An ambiguous match (the keys fit several members) decodes as the member whose keys lie within another's,
  // else as the first in the plan's order: its own checks then report what is missing (`/resource/text`).
  const i = sets.findIndex((a, i) => sets.some((b, j) => i !== j && [...a].every((k) => b.has(k))));
  return records[i < 0 ? 0 : i]?.name;
}

/** The imports a file may need, each kept only where its simple name is used outside strings and comments. */
const importable = [
  "com.fasterxml.jackson.annotation.JacksonInject",
  "com.fasterxml.jackson.annotation.JsonAnyGetter",
  "com.fasterxml.jackson.annotation.JsonAnySetter",
  "com.fasterxml.jackson.annotation.JsonAutoDetect",
  "com.fasterxml.jackson.annotation.JsonCreator",
  "com.fasterxml.jackson.annotation.JsonInclude",
  "com.fasterxml.jackson.annotation.JsonProperty",
  "com.fasterxml.jackson.annotation.JsonPropertyOrder",
  "com.fasterxml.jackson.annotation.JsonSetter",
  "com.fasterxml.jackson.annotation.JsonSubTypes",
  "com.fasterxml.jackson.annotation.JsonTypeInfo",
  "com.fasterxml.jackson.annotation.JsonValue",
  "com.fasterxml.jackson.annotation.Nulls",
  "com.fasterxml.jackson.annotation.OptBoolean",
  "java.math.BigDecimal",
  "java.util.LinkedHashMap",
  "java.util.List",
  "java.util.Map",
  "java.util.Objects",
].sort();

/** The code without string literals and comments: the builders quote every schema text, so only the generator's names are left. */
const bareCode = (text: string) => text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""').replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");

/**
 * A file that names a deprecated type other than its own (a union listing it, a record holding it) suppresses the
 * deprecation warning on its declaration: the schema's own use of it is no use by the user, and the files must
 * compile with `-Xlint:all -Werror`. The user's code that names the type is still warned.
 */
function suppressDeprecation(lines: string[], own: string, deprecated: readonly string[]): string[] {
  const bare = bareCode(lines.join("\n"));
  if (!deprecated.some((d) => d !== own && new RegExp(`(?<![\\w.])${d}\\b`).test(bare))) return lines;
  const at = lines.findIndex((l) => /^(@|public )/.test(l));
  return [...lines.slice(0, at), '@SuppressWarnings("deprecation")', ...lines.slice(at)];
}

/** The file: package, the imports its code uses (sorted, as the formatter keeps them), the declaration. */
function fileText(pkg: string, lines: readonly string[]): string {
  const body = lines.join("\n").trimEnd();
  const bare = bareCode(body);
  const used = importable.filter((i) => new RegExp(`(?<![\\w.])${i.slice(i.lastIndexOf(".") + 1)}\\b`).test(bare));
  const imports = used.length > 0 ? `${used.map((i) => `import ${i};`).join("\n")}\n\n` : "";
  return `package ${pkg};\n\n${imports}${body}\n`;
}

const renderers: DeclarationRenderers<Context, string[] | undefined> = { renderRecord, renderEnum, renderUnion, renderAlias };

function renderAlias(): undefined {
  // Java has no type aliases: a reference to one is written as the aliased type.
  return undefined;
}

/** Java's spelling of plan types: primitives where they can stand, boxed as type arguments; untyped unions are `Object`. */
function javaTypes(ctx: Context, boxed: boolean): TypeSpelling {
  const spelling: TypeSpelling = {
    scalar: { string: "String", integer: boxed ? "Long" : "long", number: "JsonNumber", boolean: boxed ? "Boolean" : "boolean" },
    json: "Object",
    array: (items) => `List<${items}>`,
    map: (values) => `Map<String, ${values}>`,
    nullable: (type) => type,
    aliases: "inline",
    declared: (d) => (d.kind === "union" && ctx.unionStyle.get(d.name) === "json" ? "Object" : undefined),
  };
  return boxed ? spelling : { ...spelling, inner: javaTypes(ctx, true) };
}

/** A field's Java type; `boxed` where a primitive cannot stand (generics, optional fields). */
function javaType(t: PlanType, ctx: Context, boxed: boolean): string {
  return spellType(t, javaTypes(ctx, boxed), ctx);
}

/** Whether JSON `null` is a value of the type (any JSON, or `nullable`), through aliases. */
function acceptsNull(t: PlanType, ctx: Context): boolean {
  const u = unaliased(t, ctx.declarations);
  if (u.kind === "json" || u.kind === "nullable") return true;
  if (u.kind === "ref") {
    const d = ctx.declarations.get(u.name);
    return d === undefined || (d.kind === "union" && ctx.unionStyle.get(d.name) === "json");
  }
  return false;
}

/** The element type of an array or map, through aliases (for `contentNulls`). */
function contentOf(t: PlanType, ctx: Context): PlanType | undefined {
  const u = unaliased(t, ctx.declarations);
  return u.kind === "array" ? u.items : u.kind === "map" ? u.values : undefined;
}

/** The wire name the extra-field map stands for in naming: it takes the plan's words like any other member. */
const extraWire = "unlistedProperties";

/**
 * Java names of a record's fields and of its extra-field map. The map is named like one more member
 * of the record, after the fields (`uniqueWords`): a field whose words are the map's keeps its name
 * and the map gets the hash of its own (`unlistedPropertiesH...`).
 */
function fieldNames(r: RecordDeclaration): { fields: { field: Field; name: string }[]; extra: string } {
  const fields = r.fields.map((field) => ({ field, name: javaSafeName(camelWords(field.words)).text }));
  const words = uniqueWords([...r.fields.map((f) => f.wire), extraWire]).at(-1)!;
  return { fields, extra: javaSafeName(camelWords(words)).text };
}

const camelWords = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

/**
 * The annotations of a setter that reads a key (a record's `Builder`, a shape union's `Keys`): its key, and
 * `Nulls.FAIL` where the schema refuses JSON `null` for the value or its elements. Jackson calls a setter only for
 * a key present, so an absent key stays unset and only an explicit `null` fails, at its path (no injection: a
 * creator argument would read absent and `null` alike).
 */
function setterAnnotations(field: Field, ctx: Context): string[] {
  const refusesNull = !acceptsNull(field.type, ctx);
  const content = contentOf(field.type, ctx);
  const contentNulls = content !== undefined && !acceptsNull(content, ctx);
  const nulls = [...(refusesNull ? ["nulls = Nulls.FAIL"] : []), ...(contentNulls ? ["contentNulls = Nulls.FAIL"] : [])];
  return [`@JsonProperty(${javaString(field.wire).text})`, ...(nulls.length > 0 ? [`@JsonSetter(${nulls.join(", ")})`] : [])];
}

/** Whether a field holds any JSON as `Object`: JSON `null` there is `JsonNull.NULL`, apart from absent (`null`). */
function holdsJsonNull(t: PlanType, ctx: Context): boolean {
  return unaliased(t, ctx.declarations).kind === "json";
}

function renderRecord(r: RecordDeclaration, ctx: Context): string[] {
  const name = ctx.name(r.name);
  const { fields, extra } = fieldNames(r);
  const params: Param[] = fields.map(({ field, name: id }) => {
    const type = javaType(field.type, ctx, !field.required || acceptsNull(field.type, ctx));
    const doc = docLines(javadoc(field.doc, "    ", { deprecated: field.deprecated, component: true }));
    const key = javaString(field.wire).text;
    // The components name the keys written; the builder's setters read them (`Builder`).
    const property = field.required ? `@JsonProperty(value = ${key}, required = true)` : `@JsonProperty(${key})`;
    return { ...(doc.length > 0 ? { doc } : {}), annotations: [...(field.deprecated ? ["@Deprecated"] : []), property], declaration: `${type} ${id}` };
  });
  const extraType = r.extra === null ? "" : javaType(r.extra, ctx, true);
  if (r.extra !== null) {
    params.push({
      doc: docLines(javadoc("Properties the schema does not list, in the order read; written back after the listed ones.", "    ")),
      annotations: ["@JsonAnyGetter"],
      declaration: `Map<String, ${extraType}> ${extra}`,
    });
  }
  const parents = ctx.parents.get(r.name) ?? [];
  const checks: string[] = [];
  for (const { field, name: id } of fields) {
    const t = field.type;
    const primitive = field.required && !acceptsNull(t, ctx) && /^(long|boolean)$/.test(javaType(t, ctx, false));
    if (field.required && !acceptsNull(t, ctx) && !primitive) checks.push(...callLines("Objects.requireNonNull", [id, javaString(`${field.wire} is required`).text], ";", "    "));
    if (t.kind === "literal") {
      const expected = typeof t.value === "string" ? javaString(t.value).text : typeof t.value === "boolean" ? String(t.value) : Number.isInteger(t.value) ? `${t.value}L` : `new BigDecimal(${javaString(String(t.value)).text})`;
      const javaT = javaType(t, ctx, !field.required);
      const differs = javaT === "long" || javaT === "boolean" ? `${id} != ${expected}` : javaT === "JsonNumber" ? `${id}.decimalValue().compareTo(${expected}) != 0` : `!${expected}.equals(${id})`;
      const guard = field.required || javaT === "long" || javaT === "boolean" ? [differs] : [`${id} != null`, differs];
      checks.push(...conditionLines(guard, "    "), ...callLines("throw new IllegalArgumentException", [javaString(`${field.wire} must be ${JSON.stringify(t.value)}`).text], ";", "      "), "    }");
    }
  }
  if (r.extra !== null) checks.push(...assignment(extra, `Objects.requireNonNullElseGet(${extra}, LinkedHashMap::new)`, "    "));
  const clauses = parents.length > 0 ? [{ keyword: "implements", names: parents.map((p) => ctx.name(p)) }] : [];
  const members = [...(checks.length > 0 ? [[`  public ${name} {`, ...checks, "  }"]] : []), ...builderMembers(r, name, extra, extraType, ctx)];
  const header = headerLines(`public record ${name}`, params, clauses, " {");
  const body = [...members.flatMap((m, i) => (i === 0 ? m : ["", ...m])), "}"];
  // `Id.NONE`: decoded as itself, the record ignores the @JsonTypeInfo of the sealed interfaces it implements.
  const annotations = [
    ...(r.deprecated ? ["@Deprecated"] : []),
    "@JsonInclude(JsonInclude.Include.NON_NULL)",
    ...(r.fields.length > 0 ? arrayAnnotationLines("@JsonPropertyOrder", r.fields.map((f) => javaString(f.wire).text), "") : []),
    ...(parents.length > 0 ? ["@JsonTypeInfo(use = JsonTypeInfo.Id.NONE)"] : []),
    // No field and no plain getter is a property: the map's accessor must not bind its own name as a key.
    ...(r.extra !== null ? annotationLines("@JsonAutoDetect", ["fieldVisibility = JsonAutoDetect.Visibility.NONE", "getterVisibility = JsonAutoDetect.Visibility.NONE"], "", "") : []),
  ];
  return [...docLines(javadoc(r.doc, "", { deprecated: r.deprecated })), ...annotations, ...header, ...body];
}

/** `private Type name;` (and an initialiser) at `indent`, the name on a continuation line when it does not fit. */
function fieldDeclarationLines(type: string, id: string, init: string, indent: string): string[] {
  const one = `${indent}private ${type} ${id}${init};`;
  return one.length <= width ? [one] : [`${indent}private ${type}`, `${indent}    ${id}${init};`];
}

/** The JSON kind each scalar Java type takes, and the test of the value Jackson read as `Object`. */
const scalarKinds: Readonly<Record<string, { what: string; test: (v: string) => string; value: (v: string) => string }>> = {
  String: { what: "a string", test: (v) => `(${v} instanceof String)`, value: (v) => `(String) ${v}` },
  Long: { what: "an integer", test: (v) => `(${v} instanceof Integer || ${v} instanceof Long)`, value: (v) => `${v} == null ? null : ((Number) ${v}).longValue()` },
  Boolean: { what: "a boolean", test: (v) => `(${v} instanceof Boolean)`, value: (v) => `(Boolean) ${v}` },
};

/**
 * Jackson's setter of a key: `setterName(Type id)` with the key's annotations. A string, integer or boolean is read
 * as `Object` and its JSON kind checked, so no mapper setting can coerce `5` to `"5"`, `"7"` to `7` or `1.5` to `1`
 * (a plain `ObjectMapper` would); any JSON keeps an explicit `null` as `JsonNull.NULL`.
 */
function jsonSetterLines(field: Field, id: string, setterName: string, ctx: Context): string[] {
  const type = javaType(field.type, ctx, true);
  const scalar = scalarKinds[type];
  const annotations = setterAnnotations(field, ctx);
  if (scalar === undefined) {
    const assigned = holdsJsonNull(field.type, ctx) ? `${id} == null ? JsonNull.NULL : ${id}` : id;
    return setterLines(annotations, "void", setterName, id, type, assigned, false);
  }
  return [
    ...annotations.map((a) => `    ${a}`),
    ...paramLines(`    private void ${setterName}`, [{ annotations: [], declaration: `Object ${id}` }], " {", "    "),
    ...conditionLines([`${id} != null`, `!${scalar.test(id)}`], "      "),
    ...callLines("throw new IllegalArgumentException", [javaString(`${field.wire} must be ${scalar.what}`).text], ";", "        "),
    "      }",
    ...assignment(`this.${id}`, scalar.value(id), "      "),
    "    }",
  ];
}

/** A setter of a builder (`Builder name(Type name)`, returning itself) or of a union's keys (`void`). */
function setterLines(annotations: readonly string[], returns: string, setterName: string, id: string, type: string, assigned: string, fluent: boolean): string[] {
  return [
    ...annotations.map((a) => `    ${a}`),
    ...paramLines(`    ${fluent ? "public" : "private"} ${returns} ${setterName}`, [{ annotations: [], declaration: `${type} ${id}` }], " {", "    "),
    ...assignment(`this.${id}`, assigned, "      "),
    ...(fluent ? ["      return this;"] : []),
    "    }",
  ];
}

/**
 * A record's builder and Jackson's way in: Jackson reads the object into a `Builder` (a delegating creator), whose
 * setters are called only for the keys present, so absent stays unset and an explicit `null` is seen (refused with
 * `Nulls.FAIL`, or kept as `JsonNull.NULL` where any JSON may stand); `build()` reports the first required key
 * missing, then the canonical constructor checks constants. No injection, so any Jackson 2.20 or 3 mapper works.
 */
function builderMembers(r: RecordDeclaration, name: string, extra: string, extraType: string, ctx: Context): string[][] {
  const { fields } = fieldNames(r);
  const creator = [
    ...javadocLines(["Jackson's creator: the object is read into a {@link Builder}, then built."], "  "),
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `  private static ${name} fromJson(Builder json) {`,
    "    return json.build();",
    "  }",
  ];
  // The user's builder starts with the constants set (Jackson's starts empty: a constant missing on the wire is refused).
  const constants = fields.flatMap(({ field, name: id }) => {
    const t = field.type;
    if (!field.required || t.kind !== "literal") return [];
    const v = t.value;
    return typeof v === "string" ? [`.${id}(${javaString(v).text})`] : typeof v === "boolean" ? [`.${id}(${v})`] : Number.isInteger(v) ? [`.${id}(${v}L)`] : [];
  });
  const chain = `    return new Builder()${constants.join("")};`;
  const factory = [
    ...javadocLines([constants.length > 0 ? `A builder of {@link ${name}}, its constants set.` : `An empty builder of {@link ${name}}.`], "  "),
    "  public static Builder builder() {",
    ...(chain.length <= width ? [chain] : ["    return new Builder()", ...constants.map((c, i) => `        ${c}${i === constants.length - 1 ? ";" : ""}`)]),
    "  }",
  ];
  const state = [
    ...fields.flatMap(({ field, name: id }) => fieldDeclarationLines(javaType(field.type, ctx, true), id, "", "    ")),
    ...(r.extra !== null ? fieldDeclarationLines(`Map<String, ${extraType}>`, extra, " = new LinkedHashMap<>()", "    ") : []),
  ];
  const setters = fields.flatMap(({ field, name: id }) => {
    const type = javaType(field.type, ctx, true);
    const json = holdsJsonNull(field.type, ctx);
    const doc = json ? javadocLines([`{@code null} sets JSON {@code null} ({@link JsonNull#NULL}); leave the key unset for absent.`], "    ") : [];
    const deprecated = field.deprecated ? ["@Deprecated"] : [];
    // A scalar's Jackson setter is a private one of its own that checks the JSON kind (`jsonSetterLines`).
    const own = scalarKinds[type] !== undefined;
    const setter = [...doc, ...setterLines([...deprecated, ...(own ? [] : setterAnnotations(field, ctx))], "Builder", id, id, type, json ? `${id} == null ? JsonNull.NULL : ${id}` : id, true)];
    return own ? [setter, jsonSetterLines(field, id, javaSafeName(`${id}FromJson`).text, ctx)] : [setter];
  });
  const anySetter =
    r.extra === null
      ? []
      : [
          [
            ...javadocLines(["A property the schema does not list, kept in the order put."], "    "),
            "    @JsonAnySetter",
            ...paramLines(`    public Builder ${extra}`, [{ annotations: [], declaration: "String key" }, { annotations: [], declaration: `${extraType} value` }], " {", "    "),
            `      ${extra}.put(key, value);`,
            "      return this;",
            "    }",
          ],
        ];
  const required = fields.filter(({ field }) => field.required);
  const build = [
    ...javadocLines([`The {@link ${name}}: the first required key missing, or a constant that does not hold, is refused.`], "    "),
    `    public ${name} build() {`,
    ...required.flatMap(({ field, name: id }) => callLines("Objects.requireNonNull", [id, javaString(`${field.wire} is required`).text], ";", "      ")),
    ...callLines(`return new ${name}`, [...fields.map((f) => f.name), ...(r.extra !== null ? [`new LinkedHashMap<>(${extra})`] : [])], ";", "      "),
    "    }",
  ];
  const members = [["    private Builder() {}"], ...setters, ...anySetter, build];
  const builderClass = [
    ...javadocLines([`Builds a {@link ${name}}; Jackson reads the JSON object into one.`], "  "),
    "  public static final class Builder {",
    ...state,
    ...(state.length > 0 ? [""] : []),
    ...members.flatMap((m, i) => (i === 0 ? m : ["", ...m])),
    "  }",
  ];
  return [creator, factory, builderClass];
}

/** A record header: `head(params)`, then the clauses filled after the closing parenthesis, then `end`. */
function headerLines(head: string, params: readonly Param[], clauses: { keyword: string; names: string[] }[], end: string): string[] {
  const lines = paramLines(head, params, clauses.length > 0 ? "" : end, "");
  if (clauses.length === 0) return lines;
  // Once the parameters break, the clauses start a line of their own.
  if (lines.length > 1) return [...lines.slice(0, -1), ...clauseLines(lines.at(-1)!, clauses, end, "", true)];
  return clauseLines(lines[0]!, clauses, end, "");
}

/** `name = value;` at `indent`, broken after `=` when too long. */
function assignment(name: string, value: string, indent: string): string[] {
  const one = `${indent}${name} = ${value};`;
  return one.length <= width ? [one] : [`${indent}${name} =`, `${indent}    ${value};`];
}

const docLines = (doc: Code): string[] => (doc.text === "" ? [] : doc.text.replace(/\n$/, "").split("\n"));

function renderEnum(e: EnumDeclaration, ctx: Context): string[] {
  const name = ctx.name(e.name);
  const constants = e.values.flatMap((v, i) => {
    const id = javaSafeName(v.words.map((w) => w.toUpperCase()).join("_")).text;
    return [`  @JsonProperty(${javaString(v.wire).text})`, `  ${id}${i === e.values.length - 1 ? "" : ","}`];
  });
  return [...docLines(javadoc(e.doc, "", { deprecated: e.deprecated })), `public enum ${name} {`, ...constants, "}"];
}

function renderUnion(d: UnionDeclaration, ctx: Context): string[] | undefined {
  const style = ctx.unionStyle.get(d.name)!;
  const name = ctx.name(d.name);
  const doc = docLines(javadoc(d.doc, "", { deprecated: d.deprecated }));
  const parents = ctx.parents.get(d.name) ?? [];
  const extendsClause = parents.length > 0 ? [{ keyword: "extends", names: parents.map((p) => ctx.name(p)) }] : [];
  const sealed = (members: string[], end: string) => clauseLines(`public sealed interface ${name}`, [...extendsClause, { keyword: "permits", names: members }], end, "");
  switch (style) {
    case "json":
      // Members Jackson's annotations cannot tell apart: fields of this type hold any JSON (`Object`).
      return undefined;
    case "tagged": {
      const u = d.union as TaggedUnion;
      const subtypes = u.members.map((m) => ({ name: "@JsonSubTypes.Type", args: [`value = ${ctx.name(m.name)}.class`, `name = ${javaString(m.value).text}`] }));
      return [
        ...doc,
        ...annotationLines("@JsonTypeInfo", ["use = JsonTypeInfo.Id.NAME", "include = JsonTypeInfo.As.EXISTING_PROPERTY", `property = ${javaString(u.property).text}`, "visible = true"], "", ""),
        ...arrayAnnotationLines("@JsonSubTypes", subtypes, ""),
        ...sealed(u.members.map((m) => ctx.name(m.name)), " {}"),
      ];
    }
    case "deduction": {
      const members = unionMembers(d);
      const fallback = deductionDefault(d, ctx);
      const subtypes = members.map((m) => `@JsonSubTypes.Type(${ctx.name(m)}.class)`);
      return [
        ...doc,
        ...annotationLines("@JsonTypeInfo", ["use = JsonTypeInfo.Id.DEDUCTION", ...(fallback === undefined ? [] : [`defaultImpl = ${ctx.name(fallback)}.class`])], "", ""),
        ...arrayAnnotationLines("@JsonSubTypes", subtypes, ""),
        ...sealed(members.map((m) => ctx.name(m)), " {}"),
      ];
    }
    case "ordered":
      return [...doc, ...sealed(unionMembers(d).map((m) => ctx.name(m)), " {"), ...orderedCreator(d, name, ctx), "}"];
    case "scalar":
      return scalarUnion(d.union as ShapeUnion, name, doc);
    default:
      return assertNever(style, "union style");
  }
}

/**
 * How a shape union's creator reads its keys: the variable of each key (`id`), the extra keys' map (`rest`), and for a
 * key members give different types, its types and the holder class it is read through.
 */
interface Reading {
  keys: readonly Field[];
  id: ReadonlyMap<string, string>;
  rest: string;
  alternatives: ReadonlyMap<string, Alternative[]>;
  holders: ReadonlyMap<string, string>;
}

function readingOf(members: readonly RecordDeclaration[], alternatives: ReadonlyMap<string, Alternative[]>, extra: readonly string[]): Reading & { words: string[][] } {
  const keys: Field[] = [];
  for (const r of members) for (const f of r.fields) if (!keys.some((k) => k.wire === f.wire)) keys.push(f);
  const words = uniqueWords([...keys.map((k) => k.wire), "unlisted", ...extra]);
  const id = new Map(keys.map((k, i) => [k.wire, javaSafeName(camelWords(words[i]!)).text]));
  const holders = new Map(keys.flatMap((k, i) => (alternatives.has(k.wire) ? [[k.wire, javaSafeName(`${pascalWords(words[i]!)}Value`).text] as const] : [])));
  return { keys, id, rest: javaSafeName(camelWords(words[keys.length]!)).text, alternatives, holders, words };
}

/**
 * The creator of a union of records told apart by shape: every key any member declares is an
 * argument (the other keys are collected), and the first member in the plan's decode order whose
 * required keys are present, whose constants hold and (when closed) that has no key of its own
 * missing is built, the keys it does not declare kept as its extra keys; a member with evidence keys
 * is taken there only with one of them present, and after every other member without. A key members
 * give different types is read through a holder of whichever type its JSON token is (`alternativeKeys`),
 * and a member is taken only where the holder holds that member's type. Failing all, the first member
 * whose constants hold names the first required key missing.
 */
function orderedCreator(d: UnionDeclaration, name: string, ctx: Context): string[] {
  const members = unionMembers(d).map((m) => ctx.declarations.get(m) as RecordDeclaration);
  const evidence = d.union.kind === "shape" ? d.union.members.map((m) => m.evidenceKeys) : members.map(() => []);
  const alternatives = alternativeKeys(members, ctx) ?? new Map<string, Alternative[]>();
  const reading = readingOf(members, alternatives, ["keys"]);
  const read = javaSafeName(camelWords(reading.words.at(-1)!)).text;
  const nested = [...alternatives].flatMap(([wire, list]) => {
    const records = list.flatMap((a) => (a.kind === "record" ? [a.declaration as RecordDeclaration] : []));
    return records.length > 1 ? [{ wire, records }] : [];
  });
  const chooser = (wire: string) => javaSafeName(`choose${reading.holders.get(wire)!}`).text;
  const doc = javadocLines(
    [
      `Decodes the first member whose required keys are present and whose constants hold, tried in this order: ${members.map((m) => `{@link ${ctx.name(m.name)}}`).join(", ")}. The keys a member does not declare are kept as its extra keys.`,
    ],
    "  ",
  );
  const choices = nested.flatMap(({ wire, records }) => {
    const inner = readingOf(records, new Map(), ["keys"]);
    const keysClass = `${reading.holders.get(wire)!}Keys`;
    const innerRead = javaSafeName(camelWords(inner.words.at(-1)!)).text;
    return [
      "",
      ...javadocLines([`Which of ${records.map((r) => `{@link ${ctx.name(r.name)}}`).join(", ")} an object read as {@link ${reading.holders.get(wire)!}} is, by its keys.`], "  "),
      ...paramLines(`  private static Object ${chooser(wire)}`, [{ annotations: [], declaration: `${keysClass} ${innerRead}` }], " {", "  "),
      ...[...inner.keys.map((k) => inner.id.get(k.wire)!), inner.rest].flatMap((v) => assignment(`var ${v}`, `${innerRead}.${v}`, "    ")),
      ...choiceLines(records, records.map(() => []), inner, ctx),
      "  }",
      "",
      ...unionKeys(keysClass, `{@link ${reading.holders.get(wire)!}} object`, inner, ctx),
    ];
  });
  const needsUnlisted = members.some((r) => r.extra !== null) || nested.some((n) => n.records.some((r) => r.extra !== null));
  return [
    ...doc,
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `  static ${name} of(Keys ${read}) {`,
    ...[...reading.keys.map((k) => reading.id.get(k.wire)!), reading.rest].flatMap((v) => assignment(`var ${v}`, `${read}.${v}`, "    ")),
    ...choiceLines(members, evidence, reading, ctx),
    "  }",
    "",
    ...unionKeys("Keys", `{@link ${name}}`, reading, ctx),
    ...[...alternatives].flatMap(([wire, list]) => ["", ...holderLines(list, reading.holders.get(wire)!, chooser(wire))]),
    ...choices,
    ...(needsUnlisted ? ["", ...unlistedHelper] : []),
  ];
}

/** The statements that build the first member that matches (see `orderedCreator`), else throw. */
function choiceLines(members: readonly RecordDeclaration[], evidence: readonly (readonly string[])[], reading: Reading, ctx: Context): string[] {
  const { keys, id, rest } = reading;
  const v = (wire: string) => id.get(wire)!;
  const holder = (f: Field) => reading.holders.get(f.wire);
  const alternative = (f: Field) => reading.alternatives.get(f.wire)?.find((a) => a.javaT === javaType(f.type, ctx, true));
  const equalsLiteral = (f: Field, value: string): string => {
    const l = (f.type as { value: unknown }).value;
    return typeof l === "string" ? `${javaString(l).text}.equals(${value})` : `Objects.equals(${value}, ${typeof l === "boolean" ? String(l) : `${l}L`})`;
  };
  // A holder's tests follow its null check as operands of their own (the formatter breaks at each top-level `&&`).
  const literal = (f: Field): string[] | undefined => {
    if (f.type.kind !== "literal") return undefined;
    return holder(f) ? [`${v(f.wire)} != null`, equalsLiteral(f, `${v(f.wire)}.value`)] : [equalsLiteral(f, v(f.wire))];
  };
  const holds = (f: Field): string => {
    const a = alternative(f)!;
    const h = `${v(f.wire)}.value`;
    switch (a.kind) {
      case "enum":
        return `${holder(f)}.${enumReader(a)}(${v(f.wire)}) != null`;
      case "record":
        return `${h} instanceof ${ctx.name(a.declaration!.name)}`;
      default:
        return `${h} instanceof ${{ string: "String", integer: "Long", number: "JsonNumber", boolean: "Boolean", array: "List" }[a.kind]}`;
    }
  };
  const present = (f: Field) => (holder(f) ? [`${v(f.wire)} != null`, holds(f)] : [`${v(f.wire)} != null`]);
  const optional = (f: Field): string[] => {
    if (f.type.kind === "literal") {
      const at = holder(f) ? `${v(f.wire)}.value` : v(f.wire);
      return [`(${v(f.wire)} == null || ${equalsLiteral(f, at)})`];
    }
    return holder(f) ? [`(${v(f.wire)} == null || ${holds(f)})`] : [];
  };
  const argument = (f: Field): string => {
    const h = holder(f);
    if (h === undefined) return v(f.wire);
    const a = alternative(f)!;
    return a.kind === "enum" ? `${h}.${enumReader(a)}(${v(f.wire)})` : `${h}.valueOf(${v(f.wire)})`;
  };
  const valueOf = (k: Field) => (reading.holders.has(k.wire) ? `${reading.holders.get(k.wire)}.valueOf(${v(k.wire)})` : v(k.wire));
  const attempts = [
    ...members.map((r, i) => ({ r, evidence: evidence[i] ?? [] })),
    ...members.flatMap((r, i) => ((evidence[i] ?? []).length > 0 ? [{ r, evidence: [] as readonly string[] }] : [])),
  ];
  const body: string[] = [];
  for (const { r, evidence: keysOf } of attempts) {
    const own = new Set(r.fields.map((f) => f.wire));
    const others = keys.filter((k) => !own.has(k.wire));
    const operands = [
      ...r.fields.filter((f) => f.required).flatMap((f) => literal(f) ?? present(f)),
      ...r.fields.filter((f) => !f.required).flatMap(optional),
      ...(keysOf.length === 1 ? [`${v(keysOf[0]!)} != null`] : keysOf.length > 1 ? [`(${keysOf.map((k) => `${v(k)} != null`).join(" || ")})`] : []),
      ...(r.extra === null ? [`${rest} == null`, ...others.map((k) => `${v(k.wire)} == null`)] : []),
    ];
    const extraArgs = r.extra === null ? [] : [{ head: "unlisted", args: [rest, ...others.flatMap((k) => [javaString(k.wire).text, valueOf(k)])] }];
    const build = callLines(`return new ${ctx.name(r.name)}`, [...r.fields.map(argument), ...extraArgs], ";", "      ");
    body.push(...(operands.length > 0 ? [...conditionLines(operands, "    "), ...build, "    }"] : build.map((l) => l.slice(2))));
    if (operands.length === 0) break;
  }
  if (body.at(-1) === "    }") {
    // No member matched: the first whose constants hold reports its first missing key; failing all, the first constant.
    // A member whose constants are an earlier one's is not reached (that one has reported already).
    const guards = new Set<string>();
    for (const r of members) {
      // A required enum read through a holder narrows like a constant; any other holder present must hold the member's type.
      const constant = (f: Field) => f.required && (f.type.kind === "literal" || alternative(f)?.kind === "enum");
      const guard = r.fields.filter(constant).flatMap((f) => literal(f) ?? present(f));
      if (guards.has(guard.join(" && "))) continue;
      guards.add(guard.join(" && "));
      const missing = r.fields.filter((f) => f.required && !constant(f));
      const at = guard.length > 0 ? "      " : "    ";
      const report = (operands: string[], message: string) => [
        ...conditionLines(operands, at),
        ...callLines("throw new IllegalArgumentException", [javaString(message).text], ";", `${at}  `),
        `${at}}`,
      ];
      const reports = [
        ...missing.flatMap((f) => report([`${v(f.wire)} == null`], `${f.wire} is required`)),
        ...r.fields
          .filter((f) => holder(f) !== undefined && !constant(f) && f.type.kind !== "literal")
          .flatMap((f) => {
            const a = alternative(f)!;
            const wrong = a.kind === "enum" ? `${holder(f)}.${enumReader(a)}(${v(f.wire)}) == null` : `!(${holds(f)})`;
            return report([`${v(f.wire)} != null`, wrong], `${f.wire} must be ${kindWords[a.kind]}`);
          }),
      ];
      if (reports.length === 0) continue;
      body.push(...(guard.length > 0 ? [...conditionLines(guard, "    "), ...reports, "    }"] : reports));
      if (guard.length === 0) break;
    }
    const first = members[0]!.fields.find((f) => f.required && f.type.kind === "literal");
    const listed = `matches none of ${members.map((m) => m.name).join(", ")}`;
    // A string literal longer than a line would be split by the formatter: the members are then counted, not named.
    const none = `        ${javaString(listed).text});`.length <= width ? listed : `matches none of its ${members.length} members`;
    const message = first ? `${first.wire} must be ${JSON.stringify((first.type as { value: unknown }).value)}` : none;
    body.push(...callLines("throw new IllegalArgumentException", [javaString(message).text], ";", "    "));
  }
  return body;
}

/** What a holder's value must be, for the message naming a key of the wrong type. */
const kindWords: Readonly<Record<Alternative["kind"], string>> = {
  string: "a string",
  enum: "one of its values",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  array: "an array",
  record: "an object of its shape",
};

/** The holder's method that reads its string as the enum (`null` when it is none of its values). */
const enumReader = (a: Alternative) => javaSafeName(`as${a.javaT}`).text;

/**
 * The class a key members give different types is read through: a Jackson creator per JSON token its types take (a
 * string, a boolean, a number's text, an array, an object), holding what it read; `valueOf` gives it back typed, an
 * enum's reader narrows its string.
 */
function holderLines(list: readonly Alternative[], holder: string, chooser: string): string[] {
  const kinds = new Set(list.map((a) => a.kind));
  const signature = (head: string, param: string) => paramLines(`    private static ${head}`, [{ annotations: [], declaration: param }], " {", "    ");
  const creator = (delegating: boolean, method: string, param: string, value: string) => [
    "",
    delegating ? "    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)" : "    @JsonCreator",
    ...signature(`${holder} ${method}`, `${param} value`),
    ...callLines(`return new ${holder}`, [value], ";", "      "),
    "    }",
  ];
  const records = list.filter((a) => a.kind === "record");
  const array = list.find((a) => a.kind === "array");
  const enums = list.filter((a) => a.kind === "enum");
  return [
    ...javadocLines([`The value of a key the members give different types, read as whichever of them its JSON token is.`], "  "),
    `  final class ${holder} {`,
    "    private final Object value;",
    "",
    `    private ${holder}(Object value) {`,
    "      this.value = value;",
    "    }",
    ...(kinds.has("string") || kinds.has("enum") ? creator(false, "fromJsonString", "String", "value") : []),
    ...(kinds.has("boolean") ? creator(false, "fromJsonBoolean", "boolean", "value") : []),
    ...(kinds.has("number") ? creator(true, "fromJsonNumber", "StringBuilder", "JsonNumber.of(value.toString())") : []),
    ...(kinds.has("integer") ? creator(true, "fromJsonNumber", "StringBuilder", "Long.valueOf(value.toString())") : []),
    ...(array ? creator(true, "fromJsonArray", array.javaT, "value") : []),
    ...(records.length === 1 ? creator(true, "fromJsonObject", records[0]!.javaT, "value") : []),
    ...(records.length > 1 ? creator(true, "fromJsonObject", `${holder}Keys`, `${chooser}(value)`) : []),
    "",
    '    @SuppressWarnings("unchecked")',
    ...signature("<T> T valueOf", `${holder} holder`),
    "      return holder == null ? null : (T) holder.value;",
    "    }",
    ...enums.flatMap((a) => {
      const e = a.declaration as EnumDeclaration;
      return [
        "",
        ...signature(`${a.javaT} ${enumReader(a)}`, `${holder} holder`),
        "      Object value = valueOf(holder);",
        ...e.values.flatMap((x) => [
          ...conditionLines([`${javaString(x.wire).text}.equals(value)`], "      "),
          `        return ${a.javaT}.${javaSafeName(x.words.map((w) => w.toUpperCase()).join("_")).text};`,
          "      }",
        ]),
        "      return null;",
        "    }",
      ];
    }),
    "  }",
  ];
}

/**
 * The keys a shape union is read from: Jackson calls a setter for each key present (absent stays `null`, an explicit
 * `null` is refused where the schema refuses it, or kept as `JsonNull.NULL` where any JSON may stand), the keys no
 * member declares go to the extra map, made on the first. A key members give different types is read as its holder.
 */
function unionKeys(className: string, what: string, reading: Reading, ctx: Context): string[] {
  const { keys, id, rest, holders } = reading;
  const typeOf = (k: Field) => holders.get(k.wire) ?? javaType(k.type, ctx, true);
  const setters = keys.map((k) => {
    const h = holders.get(k.wire);
    const v = id.get(k.wire)!;
    return h === undefined ? jsonSetterLines(k, v, v, ctx) : setterLines([`@JsonProperty(${javaString(k.wire).text})`, "@JsonSetter(nulls = Nulls.FAIL)"], "void", v, v, h, v, false);
  });
  const anySetter = [
    "    @JsonAnySetter",
    ...paramLines(`    private void ${rest}`, [{ annotations: [], declaration: "String key" }, { annotations: [], declaration: "Object value" }], " {", "    "),
    ...conditionLines([`${rest} == null`], "      "),
    `        ${rest} = new LinkedHashMap<>();`,
    "      }",
    `      ${rest}.put(key, value);`,
    "    }",
  ];
  return [
    ...javadocLines([`The keys a ${what} is read from: Jackson calls a setter for each key present.`], "  "),
    `  final class ${className} {`,
    ...keys.flatMap((k) => fieldDeclarationLines(typeOf(k), id.get(k.wire)!, "", "    ")),
    ...fieldDeclarationLines("Map<String, Object>", rest, "", "    "),
    "",
    `    private ${className}() {}`,
    ...[...setters, anySetter].flatMap((m) => ["", ...m]),
    "  }",
  ];
}

/** A union of scalars (`RequestId`: string or integer): a sealed interface of value records. */
function scalarUnion(u: ShapeUnion, name: string, doc: string[]): string[] {
  const variants = u.members.map((m) => {
    const t = m.type as PlanType & { kind: "scalar" };
    const javaT = t.type === "string" ? "String" : t.type === "integer" ? "long" : t.type === "number" ? "BigDecimal" : "boolean";
    const test =
      t.type === "string"
        ? "raw instanceof String v"
        : t.type === "integer"
          ? "raw instanceof Integer || raw instanceof Long"
          : t.type === "number"
            ? "raw instanceof Number"
            : "raw instanceof Boolean v";
    const value = t.type === "integer" ? "((Number) raw).longValue()" : t.type === "number" ? "new BigDecimal(raw.toString())" : "v";
    const variant = javaSafeName(`${m.variant}Value`).text;
    const boxedCheck = javaT !== "long" && javaT !== "boolean";
    const record = [
      ...javadocLines([`A ${t.type} ${name}.`], "  "),
      ...(boxedCheck
        ? [`  record ${variant}(@JsonValue ${javaT} value) implements ${name} {`, `    public ${variant} {`, "      Objects.requireNonNull(value);", "    }", "  }"]
        : [`  record ${variant}(@JsonValue ${javaT} value) implements ${name} {}`]),
    ];
    return { record, branch: [...conditionLines([test], "    "), `      return new ${variant}(${value});`, "    }"], variant };
  });
  const expected = u.members.map((m) => m.wire).join(" or ");
  return [
    ...doc,
    ...clauseLines(`public sealed interface ${name}`, [{ keyword: "permits", names: variants.map((v) => `${name}.${v.variant}`) }], " {", ""),
    ...variants.flatMap((v) => [...v.record, ""]),
    ...javadocLines(["Decodes the JSON value Jackson read (integers as {@code Integer}/{@code Long}: a fraction is not an integer)."], "  "),
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `  static ${name} of(Object raw) {`,
    ...variants.flatMap((v) => v.branch),
    '    String got = raw == null ? "null" : raw.getClass().getSimpleName();',
    ...callLines("throw new IllegalArgumentException", [`${javaString(`expected ${expected}, got `).text} + got`], ";", "    "),
    "  }",
    "}",
  ];
}

/** `McpMessages`: the class a JSON-RPC message decodes to, by method (requests, notifications) or shape (responses). */
function renderMessages(plan: BindingPlan, ctx: Context): string[] {
  const m = plan.messages;
  const cls = (name: string) => `${ctx.name(name)}.class`;
  const cases = (list: { method: string; message: string; result?: string | null }[], pick: (x: { method: string; message: string; result?: string | null }) => string | null | undefined) =>
    list
      .map((x) => ({ method: x.method, target: pick(x) }))
      .filter((x): x is { method: string; target: string } => typeof x.target === "string" && declaredClass(x.target, ctx))
      .flatMap((x) => {
        const one = `      case ${javaString(x.method).text} -> ${cls(x.target)};`;
        return one.length <= width ? [one] : [`      case ${javaString(x.method).text} ->`, `          ${cls(x.target)};`];
      });
  const switchOn = (body: string[]) => (body.length > 0 ? ["    return switch (method) {", ...body, "      default -> null;", "    };"] : ["    return null;"]);
  const envelope = (key: keyof NonNullable<typeof m>["envelopes"]) => (m && declaredClass(m.envelopes[key], ctx) ? cls(m.envelopes[key]) : "null");
  const method = (doc: string, signature: string, body: string[]) => ["", ...javadocLines([doc], "  "), `  public static Class<?> ${signature} {`, ...body, "  }"];
  const ternary = `    return message.containsKey("id") ? ${envelope("request")} : ${envelope("notification")};`;
  return [
    ...javadocLines(
      [
        "Which class a JSON-RPC message decodes to, like TypeScript's {@code parseMessage}: parse the text as a {@code Map}, ask {@link #classOf}, then convert the map to that class with the same mapper (Jackson 2: {@code mapper.convertValue(map, McpMessages.classOf(map))}; Jackson 3 alike).",
        "A response's {@code result} is typed by the request's method: {@link #decodeResult}.",
      ],
      "",
    ),
    "public final class McpMessages {",
    "  private McpMessages() {}",
    ...method(
      "The generic envelope of a message with any method: a request when it has an {@code id}, else a notification.",
      "envelopeClass(Map<String, ?> message)",
      ternary.length <= width ? [ternary] : ['    return message.containsKey("id")', `        ? ${envelope("request")}`, `        : ${envelope("notification")};`],
    ),
    ...method("The request class for {@code method}, or {@code null} when the schema has no such request.", "requestClass(String method)", switchOn(m ? cases(m.requests, (x) => x.message) : [])),
    ...method("The notification class for {@code method}, or {@code null}.", "notificationClass(String method)", switchOn(m ? cases(m.notifications, (x) => x.message) : [])),
    ...method(
      "The class of the method's own result answering a request for {@code method}, or {@code null}; its response may also hold another result ({@link #resultClasses}).",
      "resultClass(String method)",
      switchOn(m ? cases(m.requests, (x) => x.result) : []),
    ),
    ...resultDecoding(m?.requests ?? [], ctx),
    ...method(
      "The class of a whole message: a request (has {@code id} and {@code method}) or notification ({@code method} only) by its method; a response by {@code result} or {@code error}; {@code null} for an unknown method or a message that is none of these (decode it as {@link #envelopeClass} to accept any method).",
      "classOf(Map<String, ?> message)",
      [
        '    Object method = message.get("method");',
        "    if (method instanceof String name) {",
        '      return message.containsKey("id") ? requestClass(name) : notificationClass(name);',
        "    }",
        '    if (message.containsKey("result")) {',
        `      return ${envelope("result")};`,
        "    }",
        '    if (message.containsKey("error")) {',
        `      return ${envelope("error")};`,
        "    }",
        "    return null;",
      ],
    ),
    "}",
  ];
}

/**
 * `resultClasses` (the method's own result class, then its alternatives: what else its response may hold) and
 * `decodeResult`, which tries them in that order with the caller's mapper (Jackson 2 or 3: the files import no
 * databind) and, when none decodes, throws the own result's error.
 */
function resultDecoding(requests: readonly PlanMethod[], ctx: Context): string[] {
  const arms = requests
    .filter((x) => x.result !== null && declaredClass(x.result, ctx))
    .flatMap((x) => {
      const classes = [x.result!, ...x.alternatives.filter((a) => declaredClass(a, ctx))].map((n) => `${ctx.name(n)}.class`);
      const label = `      case ${javaString(x.method).text} ->`;
      const one = `${label} List.of(${classes.join(", ")});`;
      // Too long: the value on the next line at +4, its arguments broken there as a call's.
      return one.length <= width ? [one] : [label, ...callLines("List.of", classes, ";", "          ")];
    });
  const body = arms.length > 0 ? ["    return switch (method) {", ...arms, "      default -> List.of();", "    };"] : ["    return List.of();"];
  return [
    "",
    ...javadocLines(
      [
        "Every class a response to a request for {@code method} may hold as its result, in the order {@link #decodeResult} tries them: the method's own result class ({@link #resultClass}), then the other results its response may hold; empty when the schema has no such request.",
      ],
      "  ",
    ),
    "  public static List<Class<?>> resultClasses(String method) {",
    ...body,
    "  }",
    ...resultReader,
  ];
}

function declaredClass(name: string, ctx: Context): boolean {
  const d = ctx.declarations.get(name);
  return d !== undefined && (d.kind === "record" || (d.kind === "union" && ctx.unionStyle.get(d.name) !== "json"));
}
