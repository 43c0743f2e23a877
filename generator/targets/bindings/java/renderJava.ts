import { code, join, raw, type Code } from "../../../emit/code.js";
import { assertNever } from "../../../ir/model.js";
import type {
  BindingPlan,
  Declaration,
  EnumDeclaration,
  Field,
  PlanType,
  RecordDeclaration,
  ShapeUnion,
  TaggedUnion,
  UnionDeclaration,
} from "../plan/model.js";
import { javadoc, javaSafeName, javaString } from "./syntax.js";

/** The package every file declares; tests and users relocate it with `package` rewriting of their own. */
export const javaPackage = "io.modelcontextprotocol.schema";

/**
 * Java 17 records and sealed interfaces for Jackson, from the binding plan. Only Jackson's
 * annotations (`com.fasterxml.jackson.annotation`, shared by Jackson 2 and 3) are used, so the
 * same files work with either databind. One file per public type, as Java requires.
 *
 * - A record per object; required fields `@JsonProperty(required = true)`, JSON `null` rejected
 *   (`Nulls.FAIL`) where the schema does not allow it, `const` values checked in the canonical
 *   constructor, open objects keep unknown keys in `unlistedProperties` (`@JsonAnySetter`/`@JsonAnyGetter`).
 * - Integers are `long`/`Long` (request ids: `RequestId.IntegerValue`), other numbers `BigDecimal`
 *   (the JSON text's form is kept: `1.0` stays `1.0`), absent stays absent (`NON_NULL`).
 * - A tagged union is a sealed interface with `@JsonTypeInfo(NAME, EXISTING_PROPERTY)` and
 *   `@JsonSubTypes`; a union of objects told apart by shape uses `DEDUCTION`; a union of scalars is
 *   a sealed interface of value records with a delegating `@JsonCreator`.
 * - `McpMessages` maps a JSON-RPC message (parsed as a `Map`) to the class it decodes to, by method.
 */
export function renderJava(plan: BindingPlan): { name: string; text: string }[] {
  const ctx = context(plan);
  const files: { name: string; text: string }[] = [];
  for (const d of plan.declarations) {
    const body = declaration(d, ctx);
    if (body === undefined) continue;
    files.push({ name: `${ctx.typeName(d.name)}.java`, text: fileText(body) });
  }
  files.push({ name: "McpMessages.java", text: fileText(messages(plan, ctx)) });
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

interface Context {
  declarations: ReadonlyMap<string, Declaration>;
  /** The Java name of a declaration. */
  typeName(name: string): string;
  /** Unions (rendered as sealed interfaces) that list a record or union as a member, in plan order. */
  parents: ReadonlyMap<string, string[]>;
  /** How each union is rendered. */
  unionStyle: ReadonlyMap<string, UnionStyle>;
}

/** `tagged` and `deduction`: sealed interface over records; `scalar`: value records; `json`: untyped (`Object`). */
type UnionStyle = "tagged" | "deduction" | "scalar" | "json";

function context(plan: BindingPlan): Context {
  const declarations = new Map(plan.declarations.map((d) => [d.name, d]));
  const typeName = (name: string) => javaSafeName(name).text;
  const unionStyle = new Map<string, UnionStyle>();
  for (const d of plan.declarations) if (d.kind === "union") unionStyle.set(d.name, styleOf(d, declarations));
  const parents = new Map<string, string[]>();
  for (const d of plan.declarations) {
    if (d.kind !== "union") continue;
    const style = unionStyle.get(d.name);
    if (style !== "tagged" && style !== "deduction") continue;
    for (const member of unionMembers(d)) parents.set(member, [...(parents.get(member) ?? []), d.name]);
  }
  return { declarations, typeName, parents, unionStyle };
}

/** The record names a tagged or record-only shape union lists. */
function unionMembers(d: UnionDeclaration): string[] {
  return d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => (m.type.kind === "ref" ? [m.type.name] : []));
}

