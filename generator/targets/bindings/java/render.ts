import { defaultBindingNames } from "../../../options.js";
import type { BindingPlan, EnumDeclaration, Field, RecordDeclaration } from "../plan/model.js";
import { uniqueWords } from "../plan/words.js";
import { annotationLines, arrayAnnotationLines, callLines, conditionLines, headerLines, javadocLines, paramLines, width, type Param } from "./layout.js";
import { javadoc, javaSafeName, javaString } from "./syntax.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { jsonNullLines, jsonNumberSource, jsonSource } from "./runtime.js";
import { type Context, context, javaType, acceptsNull, camelWords } from "./types.js";
import { setterAnnotations, holdsJsonNull, fieldDeclarationLines, scalarKinds, jsonSetterLines, setterLines, assignment, docLines, requiredNullable, presenceFlag } from "./members.js";
import { renderUnion } from "./unions.js";
import { renderMessages } from "./messages.js";

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
 *   its JSON kind whatever the mapper coerces, required keys checked by `build()` (one that may be `null`, 2025-11-25's
 *   `ttl`, by a flag its setter sets: `null` is its value, written back), `const` values in
 *   the canonical constructor; open objects keep unknown keys in an extra-field map
 *   (`@JsonAnySetter`/`@JsonAnyGetter`, named apart from every field).
 * - Integers are `long`/`Long` (request ids: `RequestId.IntegerValue`), other numbers `JsonNumber`
 *   (the runtime's record of the number's text: `1e3` stays `1e3`), any JSON `Json` (the runtime's JSON value, its
 *   numbers `JsonNumber`), absent stays absent (`NON_NULL`).
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
  files.push({ name: "JsonNull.java", text: fileText(pkg, jsonNullLines) }, { name: "JsonNumber.java", text: jsonNumberSource(pkg) }, { name: "Json.java", text: jsonSource(pkg) });
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
export function suppressDeprecation(lines: string[], own: string, deprecated: readonly string[]): string[] {
  const bare = bareCode(lines.join("\n"));
  if (!deprecated.some((d) => d !== own && new RegExp(`(?<![\\w.])${d}\\b`).test(bare))) return lines;
  const at = lines.findIndex((l) => /^(@|public )/.test(l));
  return [...lines.slice(0, at), '@SuppressWarnings("deprecation")', ...lines.slice(at)];
}

/** The file: package, the imports its code uses (sorted, as the formatter keeps them; `more` beside the usual ones), the declaration. */
export function fileText(pkg: string, lines: readonly string[], more: readonly string[] = []): string {
  const body = lines.join("\n").trimEnd();
  const bare = bareCode(body);
  const used = [...new Set([...importable, ...more])].sort().filter((i) => new RegExp(`(?<![\\w.])${i.slice(i.lastIndexOf(".") + 1)}\\b`).test(bare));
  const imports = used.length > 0 ? `${used.map((i) => `import ${i};`).join("\n")}\n\n` : "";
  return `package ${pkg};\n\n${imports}${body}\n`;
}

const renderers: DeclarationRenderers<Context, string[] | undefined> = { renderRecord, renderEnum, renderUnion, renderAlias };

function renderAlias(): undefined {
  // Java has no type aliases: a reference to one is written as the aliased type.
  return undefined;
}

/** The wire name the extra-field map stands for in naming: it takes the plan's words like any other member. */
const extraWire = "unlistedProperties";

/**
 * Java names of a record's fields, of its extra-field map and of the builder's presence flags. The map is named like
 * one more member of the record, after the fields (`uniqueWords`): a field whose words are the map's keeps its name
 * and the map gets the hash of its own (`unlistedPropertiesH...`); the flags of required nullable keys come after it.
 */
function fieldNames(r: RecordDeclaration, ctx: Context): { fields: { field: Field; name: string; flag?: string }[]; extra: string } {
  const flagged = r.fields.filter((f) => requiredNullable(f, ctx));
  const words = uniqueWords([...r.fields.map((f) => f.wire), extraWire, ...flagged.map((f) => presenceFlag(f.wire))]);
  const flagOf = new Map(flagged.map((f, i) => [f, javaSafeName(camelWords(words[r.fields.length + 1 + i]!)).text]));
  const fields = r.fields.map((field) => {
    const flag = flagOf.get(field);
    return { field, name: javaSafeName(camelWords(field.words)).text, ...(flag === undefined ? {} : { flag }) };
  });
  return { fields, extra: javaSafeName(camelWords(words[r.fields.length]!)).text };
}

