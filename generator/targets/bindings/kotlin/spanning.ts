import { assertNever } from "../../../ir/model.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { BindingPlan, Declaration, PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningPlan } from "../plan/spanVersions.js";
import { spanFacts, taggedRecords, type SpanFacts } from "../plan/spanFacts.js";
import { wordsOf } from "../plan/words.js";
import type { RenderedFile } from "../language.js";
import { literalScalar, spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { unaliased } from "../plan/renderContext.js";
import { kdoc, kotlinDeprecated, kotlinSafeName, kotlinString } from "./syntax.js";
import { assign, atom, body, call, lambda, layout, seq, when, type KotlinLayout } from "./layout.js";
import { classHeader, kotlinImports, kotlinLiteral, runtimeIn } from "./render.js";

/** Names the spanning runtime declares: a declaration spelling one gets `Type` appended. */
const taken = new Set(["McpSpanning", "McpSpanType", "McpSpanRecord", "McpSpanField", "McpSpanAlias", "McpVersionException", "McpSpanTypes", "McpWire", "KClass"]);

type SpanningRecord = SpanningDeclaration & { kind: "record" };
type SpanningTagged = SpanningDeclaration & { kind: "tagged" };

interface Context {
  byName: ReadonlyMap<string, SpanningDeclaration>;
  /** A plan declaration of each name any version declares (the names `byName` holds), for `spellType`. */
  planDeclarations: ReadonlyMap<string, Declaration>;
  /** Version -> the Kotlin package of its wire types. */
  packages: ReadonlyMap<string, string>;
  /** Version -> its binding plan's declarations by name. */
  wire: ReadonlyMap<string, ReadonlyMap<string, Declaration>>;
  /** Declaration -> wire key -> the versions whose declaration requires the field. */
  facts: SpanFacts;
  /** Declaration, declaration + "/" + wire key, or declaration + "#" + enum value -> the newest deprecating version's reason. */
  deprecated: ReadonlyMap<string, string | undefined>;
  /** Record -> the sealed interfaces (tagged unions) it is a member of. */
  parents: ReadonlyMap<string, string[]>;
  /** Tagged unions rendered as sealed interfaces: their members and tags. */
  sealed: ReadonlyMap<string, { record: string; tag: string }[]>;
}

/**
 * The spanning plan as one Kotlin package over the versions' wire packages (rendered by the caller): `McpTypes.kt`,
 * a data class per record with a parameter per key any version has (its KDoc names the versions that have it), a
 * sealed interface per tagged union, an enum per enum; each with a companion that reads and writes it per version.
 * `McpSpanning.kt` is the runtime (`decode`, `encode`: each version's wire types check every message), `McpRuntime.kt`
 * the wire runtime again in this package (`McpNumber`, `McpJson`, `McpDecodingException`).
 */
export function renderKotlinSpanning(spanned: SpanningPlan, plans: readonly BindingPlan[], pkg: string, packages: ReadonlyMap<string, string>): RenderedFile[] {
  const byName = new Map(spanned.declarations.map((d) => [d.name, d]));
  const sealed = new Map<string, { record: string; tag: string }[]>();
  for (const d of spanned.declarations) {
    if (d.kind !== "tagged") continue;
    const members = taggedRecords(d, byName);
    if (members) sealed.set(d.name, members);
  }
  const parents = new Map<string, string[]>();
  for (const [union, members] of sealed) for (const m of members) parents.set(m.record, [...(parents.get(m.record) ?? []), union]);
  const ctx: Context = {
    byName,
    planDeclarations: new Map(plans.flatMap((p) => p.declarations.map((d) => [d.name, d] as const))),
    packages,
    wire: new Map(plans.map((p) => [p.source, new Map(p.declarations.map((d) => [d.name, d]))])),
    facts: spanFacts(plans),
    deprecated: deprecations(plans),
    parents,
    sealed,
  };
  const declarations = spanned.declarations.map((d) => renderDeclaration(d, ctx));
  const code = [
    `/** The protocol versions spanned, in the order configured. */\nval mcpVersions: List<String> = listOf(${spanned.versions.map((v) => kotlinString(v).text).join(", ")})\n`,
    ...declarations,
    typeTable(spanned, ctx),
    wireObject(spanned.versions),
  ].join("\n");
  const suppress = ctx.deprecated.size > 0 ? '@file:Suppress("DEPRECATION")\n\n' : "";
  const imports = kotlinImports(code, ["kotlin.reflect.KClass"]);
  const wireFiles = spanned.versions.map((v) => renderWireFile(spanned, v, pkg, suppress !== "", ctx));
  return [
    ...wireFiles,
    { name: "McpTypes.kt", text: `${suppress}package ${pkg}\n\n${imports}\n\n${code}` },
    { name: "McpSpanning.kt", text: runtimeFile("bindings/kotlin-spanning/McpSpanning.kt").replace(/^package .*$/m, `package ${pkg}`) },
    { name: "McpRuntime.kt", text: runtimeIn(pkg) },
  ];
}

/** The Kotlin name of a declaration in the spanning package. */
function ktName(name: string): string {
  return kotlinSafeName(taken.has(name) ? `${name}Type` : name).text;
}

/** The Kotlin name of a declaration in a version's wire package, qualified (`kotlin/render.ts`'s rule). */
function wireName(version: string, name: string, ctx: Context): string {
  return `${ctx.packages.get(version)!}.${kotlinSafeName(name).text}`;
}

/** What any version deprecates, with the newest deprecating version's reason. */
function deprecations(plans: readonly BindingPlan[]): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const plan of plans) {
    for (const d of plan.declarations) {
      if (d.deprecated) out.set(d.name, d.deprecatedReason);
      if (d.kind === "record") for (const f of d.fields) if (f.deprecated) out.set(`${d.name}/${f.wire}`, f.deprecatedReason);
      if (d.kind === "enum") for (const v of d.values) if (v.deprecated) out.set(`${d.name}#${v.wire}`, v.deprecatedReason);
    }
  }
  return out;
}