function styleOf(d: UnionDeclaration, declarations: ReadonlyMap<string, Declaration>): UnionStyle {
  if (d.union.kind === "tagged") return "tagged";
  const members = d.union.members;
  if (members.length === 0) return "json";
  if (members.every((m) => m.type.kind === "scalar")) {
    const wires = members.map((m) => m.wire);
    return new Set(wires).size === wires.length ? "scalar" : "json";
  }
  const records = members.map((m) => (m.type.kind === "ref" ? declarations.get(m.type.name) : undefined));
  if (!records.every((r): r is RecordDeclaration => r?.kind === "record")) return "json";
  return deducible(records) ? "deduction" : "json";
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

function fileText(body: Code): string {
  return `package ${javaPackage};\n\n${imports}\n\n${body.text.trimEnd()}\n`;
}

const imports = [
  "import com.fasterxml.jackson.annotation.JsonAnyGetter;",
  "import com.fasterxml.jackson.annotation.JsonAnySetter;",
  "import com.fasterxml.jackson.annotation.JsonCreator;",
  "import com.fasterxml.jackson.annotation.JsonInclude;",
  "import com.fasterxml.jackson.annotation.JsonProperty;",
  "import com.fasterxml.jackson.annotation.JsonPropertyOrder;",
  "import com.fasterxml.jackson.annotation.JsonSetter;",
  "import com.fasterxml.jackson.annotation.JsonSubTypes;",
  "import com.fasterxml.jackson.annotation.JsonTypeInfo;",
  "import com.fasterxml.jackson.annotation.JsonValue;",
  "import com.fasterxml.jackson.annotation.Nulls;",
  "import java.math.BigDecimal;",
  "import java.util.LinkedHashMap;",
  "import java.util.List;",
  "import java.util.Map;",
  "import java.util.Objects;",
].join("\n");

function declaration(d: Declaration, ctx: Context): Code | undefined {
  switch (d.kind) {
    case "record":
      return record(d, ctx);
    case "enum":
      return enumeration(d, ctx);
    case "union":
      return union(d, ctx);
    case "alias":
      // Java has no type aliases: a reference to one is written as the aliased type.
      return undefined;
    default:
      return assertNever(d, "declaration");
  }
}

/** A field's Java type; `boxed` where a primitive cannot stand (generics, optional fields). */
function javaType(t: PlanType, ctx: Context, boxed: boolean): string {
  switch (t.kind) {
    case "scalar":
      if (t.type === "string") return "String";
      if (t.type === "integer") return boxed ? "Long" : "long";
      if (t.type === "number") return "BigDecimal";
      return boxed ? "Boolean" : "boolean";
    case "json":
      return "Object";
    case "literal":
      if (typeof t.value === "string") return "String";
      if (typeof t.value === "boolean") return boxed ? "Boolean" : "boolean";
      return Number.isInteger(t.value) ? (boxed ? "Long" : "long") : "BigDecimal";
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return "Object";
      if (d.kind === "alias") return javaType(d.type, ctx, boxed);
      if (d.kind === "union" && ctx.unionStyle.get(d.name) === "json") return "Object";
      return ctx.typeName(d.name);
    }
    case "array":
      return `List<${javaType(t.items, ctx, true)}>`;
    case "map":
      return `Map<String, ${javaType(t.values, ctx, true)}>`;
    case "nullable":
      return javaType(t.type, ctx, true);
    default:
      return assertNever(t, "plan type");
  }
}

/** Whether JSON `null` is a value of the type (any JSON, or `nullable`), through aliases. */
function acceptsNull(t: PlanType, ctx: Context): boolean {
  if (t.kind === "json" || t.kind === "nullable") return true;
  if (t.kind === "ref") {
    const d = ctx.declarations.get(t.name);
    if (d?.kind === "alias") return acceptsNull(d.type, ctx);
    return d === undefined || (d.kind === "union" && ctx.unionStyle.get(d.name) === "json");
  }
  return false;
}

/** The element type of an array or map, through aliases (for `contentNulls`). */
function contentOf(t: PlanType, ctx: Context): PlanType | undefined {
  if (t.kind === "array") return t.items;
  if (t.kind === "map") return t.values;
  if (t.kind === "ref") {
    const d = ctx.declarations.get(t.name);
    if (d?.kind === "alias") return contentOf(d.type, ctx);
  }
  return undefined;
}

