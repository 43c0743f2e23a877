import { runtimeFile } from "../../../emit/moduleText.js";
import type { BindingPlan } from "../plan/model.js";
import type { SpanningDeclaration, SpanningField, SpanningPlan } from "../plan/spanVersions.js";
import { uniqueWords, wordsOf } from "../plan/words.js";
import type { RenderedFile } from "../language.js";
import { callLines, clauseLines, headerLines, javadocLines, width, type Element, type Param } from "./layout.js";
import { assignment, docLines, fieldDeclarationLines, setterLines } from "./members.js";
import { fileText, suppressDeprecation } from "./render.js";
import { jsonNullLines, jsonNumberSource, jsonSource } from "./runtime.js";
import { componentName, repeats, spanningContext, spanningName, spell, type SpanningContext, type SpanningRecord } from "./spanningTypes.js";
import { javadoc, javaSafeName, javaString } from "./syntax.js";
import { shapeLines } from "./spanningShapes.js";

/**
 * The spanning plan as one Java package beside the versions' wire packages (rendered by the caller): a record per
 * construct with a component per key any version has, marked with the versions that have it (`@McpSpanning.Field`,
 * and "Only in ..." in its Javadoc), a builder each; tagged and shape unions as sealed interfaces, the spec's bases as
 * interfaces where records repeat them alike; `McpSpanning` (`templates/bindings/java-spanning/`) decodes and encodes
 * as one version through that version's wire types, which `SpanningWire` lists.
 */