/** KDoc (the doc, then "Only in ..." where not every version has it) and `@Deprecated` where any version deprecates `key`. */
function heading(doc: string | undefined, versions: readonly string[], all: readonly string[], key: string, indent: string, ctx: Context): string {
  const only = versions.length < all.length ? `Only in ${versions.join(", ")}.` : "";
  const text = [doc?.trim() ?? "", only].filter((s) => s !== "").join("\n\n");
  const deprecated = ctx.deprecated.has(key);
  return kdoc(text === "" ? undefined : text, indent, { deprecated }).text + kotlinDeprecated(deprecated, ctx.deprecated.get(key), indent).text;
}

function renderDeclaration(d: SpanningDeclaration, ctx: Context): string {
  const name = ktName(d.name);
  const all = [...ctx.packages.keys()];
  const head = heading(d.doc, d.versions, all, d.name, "", ctx);
  switch (d.kind) {
    case "record":
      return renderRecord(d, name, head, ctx);
    case "enum":
      return renderEnum(d, name, head, ctx);
    case "tagged": {
      const members = ctx.sealed.get(d.name);
      if (members) return renderSealed(d, name, members, head, ctx);
      return `${head}typealias ${name} = JsonElement\n`;
    }
    case "shape":
      // Any JSON here: the version's wire types pick the member when they check the message.
      return `${head}typealias ${name} = JsonElement\n`;
    case "alias":
      return `${head}typealias ${name} = ${spell(d.type, ctx)}\n`;
    default:
      return assertNever(d, "spanning declaration");
  }
}

/** The spanning declaration a ref names, through aliases; undefined for any JSON. */
function target(t: PlanType, ctx: Context): PlanType {
  const seen = new Set<string>();
  let x = t;
  while (x.kind === "ref" && !seen.has(x.name)) {
    seen.add(x.name);
    const d = ctx.byName.get(x.name);
    if (d?.kind !== "alias") return x;
    x = d.type;
  }
  return x.kind === "ref" ? { kind: "json" } : x;
}

/** Whether a ref is read and written by its companion (a record, an enum, a sealed interface); else it is any JSON or an alias. */
function hasCompanion(name: string, ctx: Context): boolean {
  const d = ctx.byName.get(name);
  return d !== undefined && (d.kind === "record" || d.kind === "enum" || (d.kind === "tagged" && ctx.sealed.has(name)));
}

/** Spanning types in Kotlin: records, enums and aliases by name; unions told apart by shape and nullable values as any JSON. */
const spanningTypes: TypeSpelling = {
  scalar: { string: "String", integer: "Long", number: "McpNumber", boolean: "Boolean" },
  json: "JsonElement",
  array: (items) => `List<${items}>`,
  map: (values) => `Map<String, ${values}>`,
  nullable: () => "JsonElement",
  aliases: "named",
};

function spell(t: PlanType, ctx: Context): string {
  return spellType(t, spanningTypes, { declarations: ctx.planDeclarations, name: ktName, shortAlias: () => false });
}