function fieldNames(r: RecordDeclaration): { fields: { field: Field; name: string }[]; extra: string } {
  const fields = r.fields.map((field) => ({ field, name: javaSafeName(camelWords(field.words)).text }));
  const taken = new Set(fields.map((f) => f.name));
  // Not `additionalProperties`: Jackson also binds the component's own name as a key, and that key is
  // common on the wire (JSON Schema objects in `inputSchema`).
  let extra = "unlistedProperties";
  while (taken.has(extra)) extra += "_";
  return { fields, extra };
}

const camelWords = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

function record(r: RecordDeclaration, ctx: Context): Code {
  const name = ctx.typeName(r.name);
  const { fields, extra } = fieldNames(r);
  const components: Code[] = fields.map(({ field, name: id }) => {
    const annotations: string[] = [];
    annotations.push(field.required ? `@JsonProperty(value = ${javaString(field.wire).text}, required = true)` : `@JsonProperty(${javaString(field.wire).text})`);
    // Jackson hands an absent creator property to the same null check: only a required field can refuse null
    // (an explicit `null` in an optional field reads as absent, the one leniency left).
    const nulls = field.required && !acceptsNull(field.type, ctx);
    const content = contentOf(field.type, ctx);
    const contentNulls = content !== undefined && !acceptsNull(content, ctx);
    if (nulls || contentNulls) {
      const parts = [...(nulls ? ["nulls = Nulls.FAIL"] : []), ...(contentNulls ? ["contentNulls = Nulls.FAIL"] : [])];
      annotations.push(`@JsonSetter(${parts.join(", ")})`);
    }
    const type = javaType(field.type, ctx, !field.required || acceptsNull(field.type, ctx));
    const doc = javadoc(field.doc, "    ", { deprecated: field.deprecated, component: true });
    return raw(`${doc.text}    ${annotations.join(" ")}\n    ${type} ${id}`);
  });
  if (r.extra !== null) {
    components.push(
      raw(
        `    /** Properties the schema does not list, in the order read; written back after the listed ones. */\n` +
          `    @JsonAnySetter @JsonAnyGetter\n    Map<String, ${javaType(r.extra, ctx, true)}> ${extra}`,
      ),
    );
  }
  const parents = ctx.parents.get(r.name) ?? [];
  const implementsClause = parents.length > 0 ? ` implements ${parents.map((p) => ctx.typeName(p)).join(", ")}` : "";
  const checks: string[] = [];
  for (const { field, name: id } of fields) {
    const t = field.type;
    const primitive = field.required && !acceptsNull(t, ctx) && /^(long|boolean)$/.test(javaType(t, ctx, false));
    if (field.required && !acceptsNull(t, ctx) && !primitive) checks.push(`        Objects.requireNonNull(${id}, ${javaString(`${field.wire} is required`).text});`);
    if (t.kind === "literal") {
      const expected = typeof t.value === "string" ? javaString(t.value).text : typeof t.value === "boolean" ? String(t.value) : Number.isInteger(t.value) ? `${t.value}L` : `new BigDecimal(${javaString(String(t.value)).text})`;
      const javaT = javaType(t, ctx, !field.required);
      const differs = javaT === "long" || javaT === "boolean" ? `${id} != ${expected}` : javaT === "BigDecimal" ? `${id}.compareTo(${expected}) != 0` : `!${expected}.equals(${id})`;
      const guard = field.required || javaT === "long" || javaT === "boolean" ? differs : `${id} != null && ${differs}`;
      checks.push(`        if (${guard}) {\n            throw new IllegalArgumentException(${javaString(`${field.wire} must be ${JSON.stringify(t.value)}`).text});\n        }`);
    }
  }
  if (r.extra !== null) checks.push(`        ${extra} = ${extra} == null ? new LinkedHashMap<>() : ${extra};`);
  const body = checks.length > 0 ? `\n    public ${name} {\n${checks.join("\n")}\n    }\n` : "";
  const order = r.fields.map((f) => javaString(f.wire).text).join(", ");
  // `Id.NONE`: decoded as itself, the record ignores the @JsonTypeInfo of the sealed interfaces it implements.
  const annotations = [
    "@JsonInclude(JsonInclude.Include.NON_NULL)",
    ...(r.fields.length > 0 ? [`@JsonPropertyOrder({${order}})`] : []),
    ...(parents.length > 0 ? ["@JsonTypeInfo(use = JsonTypeInfo.Id.NONE)"] : []),
  ];
  const doc = javadoc(r.doc, "", { deprecated: r.deprecated });
  const deprecated = r.deprecated ? "@Deprecated\n" : "";
  return raw(`${doc.text}${deprecated}${annotations.join("\n")}\npublic record ${name}(\n${join(components, ",\n").text}\n)${implementsClause} {${body}}\n`);
}