export function renderJavaSpanning(spanned: SpanningPlan, plans: readonly BindingPlan[], pkg: string, packages: ReadonlyMap<string, string>): RenderedFile[] {
  const ctx = spanningContext(spanned, plans, packages);
  const rendered = spanned.declarations.flatMap((d) => {
    const lines = renderDeclaration(d, ctx);
    return lines ? [{ name: spanningName(d.name), lines }] : [];
  });
  const deprecated = spanned.declarations.filter((d) => ctx.facts.deprecated(d.name) !== undefined).map((d) => spanningName(d.name));
  const files = rendered.map(({ name, lines }) => ({ name: `${name}.java`, text: fileText(pkg, suppressDeprecation(lines, name, deprecated), spanningImports) }));
  files.push(
    { name: "SpanningWire.java", text: fileText(pkg, wireTable(spanned, ctx), spanningImports) },
    { name: "McpSpanning.java", text: runtimeFile("bindings/java-spanning/McpSpanning.java").replace(/^package [\w.]+;$/m, `package ${pkg};`) },
    { name: "JsonNull.java", text: fileText(pkg, jsonNullLines) },
    { name: "JsonNumber.java", text: jsonNumberSource(pkg) },
    { name: "Json.java", text: jsonSource(pkg) },
  );
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const spanningImports = ["java.util.HashMap", "java.util.LinkedHashMap", "java.util.List", "java.util.Map", "java.util.Objects"];

/** The Javadoc paragraphs of a declaration or field: its doc, then "Only in ..." where not every version has it. */
function paragraphs(doc: string | undefined, versions: readonly string[], all: readonly string[]): string {
  const only = versions.length < all.length ? `Only in ${versions.join(", ")}.` : "";
  return [doc?.trim() ?? "", only].filter((p) => p !== "").join("\n\n");
}

function renderDeclaration(d: SpanningDeclaration, ctx: SpanningContext): string[] | undefined {
  const deprecated = ctx.facts.deprecated(d.name) !== undefined;
  const head = [...docLines(javadoc(paragraphs(d.doc, d.versions, ctx.versions), "", { deprecated })), ...(deprecated ? ["@Deprecated"] : [])];
  switch (d.kind) {
    case "record":
      return ctx.interfaces.has(d.name) ? renderInterface(d, head, ctx) : renderRecord(d, head, ctx);
    case "enum":
      return renderEnum(d, head);
    case "tagged": {
      const members = ctx.tagged.get(d.name);
      if (!members) return undefined;
      const names = [...members.keys()].map(spanningName);
      return [...head, `@McpSpanning.Tagged(property = ${javaString(d.property).text})`, ...clauseLines(`public sealed interface ${spanningName(d.name)}`, [{ keyword: "permits", names }], " {}", "")];
    }
    // A shape union the versions hold alike is a sealed interface, the others `Json`; an alias is what it stands for.
    case "shape": {
      const form = ctx.shapes.get(d.name);
      return form ? shapeLines(spanningName(d.name), form, head, spanningName) : undefined;
    }
    case "alias":
      return undefined;
  }
}

/** The interfaces a record implements: the tagged unions listing it, the shape unions, then the most specific bases it repeats alike. */
function parentsOf(r: SpanningRecord, ctx: SpanningContext): string[] {
  const unions = [...ctx.tagged].filter(([, members]) => members.has(r.name)).map(([union]) => union);
  const shapes = [...ctx.shapes].filter(([, form]) => form.kind === "records" && form.members.includes(r.name)).map(([union]) => union);
  return [...unions, ...shapes, ...implemented(r, ctx)].map(spanningName);
}

/**
 * The bases a record or base repeats alike, the most specific ones (a base another of them extends is implied:
 * `PaginatedResult` extends `Result`). Of bases with the same keys (`Request`, `Notification`) only the one the
 * record is named after, as Python's layer decides.
 */
function implemented(r: SpanningRecord, ctx: SpanningContext): string[] {
  const keys = (b: SpanningRecord) => b.fields.map((f) => f.wire).sort().join(" ");
  const bases = [...ctx.interfaces.values()].filter((b) => {
    if (b === r || b.fields.length >= r.fields.length || !repeats(r, b, ctx)) return false;
    const twins = [...ctx.interfaces.values()].filter((o) => keys(o) === keys(b));
    return twins.length === 1 || r.name.endsWith(b.name);
  });
  return bases.filter((b) => !bases.some((o) => o !== b && o.fields.length > b.fields.length && repeats(o, b, ctx))).map((b) => b.name);
}

/** The annotation marking a component with its wire key, versions, the versions requiring it and its constant. */
function fieldAnnotations(r: SpanningRecord, f: SpanningField, ctx: SpanningContext): Element[] {
  // Versions as one string ("2025-11-25, 2026-07-28"): an array argument would make the formatter break the annotation.
  const list = (vs: readonly string[]) => javaString(vs.join(", ")).text;
  const field = { name: "@McpSpanning.Field", args: [`wire = ${javaString(f.wire).text}`, `versions = ${list(f.versions)}`] };
  if (f.type.kind !== "literal") return [field];
  const requiredIn = ctx.facts.requiredIn(r.name, f.wire);
  return [field, { name: "@McpSpanning.Constant", args: [`value = ${javaString(JSON.stringify(f.type.value)).text}`, `requiredIn = ${list(requiredIn)}`] }];
}

/** The name of the map of unlisted keys: one more member of the record, after the fields (`uniqueWords`). */
function unlistedName(r: SpanningRecord): string {
  const words = uniqueWords([...r.fields.map((f) => f.wire), "unlistedProperties"]).at(-1)!;
  const name = javaSafeName(words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("")).text;
  return r.fields.some((f) => componentName(f) === name) ? `${name}_` : name;
}

function renderRecord(r: SpanningRecord, head: string[], ctx: SpanningContext): string[] {
  const name = spanningName(r.name);
  const unlisted = unlistedName(r);
  const fields = r.fields.map((f) => ({ f, id: componentName(f), type: spell(f.type, ctx), deprecated: ctx.facts.deprecatedField(r.name, f.wire) !== undefined }));
  const params: Param[] = fields.map(({ f, id, type, deprecated }) => {
    const doc = docLines(javadoc(paragraphs(f.doc, f.versions, r.versions), "    ", { deprecated, component: true }));
    return { ...(doc.length > 0 ? { doc } : {}), annotations: [...(deprecated ? ["@Deprecated"] : []), ...fieldAnnotations(r, f, ctx)], declaration: `${type} ${id}` };
  });
  params.push({
    doc: docLines(javadoc("The keys that are not fields of the version read, written back after the fields.", "    ")),
    annotations: ["@McpSpanning.Unlisted"],
    declaration: `Map<String, Json> ${unlisted}`,
  });
  const parents = parentsOf(r, ctx);
  const header = headerLines(`public record ${name}`, params, parents.length > 0 ? [{ keyword: "implements", names: parents }] : [], " {");
  const constructor = [`  public ${name} {`, ...callLines(`${unlisted} = Objects.requireNonNullElseGet`, [unlisted, "LinkedHashMap::new"], ";", "    "), "  }"];
  return [...head, ...header, ...constructor, "", ...builderLines(name, fields, unlisted), "}"];
}

/** `builder()`, its constants set where every version requires them, and the `Builder`: lax, `null` leaves a field unset. */
function builderLines(name: string, fields: readonly { f: SpanningField; id: string; type: string; deprecated: boolean }[], unlisted: string): string[] {
  const constants = fields.flatMap(({ f, id }) => {
    const t = f.type;
    if (!f.required || t.kind !== "literal") return [];
    const v = t.value;
    return typeof v === "string" ? [`.${id}(${javaString(v).text})`] : typeof v === "boolean" ? [`.${id}(${v})`] : Number.isInteger(v) ? [`.${id}(${v}L)`] : [];
  });
  const chain = `    return new Builder()${constants.join("")};`;
  const factory = [
    ...javadocLines([constants.length > 0 ? `A builder of {@link ${name}}, the constants every version requires set.` : `An empty builder of {@link ${name}}.`], "  "),
    "  public static Builder builder() {",
    ...(chain.length <= 100 ? [chain] : ["    return new Builder()", ...constants.map((c, i) => `        ${c}${i === constants.length - 1 ? ";" : ""}`)]),
    "  }",
  ];
  const copy = [
    ...javadocLines([`A builder holding this record's values, to change some of them.`], "  "),
    "  public Builder toBuilder() {",
    "    Builder builder = new Builder();",
    ...fields.flatMap(({ id }) => assignment(`builder.${id}`, id, "    ")),
    `    builder.${unlisted}.putAll(${unlisted});`,
    "    return builder;",
    "  }",
  ];
  const state = [...fields.flatMap(({ id, type }) => fieldDeclarationLines(type, id, "", "    ")), ...fieldDeclarationLines("Map<String, Json>", unlisted, " = new LinkedHashMap<>()", "    ")];
  const setters = fields.map(({ id, type, deprecated }) => setterLines(deprecated ? ["@Deprecated"] : [], "Builder", id, id, type, id, true));
  const put = [
    ...javadocLines(["A key that is not a field of the version written, written back after the fields."], "    "),
    `    public Builder ${unlisted}(String key, Json value) {`,
    `      ${unlisted}.put(key, value);`,
    "      return this;",
    "    }",
  ];
  const build = [
    ...javadocLines([`The {@link ${name}}: nothing is checked until a version's wire type writes it.`], "    "),
    `    public ${name} build() {`,
    ...callLines(`return new ${name}`, [...fields.map((f) => f.id), `new LinkedHashMap<>(${unlisted})`], ";", "      "),
    "    }",
  ];
  const members = [["    private Builder() {}"], ...setters, put, build];
  return [
    ...factory,
    "",
    ...copy,
    "",
    ...javadocLines([`Builds a {@link ${name}}; {@code null} leaves a field unset (not written).`], "  "),
    "  public static final class Builder {",
    ...state,
    "",
    ...members.flatMap((m, i) => (i === 0 ? m : ["", ...m])),
    "  }",
  ];
}

/** A spec base as an interface of accessors, which the records repeating its fields alike implement. */
function renderInterface(r: SpanningRecord, head: string[], ctx: SpanningContext): string[] {
  const name = spanningName(r.name);
  const specific = implemented(r, ctx).map(spanningName);
  const accessors = r.fields.map((f) => {
    const deprecated = ctx.facts.deprecatedField(r.name, f.wire) !== undefined;
    const doc = docLines(javadoc(paragraphs(f.doc, f.versions, r.versions), "  ", { deprecated }));
    return [...doc, ...(deprecated ? ["  @Deprecated"] : []), `  ${spell(f.type, ctx)} ${componentName(f)}();`];
  });
  const first = `public interface ${name}${specific.length > 0 ? ` extends ${specific.join(", ")}` : ""} {`;
  return [...head, first, ...accessors.flatMap((a, i) => (i === 0 ? a : ["", ...a])), "}"];
}

function renderEnum(e: SpanningDeclaration & { kind: "enum" }, head: string[]): string[] {
  const name = spanningName(e.name);
  const seen = new Set<string>();
  const constants = e.values.map((value, i) => {
    const words = wordsOf(value).map((w) => w.toUpperCase()).join("_");
    let id = javaSafeName(/^[A-Z]/.test(words) ? words : `VALUE_${words}`.replace(/_$/, "")).text;
    while (seen.has(id)) id = `${id}_`;
    seen.add(id);
    return [...docLines(javadoc(`The wire value ${JSON.stringify(value)}.`, "  ")), `  ${id}(${javaString(value).text})${i === e.values.length - 1 ? ";" : ","}`];
  });
  return [
    ...head,
    `public enum ${name} implements McpSpanning.WireValue {`,
    ...constants.flat(),
    "",
    "  private final String wire;",
    "",
    `  ${name}(String wire) {`,
    "    this.wire = wire;",
    "  }",
    "",
    "  @Override",
    "  public String wire() {",
    "    return wire;",
    "  }",
    "}",
  ];
}

/**
 * `SpanningWire`: the versions spanned and, for each spanning record and typed union (a shape union's value records
 * too), each version's wire class (where that version renders one), filled one method per version.
 */
function wireTable(spanned: SpanningPlan, ctx: SpanningContext): string[] {
  const typed = spanned.declarations.filter(
    (d) => (d.kind === "record" && !ctx.interfaces.has(d.name)) || (d.kind === "tagged" && ctx.tagged.has(d.name)) || (d.kind === "shape" && ctx.shapes.has(d.name)),
  );
  // Each spanning class with the declaration whose wire class it checks with, and the nested name (a value record's).
  const decodable = typed.flatMap((d) => {
    const form = ctx.shapes.get(d.name);
    const values = form?.kind === "values" ? form.variants.map((v) => ({ name: d.name, nested: `.${v.name}` })) : [];
    return [{ name: d.name, nested: "" }, ...values];
  });
  const table = "Map<Class<?>, Map<String, Class<?>>>";
  const methods = spanned.versions.flatMap((version, i) => {
    const classes = ctx.wireClasses.get(version)!;
    const puts = decodable.flatMap((d) => {
      const wire = classes.get(d.name);
      return wire ? putLines(`${spanningName(d.name)}${d.nested}.class`, javaString(version).text, ctx.packages.get(version)!, `${wire}${d.nested}`) : [];
    });
    return ["", ...javadocLines([`The wire classes of ${version}.`], "  "), `  private static void version${i}(${table} table) {`, ...puts, "  }"];
  });
  return [
    ...javadocLines(["Each spanning type's wire class in each version spanned (where that version has one): what McpSpanning checks a message with."], ""),
    '@SuppressWarnings("deprecation")',
    "final class SpanningWire {",
    ...callLines("static final List<String> VERSIONS = List.of", spanned.versions.map((v) => javaString(v).text), ";", "  "),
    "",
    `  static final ${table} TABLE = table();`,
    "",
    "  private SpanningWire() {}",
    "",
    `  private static ${table} table() {`,
    `    ${table} table = new HashMap<>();`,
    ...spanned.versions.map((_, i) => `    version${i}(table);`),
    "    return table;",
    "  }",
    "",
    "  private static void put(",
    `      ${table} table, Class<?> type, String version, Class<?> wire) {`,
    "    table.computeIfAbsent(type, t -> new HashMap<>()).put(version, wire);",
    "  }",
    ...methods,
    "}",
  ];
}

/**
 * `put(table, Type.class, "version", pkg.Wire.class);` as the formatter breaks it: one argument a line when the call
 * does not fit, and a wire class's qualified name too long for its line broken before `.class`, else after the package.
 */
function putLines(type: string, version: string, pkg: string, wire: string): string[] {
  const qualified = `${pkg}.${wire}.class`;
  const one = callLines("put", ["table", type, version, qualified], ";", "    ");
  if (one.every((l) => l.length <= width)) return one;
  const last = `        ${qualified});`;
  const tail = last.length <= width ? [last] : `        ${pkg}.${wire}`.length <= width ? [`        ${pkg}.${wire}`, "            .class);"] : [`        ${pkg}`, `            .${wire}.class);`];
  return ["    put(", "        table,", `        ${type},`, `        ${version},`, ...tail];
}