/** A Kotlin expression reading the JsonElement `e` (written by the version's wire types) as the spanning type `t`. */
function readExpr(t: PlanType, e: string, ctx: Context, depth: number): KotlinLayout {
  const x = `x${depth}`;
  const u = t.kind === "ref" && !hasCompanion(t.name, ctx) ? target(t, ctx) : t;
  switch (u.kind) {
    case "scalar":
      return call(`McpJson.${{ string: "str", integer: "long", number: "number", boolean: "bool" }[u.type]}`, [e]);
    case "literal":
      return readExpr({ kind: "scalar", type: literalScalar(u.value) }, e, ctx, depth);
    case "json":
    case "nullable":
      return atom(e);
    case "ref":
      return hasCompanion(u.name, ctx) ? call(`${ktName(u.name)}.read`, [e, "version"]) : atom(e);
    case "array":
      return call("McpJson.list", [e], lambda(x, readExpr(u.items, x, ctx, depth + 1)));
    case "map":
      return call("McpJson.map", [e], lambda(x, readExpr(u.values, x, ctx, depth + 1)));
    default:
      return assertNever(u, "plan type");
  }
}

/** A Kotlin expression writing the value `v` (at JSON pointer `p`) of the spanning type `t` as a JsonElement. */
function writeExpr(t: PlanType, v: string, p: string, ctx: Context, depth: number): KotlinLayout {
  const [x, q] = [`x${depth}`, `p${depth}`];
  const u = t.kind === "ref" && !hasCompanion(t.name, ctx) ? target(t, ctx) : t;
  const inner = (item: PlanType) => {
    const w = writeExpr(item, x, q, ctx, depth + 1);
    return lambda(`${x}, ${mentions(w, q) ? q : "_"}`, w);
  };
  switch (u.kind) {
    case "scalar":
      return call(u.type === "number" ? "McpJson.encodeNumber" : "JsonPrimitive", [v]);
    case "literal":
      return writeExpr({ kind: "scalar", type: literalScalar(u.value) }, v, p, ctx, depth);
    case "json":
    case "nullable":
      return atom(v);
    case "ref":
      return hasCompanion(u.name, ctx) ? call(`${ktName(u.name)}.write`, [v, "version", p]) : atom(v);
    case "array":
      return call("McpSpanning.list", [v, p], inner(u.items));
    case "map":
      return call("McpSpanning.map", [v, p], inner(u.values));
    default:
      return assertNever(u, "plan type");
  }
}