function enumeration(e: EnumDeclaration, ctx: Context): Code {
  const name = ctx.typeName(e.name);
  const constants = e.values.map((v) => {
    const id = javaSafeName(v.words.map((w) => w.toUpperCase()).join("_")).text;
    return `    @JsonProperty(${javaString(v.wire).text})\n    ${id}`;
  });
  const doc = javadoc(e.doc, "", { deprecated: e.deprecated });
  return raw(`${doc.text}public enum ${name} {\n${constants.join(",\n")}\n}\n`);
}

function union(d: UnionDeclaration, ctx: Context): Code | undefined {
  const style = ctx.unionStyle.get(d.name)!;
  const name = ctx.typeName(d.name);
  const doc = javadoc(d.doc, "", { deprecated: d.deprecated });
  const parents = ctx.parents.get(d.name) ?? [];
  const extendsClause = parents.length > 0 ? ` extends ${parents.map((p) => ctx.typeName(p)).join(", ")}` : "";
  switch (style) {
    case "json":
      // Members Jackson's annotations cannot tell apart: fields of this type hold any JSON (`Object`).
      return undefined;
    case "tagged": {
      const u = d.union as TaggedUnion;
      const subtypes = u.members.map((m) => `    @JsonSubTypes.Type(value = ${ctx.typeName(m.name)}.class, name = ${javaString(m.value).text})`);
      return raw(
        `${doc.text}@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = ${javaString(u.property).text}, visible = true)\n` +
          `@JsonSubTypes({\n${subtypes.join(",\n")}\n})\n` +
          `public sealed interface ${name}${extendsClause} permits ${u.members.map((m) => ctx.typeName(m.name)).join(", ")} {}\n`,
      );
    }
    case "deduction": {
      const members = unionMembers(d);
      const fallback = deductionDefault(d, ctx);
      const defaultImpl = fallback === undefined ? "" : `, defaultImpl = ${ctx.typeName(fallback)}.class`;
      const subtypes = members.map((m) => `    @JsonSubTypes.Type(${ctx.typeName(m)}.class)`);
      return raw(
        `${doc.text}@JsonTypeInfo(use = JsonTypeInfo.Id.DEDUCTION${defaultImpl})\n@JsonSubTypes({\n${subtypes.join(",\n")}\n})\n` +
          `public sealed interface ${name}${extendsClause} permits ${members.map((m) => ctx.typeName(m)).join(", ")} {}\n`,
      );
    }
    case "scalar":
      return scalarUnion(d.union as ShapeUnion, name, doc);
    default:
      return assertNever(style, "union style");
  }
}