function renderRecord(r: RecordDeclaration, ctx: Context): string[] {
  const name = ctx.name(r.name);
  const { fields, extra } = fieldNames(r, ctx);
  const params: Param[] = fields.map(({ field, name: id }) => {
    const type = javaType(field.type, ctx, !field.required || acceptsNull(field.type, ctx));
    const doc = docLines(javadoc(field.doc, "    ", { deprecated: field.deprecated, component: true }));
    const key = javaString(field.wire).text;
    // The components name the keys written; the builder's setters read them (`Builder`).
    const property = field.required ? `@JsonProperty(value = ${key}, required = true)` : `@JsonProperty(${key})`;
    // A required key that may be `null` is always written: its `null` is the JSON value, never absence.
    const always = requiredNullable(field, ctx) ? ["@JsonInclude(JsonInclude.Include.ALWAYS)"] : [];
    return { ...(doc.length > 0 ? { doc } : {}), annotations: [...(field.deprecated ? ["@Deprecated"] : []), ...always, property], declaration: `${type} ${id}` };
  });
  // Extra keys of any JSON are read as `Json` (number text kept) into a map of `Object`: a shape union's creator also
  // puts there, typed, the keys of its other members the record does not declare.
  const extraType = r.extra === null ? "" : r.extra.kind === "json" ? "Object" : javaType(r.extra, ctx, true);
  if (r.extra !== null) {
    params.push({
      doc: docLines(javadoc("Properties the schema does not list, in the order read; written back after the listed ones.", "    ")),
      annotations: ["@JsonAnyGetter"],
      declaration: `Map<String, ${extraType}> ${extra}`,
    });
  }
  const parents = [...(ctx.parents.get(r.name) ?? []).map((p) => ctx.name(p)), ...(ctx.nestedParents.get(r.name) ?? [])];
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
  const clauses = parents.length > 0 ? [{ keyword: "implements", names: parents }] : [];
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

/**
 * A record's builder and Jackson's way in: Jackson reads the object into a `Builder` (a delegating creator), whose
 * setters are called only for the keys present, so absent stays unset and an explicit `null` is seen (refused with
 * `Nulls.FAIL`, or kept as `JsonNull.NULL` where any JSON may stand); `build()` reports the first required key
 * missing, then the canonical constructor checks constants. No injection, so any Jackson 2.20 or 3 mapper works.
 */
function builderMembers(r: RecordDeclaration, name: string, extra: string, extraType: string, ctx: Context): string[][] {
  const { fields } = fieldNames(r, ctx);
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
    ...fields.flatMap(({ field, name: id, flag }) => [
      ...fieldDeclarationLines(javaType(field.type, ctx, true), id, "", "    "),
      ...(flag === undefined ? [] : fieldDeclarationLines("boolean", flag, "", "    ")),
    ]),
    ...(r.extra !== null ? fieldDeclarationLines(`Map<String, ${extraType}>`, extra, " = new LinkedHashMap<>()", "    ") : []),
  ];
  const setters = fields.flatMap(({ field, name: id, flag }) => {
    const type = javaType(field.type, ctx, true);
    const json = holdsJsonNull(field.type, ctx);
    const doc = json
      ? javadocLines([`{@code null} sets JSON {@code null} ({@link JsonNull#NULL}); leave the key unset for absent.`], "    ")
      : flag !== undefined
        ? javadocLines([`{@code null} sets JSON {@code null}; the key is required, so leaving it unset is refused.`], "    ")
        : [];
    const deprecated = field.deprecated ? ["@Deprecated"] : [];
    // A scalar's Jackson setter is a private one of its own that checks the JSON kind (`jsonSetterLines`).
    const own = scalarKinds[type] !== undefined;
    const setter = [...doc, ...setterLines([...deprecated, ...(own ? [] : setterAnnotations(field, ctx))], "Builder", id, id, type, json ? `${id} == null ? JsonNull.NULL : ${id}` : id, true, flag)];
    return own ? [setter, jsonSetterLines(field, id, javaSafeName(`${id}FromJson`).text, ctx, flag)] : [setter];
  });
  const anySetter =
    r.extra === null
      ? []
      : [
          [
            ...javadocLines(["A property the schema does not list, kept in the order put."], "    "),
            "    @JsonAnySetter",
            ...paramLines(`    public Builder ${extra}`, [{ annotations: [], declaration: "String key" }, { annotations: [], declaration: `${javaType(r.extra, ctx, true)} value` }], " {", "    "),
            `      ${extra}.put(key, value);`,
            "      return this;",
            "    }",
          ],
        ];
  const required = fields.filter(({ field }) => field.required);
  const build = [
    ...javadocLines([`The {@link ${name}}: the first required key missing, or a constant that does not hold, is refused.`], "    "),
    `    public ${name} build() {`,
    ...required.flatMap(({ field, name: id, flag }) => {
      const message = javaString(`${field.wire} is required`).text;
      if (flag === undefined) return callLines("Objects.requireNonNull", [id, message], ";", "      ");
      return [...conditionLines([`!${flag}`], "      "), ...callLines("throw new IllegalArgumentException", [message], ";", "        "), "      }"];
    }),
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

function renderEnum(e: EnumDeclaration, ctx: Context): string[] {
  const name = ctx.name(e.name);
  const constants = e.values.flatMap((v, i) => {
    const id = javaSafeName(v.words.map((w) => w.toUpperCase()).join("_")).text;
    return [`  @JsonProperty(${javaString(v.wire).text})`, `  ${id}${i === e.values.length - 1 ? "" : ","}`];
  });
  return [...docLines(javadoc(e.doc, "", { deprecated: e.deprecated })), `public enum ${name} {`, ...constants, "}"];
}