/** Whether the layout's text names `id` (a lambda parameter it may leave unused). */
function mentions(l: KotlinLayout, id: string): boolean {
  return new RegExp(`\\b${id}\\b`).test(layout(l, 0));
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

/** The companion's first members: the type's name and the versions that declare it. */
function companionHead(d: SpanningDeclaration): string {
  return [
    layout(assign("override val spanName: String", kotlinString(d.name).text), 8),
    layout(assign("override val spanVersions: List<String>", call("listOf", d.versions.map((v) => kotlinString(v).text))), 8),
  ].join("\n\n");
}

/** A version in a Kotlin name (`V20260728`): the object holding its wire types. */
function versionId(version: string): string {
  const spelled = version.replace(/[^A-Za-z0-9]/g, "");
  return kotlinSafeName(`V${spelled.charAt(0).toUpperCase()}${spelled.slice(1)}`).text;
}

/**
 * The serializer of `version`'s wire type of `name` (imported by the version's wire file): a declared type's own,
 * a map or list alias built from its items', any JSON's for the rest; undefined when the version does not declare it.
 */
function wireSerializer(name: string, version: string, ctx: Context): string | undefined {
  const declarations = ctx.wire.get(version)!;
  const d = declarations.get(name);
  if (d === undefined) return undefined;
  const of = (t: PlanType): string => {
    const u = unaliased(t, declarations);
    if (u.kind === "ref") {
      const r = declarations.get(u.name);
      return r === undefined || (r.kind === "union" && r.union.members.length === 0) ? "JsonElement.serializer()" : `${wireImport(u.name, version, ctx)}.Serializer`;
    }
    if (u.kind === "map") return `MapSerializer(String.serializer(), ${of(u.values)})`;
    if (u.kind === "array") return `ListSerializer(${of(u.items)})`;
    return "JsonElement.serializer()";
  };
  return of({ kind: "ref", name });
}

/** Names a wire file uses unqualified: a wire type spelling one is written qualified. */
const wireFileNames = new Set([...taken, "KSerializer", "JsonElement", "MapSerializer", "ListSerializer", "String", "McpDecodingException", "WireDecodingException", "serializer"]);

/** How the wire file of `version` names its type `name`: imported, or qualified where the name is the file's own. */
function wireImport(name: string, version: string, ctx: Context): string {
  const simple = kotlinSafeName(name).text;
  return wireFileNames.has(simple) ? wireName(version, name, ctx) : simple;
}

/**
 * `McpWire<V>.kt`: `version`'s wire types by the schema's name, imported from its wire package (an explicit import
 * wins over the spanning package's class of the same name), and its check: decoded by the wire type, written as
 * it writes it, its errors rethrown as the spanning package's `McpDecodingException` (same pointer).
 */
function renderWireFile(spanned: SpanningPlan, version: string, pkg: string, suppress: boolean, ctx: Context): RenderedFile {
  const id = `McpWire${versionId(version)}`;
  const entries = spanned.declarations.flatMap((d) => {
    const serializer = wireSerializer(d.name, version, ctx);
    if (serializer === undefined) return [];
    const line = `            ${kotlinString(d.name).text} to ${serializer},`;
    return [line.length <= 120 ? line : `            ${kotlinString(d.name).text} to\n                ${serializer},`];
  });
  const code =
    `/** ${version}'s wire types by the schema's name: they check what the spanning layer reads and write what it writes. */\n` +
    `internal object ${id} {\n` +
    `    private val serializers: Map<String, KSerializer<*>> =\n        mapOf(\n${entries.join("\n")}\n        )\n\n` +
    `    /** [tree] checked by ${version}'s wire type [name] and written as it writes it; null where the version has no such type. */\n` +
    `    fun check(name: String, tree: JsonElement): String? {\n        val serializer = serializers[name] ?: return null\n        return try {\n` +
    `            McpSpanning.wireText(serializer, tree)\n        } catch (e: WireDecodingException) {\n            throw McpDecodingException(e.pointer, e.reason)\n        }\n    }\n}\n`;
  const wirePkg = ctx.packages.get(version)!;
  // The simple names only (a qualified one, `a.b.McpSpanning.Serializer`, is not imported).
  const used = new Set([...code.matchAll(/(?<![.\w])([A-Z][A-Za-z0-9_]*)\.Serializer\b/g)].map((m) => m[1]!));
  const imports = [
    ...[...used].sort().map((n) => `${wirePkg}.${n}`),
    "kotlinx.serialization.KSerializer",
    ...(code.includes("ListSerializer(") ? ["kotlinx.serialization.builtins.ListSerializer"] : []),
    ...(code.includes("MapSerializer(") ? ["kotlinx.serialization.builtins.MapSerializer", "kotlinx.serialization.builtins.serializer"] : []),
    "kotlinx.serialization.json.JsonElement",
  ].sort();
  const header = `${suppress ? '@file:Suppress("DEPRECATION")\n\n' : ""}package ${pkg}\n\n`;
  const importLines = [...imports.map((q) => `import ${q}`), `import ${wirePkg}.McpDecodingException as WireDecodingException`].join("\n");
  return { name: `${id}.kt`, text: `${header}${importLines}\n\n${code}` };
}

/** `McpWire`: each version's wire check by version. */
function wireObject(versions: readonly string[]): string {
  const cases = versions.map((v) => ({ condition: kotlinString(v).text, body: call(`McpWire${versionId(v)}.check`, ["name", "tree"]) }));
  cases.push({ condition: "else", body: atom("null") });
  return (
    `/** Each version's wire check: [tree] decoded by [version]'s wire type [name] and written as it writes it; null where there is none. */\n` +
    `internal object McpWire {\n${layout(body("fun check(version: String, name: String, tree: JsonElement): String?", when("version", cases)), 4)}\n}\n`
  );
}

function renderRecord(r: SpanningRecord, name: string, head: string, ctx: Context): string {
  const seen = new Set<string>();
  const fields = r.fields.map((f) => {
    let id = kotlinSafeName(camel(f.words)).text;
    while (seen.has(id)) id = `${id}_`;
    seen.add(id);
    return { f, id };
  });
  let extra = "unlistedProperties";
  while (seen.has(extra)) extra += "_";
  const params = fields.map(({ f, id }) => {
    const t = spell(f.type, ctx);
    // A constant every version requires has its value as default (the tag is never left out); other fields not
    // required everywhere are null, which is absent.
    const def = f.required ? (f.type.kind === "literal" && (typeof f.type.value !== "number" || Number.isInteger(f.type.value)) ? ` = ${kotlinLiteral(f.type.value)}` : "") : " = null";
    const doc = heading(f.doc, f.versions, r.versions, `${r.name}/${f.wire}`, "    ", ctx);
    return `${doc}    val ${id}: ${t}${f.required ? "" : "?"}${def},`;
  });
  params.push(`    /** Properties that are not fields of the version decoded, written back as read. */\n    val ${extra}: JsonObject = JsonObject(emptyMap()),`);
  const supers = (ctx.parents.get(r.name) ?? []).map(ktName);
  const reads = fields.map(({ f, id }) => {
    const read = lambda("x", readExpr(f.type, "x", ctx, 1));
    const key = kotlinString(f.wire).text;
    const optional = call("McpSpanning.field", ["o", "this", key, "version"], read);
    const literal = f.type.kind === "literal" && (typeof f.type.value !== "number" || Number.isInteger(f.type.value)) ? f.type.value : undefined;
    // A constant every version requires is its default when the tree lacks it (a record some version lacks).
    const value = !f.required ? optional : literal !== undefined ? seq(optional, ` ?: ${kotlinLiteral(literal)}`) : call("McpJson.required", ["o", key], read);
    return `${layout(seq(`${id} = `, value), 16, 1)},`;
  });
  reads.push(`                ${extra} = McpSpanning.unlisted(o, this, version),`);
  const writes = fields.map(({ f, id }) => {
    const w = writeExpr(f.type, "x", "p", ctx, 1);
    return layout(call("McpSpanning.put", ["out", "this", kotlinString(f.wire).text, "version", "path", `value.${id}`], lambda(`x, ${mentions(w, "p") ? "p" : "_"}`, w)), 12);
  });
  const fieldTable = call(
    "mapOf",
    r.fields.map((f) => {
      const requiredIn = ctx.facts.requiredIn(r.name, f.wire);
      const constant = f.type.kind === "literal" && requiredIn.length > 0;
      const args = [kotlinString(f.wire).text, call("listOf", f.versions.map((v) => kotlinString(v).text))];
      if (constant) args.push(call("listOf", requiredIn.map((v) => kotlinString(v).text)), call("JsonPrimitive", [kotlinLiteral((f.type as { value: string | number | boolean }).value)]));
      return seq(`${kotlinString(f.wire).text} to `, call("McpSpanField", args));
    }),
  );
  return (
    `${head}${classHeader(`data class ${name}(\n${params.join("\n")}\n)`, supers)}\n` +
    `    companion object : McpSpanRecord<${name}> {\n` +
    `${companionHead(r)}\n\n` +
    `${layout(assign("override val spanFields: Map<String, McpSpanField>", fieldTable), 8)}\n\n` +
    `        override fun read(e: JsonElement, version: String): ${name} {\n` +
    `            val o = McpJson.obj(e)\n` +
    `            return ${name}(\n${reads.join("\n")}\n            )\n        }\n\n` +
    `${writeSignature(name)} {\n` +
    `            val out = LinkedHashMap<String, JsonElement>()\n${writes.join("\n")}${writes.length > 0 ? "\n" : ""}` +
    `            McpSpanning.unlistedInto(out, value.${extra})\n            return JsonObject(out)\n        }\n    }\n}\n`
  );
}

/** A companion's `write` signature, on one line where it fits (ktlint's function signature). */
function writeSignature(name: string): string {
  const one = `        override fun write(value: ${name}, version: String, path: String): JsonElement`;
  return one.length + 2 <= 120 ? one : `        override fun write(\n            value: ${name},\n            version: String,\n            path: String,\n        ): JsonElement`;
}

/** A companion's `write` with an expression body. */
function writeBody(name: string, value: KotlinLayout): string {
  const sig = writeSignature(name);
  const cut = sig.lastIndexOf("\n");
  return `${sig.slice(0, cut + 1)}${layout(body(sig.slice(cut + 1).trimStart(), value), 8)}`;
}

function renderEnum(d: SpanningDeclaration & { kind: "enum" }, name: string, head: string, ctx: Context): string {
  const seen = new Set<string>();
  const constants = d.values.map((v, i) => {
    // The wire renderer's spelling (the plan's words, cut and hashed when long), distinct within the enum.
    let id = kotlinSafeName(wordsOf(v).map((w) => w.toUpperCase()).join("_")).text;
    while (seen.has(id)) id = `${id}_`;
    seen.add(id);
    const key = `${d.name}#${v}`;
    const deprecated = ctx.deprecated.has(key);
    return `${deprecated && i > 0 ? "\n" : ""}${kotlinDeprecated(deprecated, ctx.deprecated.get(key), "    ").text}${layout(call(id, [kotlinString(v).text]), 4, 1)},\n`;
  });
  return (
    `${head}enum class ${name}(val wire: String) {\n${constants.join("")}    ;\n\n` +
    `    companion object : McpSpanType<${name}> {\n${companionHead(d)}\n\n` +
    `${layout(body(`override fun read(e: JsonElement, version: String): ${name}`, call("McpJson.oneOf", [call("McpJson.str", ["e"]), "entries"], lambda("", "it.wire"))), 8)}\n\n` +
    `${writeBody(name, atom("JsonPrimitive(value.wire)"))}\n    }\n}\n`
  );
}

function renderSealed(d: SpanningTagged, name: string, members: { record: string; tag: string }[], head: string, ctx: Context): string {
  const pointer = kotlinString(`/${d.property.replace(/~/g, "~0").replace(/\//g, "~1")}`).text;
  const cases = members.map((m) => ({ condition: kotlinString(m.tag).text, body: call(`${ktName(m.record)}.read`, ["e", "version"]) }));
  cases.push({ condition: "else", body: seq("throw ", call("McpDecodingException", [pointer, `"unknown tag " + JsonPrimitive(tag)`])) });
  const subject = `val tag = McpJson.required(McpJson.obj(e), ${kotlinString(d.property).text}) { x -> McpJson.str(x) }`;
  const writes = members.map((m) => ({ condition: `is ${ktName(m.record)}`, body: call(`${ktName(m.record)}.write`, ["value", "version", "path"]) }));
  const supers = (ctx.parents.get(d.name) ?? []).map(ktName);
  return (
    `${head}${classHeader(`sealed interface ${name}`, supers)}\n` +
    `    companion object : McpSpanType<${name}> {\n${companionHead(d)}\n\n` +
    `${layout(body(`override fun read(e: JsonElement, version: String): ${name}`, when(subject, cases)), 8)}\n\n` +
    `${writeBody(name, when("value", writes))}\n    }\n}\n`
  );
}

/** `McpSpanTypes`: every spanning type by class (for `decode<T>` and `encode`) and by schema name (aliases included). */
function typeTable(spanned: SpanningPlan, ctx: Context): string {
  const companions = spanned.declarations.filter((d) => hasCompanion(d.name, ctx));
  // An entry too long for its line breaks after `to` (ktlint's binary expression wrapping); entries sit at column 8.
  const pair = (key: string, value: string) => atom(`${key} to${8 + key.length + value.length + 5 <= 120 ? " " : "\n            "}${value}`);
  const byClass = companions.map((d) => pair(`${ktName(d.name)}::class`, ktName(d.name)));
  const byName = spanned.declarations.map((d) => {
    const key = kotlinString(d.name).text;
    if (hasCompanion(d.name, ctx)) return pair(key, ktName(d.name));
    return seq(`${key} to `, aliasType(d, ctx));
  });
  return (
    `/** Every spanning type: by class (\`McpSpanning.decode<T>\`, \`encode\`) and by the schema's name (type aliases included). */\nobject McpSpanTypes {\n` +
    `${layout(assign("val byClass: Map<KClass<*>, McpSpanType<*>>", call("mapOf", byClass)), 4)}\n\n` +
    `${layout(assign("val byName: Map<String, McpSpanType<*>>", call("mapOf", byName)), 4)}\n}\n`
  );
}

/** An `McpSpanAlias` for a type alias: read and written as its type. */
function aliasType(d: SpanningDeclaration, ctx: Context): KotlinLayout {
  const t: PlanType = d.kind === "alias" ? d.type : { kind: "json" };
  const read = readExpr(t, "e", ctx, 1);
  const write = writeExpr(t, "v", "p", ctx, 1);
  const used = (l: KotlinLayout, id: string) => (mentions(l, id) ? id : "_");
  return call(`McpSpanAlias<${ktName(d.name)}>`, [
    kotlinString(d.name).text,
    call("listOf", d.versions.map((v) => kotlinString(v).text)),
    lambda(`e, ${used(read, "version")}`, read),
    lambda(`v, ${used(write, "version")}, ${used(write, "p")}`, write),
  ]);
}