/** A union of scalars (`RequestId`: string or integer): a sealed interface of value records. */
function scalarUnion(u: ShapeUnion, name: string, doc: Code): Code {
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
    const variant = `${javaSafeName(m.variant).text}Value`;
    const nonNull = javaT === "long" || javaT === "boolean" ? "" : ` {\n        public ${variant} {\n            Objects.requireNonNull(value);\n        }\n    }`;
    return {
      record: `    /** A ${t.type} ${name}. */\n    record ${variant}(@JsonValue ${javaT} value) implements ${name}${nonNull || " {}"}`,
      branch: `        if (${test}) {\n            return new ${variant}(${value});\n        }`,
      variant,
    };
  });
  const expected = u.members.map((m) => m.wire).join(" or ");
  return raw(
    `${doc.text}public sealed interface ${name} permits ${variants.map((v) => `${name}.${v.variant}`).join(", ")} {\n` +
      `${variants.map((v) => v.record).join("\n\n")}\n\n` +
      `    /** Decodes the JSON value Jackson read (integers as {@code Integer}/{@code Long}: a fraction is not an integer). */\n` +
      `    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)\n    static ${name} of(Object raw) {\n` +
      `${variants.map((v) => v.branch).join("\n")}\n` +
      `        throw new IllegalArgumentException(${javaString(`expected ${expected}`).text} + (raw == null ? ", got null" : ", got " + raw.getClass().getSimpleName()));\n    }\n}\n`,
  );
}

/** `McpMessages`: the class a JSON-RPC message decodes to, by method (requests, notifications) or shape (responses). */
function messages(plan: BindingPlan, ctx: Context): Code {
  const m = plan.messages;
  const cls = (name: string) => `${ctx.typeName(name)}.class`;
  const cases = (list: { method: string; message: string }[], pick: (x: { method: string; message: string; result: string | null }) => string | null) =>
    list
      .map((x) => ({ method: x.method, target: pick(x as { method: string; message: string; result: string | null }) }))
      .filter((x): x is { method: string; target: string } => x.target !== null && declaredClass(x.target, ctx))
      .map((x) => `            case ${javaString(x.method).text} -> ${cls(x.target)};`)
      .join("\n");
  const requests = m ? cases(m.requests, (x) => x.message) : "";
  const notifications = m ? cases(m.notifications, (x) => x.message) : "";
  const results = m ? cases(m.requests, (x) => x.result) : "";
  const switchOn = (body: string) => (body ? `        return switch (method) {\n${body}\n            default -> null;\n        };` : "        return null;");
  const envelope = (key: keyof NonNullable<typeof m>["envelopes"]) => (m && declaredClass(m.envelopes[key], ctx) ? cls(m.envelopes[key]) : "null");
  return code`/**
 * Which class a JSON-RPC message decodes to, like TypeScript's {@code parseMessage}: parse the text as a
 * {@code Map}, ask {@link #classOf}, then convert the map to that class with the same mapper
 * (Jackson 2: {@code mapper.convertValue(map, McpMessages.classOf(map))}; Jackson 3 alike).
 */
public final class McpMessages {
    private McpMessages() {}

    /** The generic envelope of a message with any method: a request when it has an {@code id}, else a notification. */
    public static Class<?> envelopeClass(Map<String, ?> message) {
        return message.containsKey("id") ? ${raw(envelope("request"))} : ${raw(envelope("notification"))};
    }

    /** The request class for {@code method}, or {@code null} when the schema has no such request. */
    public static Class<?> requestClass(String method) {
${raw(switchOn(requests))}
    }

    /** The notification class for {@code method}, or {@code null}. */
    public static Class<?> notificationClass(String method) {
${raw(switchOn(notifications))}
    }

    /** The result class answering a request for {@code method}, or {@code null}. */
    public static Class<?> resultClass(String method) {
${raw(switchOn(results))}
    }

    /**
     * The class of a whole message: a request (has {@code id} and {@code method}) or notification ({@code method}
     * only) by its method; a response by {@code result} or {@code error}; {@code null} for an unknown method or a
     * message that is none of these (decode it as {@link #envelopeClass} to accept any method).
     */
    public static Class<?> classOf(Map<String, ?> message) {
        Object method = message.get("method");
        if (method instanceof String name) {
            return message.containsKey("id") ? requestClass(name) : notificationClass(name);
        }
        if (message.containsKey("result")) {
            return ${raw(envelope("result"))};
        }
        if (message.containsKey("error")) {
            return ${raw(envelope("error"))};
        }
        return null;
    }
}
`;
}

function declaredClass(name: string, ctx: Context): boolean {
  const d = ctx.declarations.get(name);
  return d !== undefined && (d.kind === "record" || (d.kind === "union" && ctx.unionStyle.get(d.name) !== "json"));
}
