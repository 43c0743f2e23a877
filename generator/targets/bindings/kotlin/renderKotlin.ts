import { readFileSync } from "node:fs";
import { isDirectMember, unionParents } from "../plan/unionParents.js";
import { projectRoot } from "../../../projectRoot.js";
import { assertNever } from "../../../ir/model.js";
import type { BindingPlan, Declaration, EnumDeclaration, PlanType, RecordDeclaration, ShapeMember, UnionDeclaration } from "../plan/model.js";
import { kdoc, kotlinSafeName, kotlinString } from "./syntax.js";

/** The package every file declares. */
export const kotlinPackage = "io.modelcontextprotocol.schema";

/**
 * The runtime the generated serializers call: a real Kotlin file, compiled with the bindings in the tests, shipped
 * under templates/ (read from the package root, so a built or installed package writes it too).
 */
const runtime = (): string => readFileSync(`${projectRoot}templates/bindings/kotlin/McpRuntime.kt`, "utf8");

/**
 * Kotlin data classes, enums, sealed interfaces and type aliases for kotlinx.serialization, from the
 * binding plan. Each type has a generated `KSerializer` (`@Serializable(with = X.Serializer::class)`)
 * that decodes the JSON tree strictly, with the JSON pointer of the first error, so the types work
 * with any `Json` configuration (`ignoreUnknownKeys` or not): open objects keep unknown keys in
 * `unlistedProperties`, closed ones reject them; integers are `Long`, other numbers `McpNumber`
 * (their JSON text); tagged unions decode by their tag, unions told apart by shape try their
 * members in the plan's order; `McpMessages.decode` reads any JSON-RPC message into its type by method.
 */
export function renderKotlin(plan: BindingPlan): { name: string; text: string }[] {
  const ctx = context(plan);
  const body = plan.declarations.map((d) => declaration(d, ctx)).filter((x) => x !== "");
  return [
    { name: "McpMessages.kt", text: `package ${kotlinPackage}\n\n${imports}\n\n${messages(plan, ctx)}` },
    { name: "McpRuntime.kt", text: runtime().replace(/^package .*$/m, `package ${kotlinPackage}`) },
    { name: "McpTypes.kt", text: `package ${kotlinPackage}\n\n${imports}\n\n${body.join("\n")}` },
  ];
}

const imports = [
  "import kotlinx.serialization.KSerializer",
  "import kotlinx.serialization.Serializable",
  "import kotlinx.serialization.descriptors.SerialDescriptor",
  "import kotlinx.serialization.descriptors.buildClassSerialDescriptor",
  "import kotlinx.serialization.encoding.Decoder",
  "import kotlinx.serialization.encoding.Encoder",
  "import kotlinx.serialization.json.JsonArray",
  "import kotlinx.serialization.json.JsonElement",
  "import kotlinx.serialization.json.JsonNull",
  "import kotlinx.serialization.json.JsonObject",
  "import kotlinx.serialization.json.JsonPrimitive",
].join("\n");

interface Context {
  declarations: ReadonlyMap<string, Declaration>;
  name(declaration: string): string;
  /** Sealed interfaces listing a record or union as a direct member. */
  parents: ReadonlyMap<string, string[]>;
}

function context(plan: BindingPlan): Context {
  const declarations = new Map(plan.declarations.map((d) => [d.name, d]));
  return { declarations, name: (n) => kotlinSafeName(n).text, parents: unionParents(plan, declarations) };
}

function resolve(t: PlanType, ctx: Context): PlanType {
  if (t.kind !== "ref") return t;
  const d = ctx.declarations.get(t.name);
  return d?.kind === "alias" ? resolve(d.type, ctx) : t;
}

function typeOf(t: PlanType, ctx: Context): string {
  switch (t.kind) {
    case "scalar":
      return { string: "String", integer: "Long", number: "McpNumber", boolean: "Boolean" }[t.type];
    case "json":
      return "JsonElement";
    case "literal":
      return typeof t.value === "string" ? "String" : typeof t.value === "boolean" ? "Boolean" : Number.isInteger(t.value) ? "Long" : "McpNumber";
    case "ref":
      return ctx.declarations.has(t.name) ? ctx.name(t.name) : "JsonElement";
    case "array":
      return `List<${typeOf(t.items, ctx)}>`;
    case "map":
      return `Map<String, ${typeOf(t.values, ctx)}>`;
    case "nullable":
      return `${typeOf(t.type, ctx)}?`;
    default:
      return assertNever(t, "plan type");
  }
}

/** A Kotlin expression decoding the JsonElement `e` as `t` (`depth` names nested lambda parameters). */
function decodeExpr(t: PlanType, e: string, ctx: Context, depth = 0): string {
  const x = `x${depth}`;
  switch (t.kind) {
    case "scalar":
      return `McpJson.${{ string: "str", integer: "long", number: "number", boolean: "bool" }[t.type]}(${e})`;
    case "json":
      return e;
    case "literal":
      if (typeof t.value === "string") return `McpJson.literal(${e}, ${kotlinString(t.value).text})`;
      if (typeof t.value === "boolean") return `McpJson.literal(${e}, ${t.value})`;
      return Number.isInteger(t.value) ? `McpJson.literal(${e}, ${t.value}L)` : `McpJson.number(${e})`;
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return e;
      if (d.kind === "alias") return decodeExpr(d.type, e, ctx, depth);
      return `${ctx.name(d.name)}.Serializer.decode(${e})`;
    }
    case "array":
      return `McpJson.list(${e}) { ${x} -> ${decodeExpr(t.items, x, ctx, depth + 1)} }`;
    case "map":
      return `McpJson.map(${e}) { ${x} -> ${decodeExpr(t.values, x, ctx, depth + 1)} }`;
    case "nullable":
      return `(if (${e} is JsonNull) null else ${decodeExpr(t.type, e, ctx, depth)})`;
    default:
      return assertNever(t, "plan type");
  }
}

/** A Kotlin expression encoding the value `v` of type `t` as a JsonElement. */
function encodeExpr(t: PlanType, v: string, ctx: Context, depth = 0): string {
  const x = `x${depth}`;
  switch (t.kind) {
    case "scalar":
      return t.type === "number" ? `McpJson.encodeNumber(${v})` : `JsonPrimitive(${v})`;
    case "json":
      return v;
    case "literal":
      return typeof t.value === "number" && !Number.isInteger(t.value) ? `McpJson.encodeNumber(${v})` : `JsonPrimitive(${v})`;
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return v;
      if (d.kind === "alias") return encodeExpr(d.type, v, ctx, depth);
      return `${ctx.name(d.name)}.Serializer.encode(${v})`;
    }
    case "array":
      return `JsonArray(${v}.map { ${x} -> ${encodeExpr(t.items, x, ctx, depth + 1)} })`;
    case "map":
      return `JsonObject(${v}.mapValues { (_, ${x}) -> ${encodeExpr(t.values, x, ctx, depth + 1)} })`;
    case "nullable":
      return `(${v}?.let { ${x} -> ${encodeExpr(t.type, x, ctx, depth + 1)} } ?: JsonNull)`;
    default:
      return assertNever(t, "plan type");
  }
}

function declaration(d: Declaration, ctx: Context): string {
  switch (d.kind) {
    case "record":
      return record(d, ctx);
    case "enum":
      return enumeration(d, ctx);
    case "union":
      return union(d, ctx);
    case "alias":
      return `${kdoc(d.doc, "", { deprecated: d.deprecated }).text}typealias ${ctx.name(d.name)} = ${typeOf(d.type, ctx)}\n`;
    default:
      return assertNever(d, "declaration");
  }
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

function serializerHead(name: string, decoded: string): string {
  return (
    `    object Serializer : KSerializer<${decoded}> {\n` +
    `        override val descriptor: SerialDescriptor = buildClassSerialDescriptor(${kotlinString(`${kotlinPackage}.${name}`).text})\n\n` +
    `        override fun deserialize(decoder: Decoder): ${decoded} = decode(McpJson.element(decoder))\n\n` +
    `        override fun serialize(encoder: Encoder, value: ${decoded}) = McpJson.write(encoder, encode(value))\n\n`
  );
}

function record(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  const fields = r.fields.map((f) => ({ f, id: kotlinSafeName(camel(f.words)).text }));
  const taken = new Set(fields.map((x) => x.id));
  let extra = "unlistedProperties";
  while (taken.has(extra)) extra += "_";
  const params = fields.map(({ f, id }) => {
    const t = typeOf(f.type, ctx);
    const literal = f.type.kind === "literal" ? f.type : undefined;
    const def = f.required
      ? literal
        ? ` = ${typeof literal.value === "string" ? kotlinString(literal.value).text : typeof literal.value === "boolean" ? literal.value : Number.isInteger(literal.value) ? `${literal.value}L` : `McpNumber(${kotlinString(String(literal.value)).text})`}`
        : ""
      : " = null";
    return `${kdoc(f.doc, "    ", { deprecated: f.deprecated }).text}    val ${id}: ${t}${f.required ? "" : "?"}${def},`;
  });
  if (r.extra !== null) params.push(`    /** Properties the schema does not list, written back after the listed ones. */\n    val ${extra}: JsonObject = JsonObject(emptyMap()),`);
  const checks = fields
    .filter(({ f }) => f.type.kind === "literal" && (typeof f.type.value !== "number" || Number.isInteger(f.type.value)))
    .map(({ f, id }) => {
      const value = (f.type as { value: string | number | boolean }).value;
      const lit = typeof value === "string" ? kotlinString(value).text : typeof value === "boolean" ? String(value) : `${value}L`;
      const cond = f.required ? `${id} == ${lit}` : `${id} == null || ${id} == ${lit}`;
      return `        require(${cond}) { ${kotlinString(`${f.wire} must be ${JSON.stringify(value)}`).text} }`;
    });
  const parents = ctx.parents.get(r.name) ?? [];
  const supers = parents.length > 0 ? ` : ${parents.map((p) => ctx.name(p)).join(", ")}` : "";
  const listed = `setOf<String>(${r.fields.map((f) => kotlinString(f.wire).text).join(", ")})`;
  const args = fields.map(({ f, id }) => {
    const fn = f.required ? "required" : "optional";
    return `                ${id} = McpJson.${fn}(o, ${kotlinString(f.wire).text}) { x -> ${decodeExpr(f.type, "x", ctx, 1)} },`;
  });
  if (r.extra !== null) args.push(`                ${extra} = McpJson.unlisted(o, listed),`);
  const puts = fields.map(({ f, id }) =>
    f.required
      ? `            out[${kotlinString(f.wire).text}] = ${encodeExpr(f.type, `value.${id}`, ctx, 1)}`
      : `            value.${id}?.let { x -> out[${kotlinString(f.wire).text}] = ${encodeExpr(f.type, "x", ctx, 1)} }`,
  );
  if (r.extra !== null) puts.push(`            for ((k, v) in value.${extra}) if (k !in out) out[k] = v`);
  const hasParams = params.length > 0;
  const head = hasParams ? `data class ${name}(\n${params.join("\n")}\n)${supers}` : `class ${name}${supers}`;
  const init = checks.length > 0 ? `    init {\n${checks.join("\n")}\n    }\n\n` : "";
  const equality = hasParams ? "" : `    override fun equals(other: Any?): Boolean = other is ${name}\n\n    override fun hashCode(): Int = ${kotlinString(name).text}.hashCode()\n\n`;
  return (
    `${kdoc(r.doc, "", { deprecated: r.deprecated }).text}@Serializable(with = ${name}.Serializer::class)\n${head} {\n${init}${equality}` +
    serializerHead(name, name) +
    `        private val listed = ${listed}\n\n` +
    `        fun decode(e: JsonElement): ${name} {\n            val o = McpJson.obj(e)\n` +
    (r.extra === null ? `            McpJson.closed(o, listed)\n` : "") +
    `            return ${name}(${args.length ? `\n${args.join("\n")}\n            ` : ""})\n        }\n\n` +
    `        fun encode(value: ${name}): JsonObject {\n            val out = LinkedHashMap<String, JsonElement>()\n${puts.join("\n")}${puts.length ? "\n" : ""}            return JsonObject(out)\n        }\n    }\n}\n`
  );
}

function enumeration(e: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(e.name);
  const constants = e.values.map((v) => `    ${kotlinSafeName(v.words.map((w) => w.toUpperCase()).join("_")).text}(${kotlinString(v.wire).text})`);
  const expected = e.values.map((v) => JSON.stringify(v.wire)).join(", ");
  return (
    `${kdoc(e.doc, "", { deprecated: e.deprecated }).text}@Serializable(with = ${name}.Serializer::class)\nenum class ${name}(val wire: String) {\n${constants.join(",\n")};\n\n` +
    serializerHead(name, name) +
    `        fun decode(e: JsonElement): ${name} {\n            val s = McpJson.str(e)\n            return entries.firstOrNull { it.wire == s } ?: throw McpDecodingException("", ${kotlinString(`expected one of ${expected}, got `).text} + JsonPrimitive(s))\n        }\n\n` +
    `        fun encode(value: ${name}): JsonElement = JsonPrimitive(value.wire)\n    }\n}\n`
  );
}

/** The Kotlin test that a JsonElement `x` has the wire type (and literals) a shape member needs. */
function wireTest(m: ShapeMember): string {
  const base = {
    object: "x is JsonObject",
    array: "x is JsonArray",
    string: "x is JsonPrimitive && x.isString",
    integer: "x is JsonPrimitive && !x.isString && x !is JsonNull",
    number: "x is JsonPrimitive && !x.isString && x !is JsonNull",
    boolean: "x is JsonPrimitive && !x.isString && (x.content == \"true\" || x.content == \"false\")",
    null: "x is JsonNull",
    any: "true",
  }[m.wire];
  const literals = m.literals
    .filter((l) => typeof l.value === "string")
    .map((l) => ` && (x[${kotlinString(l.property).text}] as? JsonPrimitive)?.let { it.isString && it.content == ${kotlinString(l.value as string).text} } == true`);
  return base + literals.join("");
}

function union(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const parents = ctx.parents.get(d.name) ?? [];
  const supers = parents.length > 0 ? ` : ${parents.map((p) => ctx.name(p)).join(", ")}` : "";
  const doc = kdoc(d.doc, "", { deprecated: d.deprecated }).text;
  const head = `${doc}@Serializable(with = ${name}.Serializer::class)\nsealed interface ${name}${supers} {\n`;
  if (d.union.kind === "tagged") {
    const u = d.union;
    const cases = u.members.map((m) => `                ${kotlinString(m.value).text} -> ${ctx.name(m.name)}.Serializer.decode(o)`);
    const encodes = u.members.map((m) => `            is ${ctx.name(m.name)} -> ${ctx.name(m.name)}.Serializer.encode(value)`);
    return (
      head +
      serializerHead(name, name) +
      `        fun decode(e: JsonElement): ${name} {\n            val o = McpJson.obj(e)\n            return when (val tag = McpJson.required(o, ${kotlinString(u.property).text}) { x -> McpJson.str(x) }) {\n${cases.join("\n")}\n` +
      `                else -> throw McpDecodingException(${kotlinString(`/${u.property.replace(/~/g, "~0").replace(/\//g, "~1")}`).text}, "unknown tag " + JsonPrimitive(tag))\n            }\n        }\n\n` +
      `        fun encode(value: ${name}): JsonElement =\n            when (value) {\n${encodes.join("\n")}\n            }\n    }\n}\n`
    );
  }
  const members = d.union.members;
  const wrappers: string[] = [];
  const tries: string[] = [];
  const encodes: string[] = [];
  for (const m of members) {
    if (isDirectMember(m, ctx.declarations)) {
      const member = ctx.name((m.type as { name: string }).name);
      tries.push(`                { x -> if (${wireTest(m)}) ${member}.Serializer.decode(x) else null },`);
      encodes.push(`            is ${member} -> ${member}.Serializer.encode(value)`);
    } else {
      const variant = kotlinSafeName(`${m.variant}Value`).text;
      wrappers.push(`    /** The ${m.variant} member. */\n    data class ${variant}(val value: ${typeOf(m.type, ctx)}) : ${name}\n`);
      tries.push(`                { x -> if (${wireTest(m)}) ${variant}(${decodeExpr(m.type, "x", ctx, 1)}) else null },`);
      encodes.push(`            is ${variant} -> ${encodeExpr(m.type, "value.value", ctx, 1)}`);
    }
  }
  if (members.length === 0) {
    return `${doc}typealias ${name} = JsonElement\n`;
  }
  return (
    head +
    wrappers.join("\n") +
    (wrappers.length ? "\n" : "") +
    serializerHead(name, name) +
    `        /** The first member, in order, whose JSON type matches and that decodes; else the first member's error. */\n` +
    `        fun decode(e: JsonElement): ${name} =\n            McpJson.firstOf<${name}>(\n                e,\n${tries.join("\n")}\n            )\n\n` +
    `        fun encode(value: ${name}): JsonElement =\n            when (value) {\n${encodes.join("\n")}\n            }\n    }\n}\n`
  );
}

function messages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  const isRecord = (n: string) => ctx.declarations.get(n)?.kind === "record" || ctx.declarations.get(n)?.kind === "union";
  const cases = (list: { method: string; message: string }[]) =>
    list.filter((x) => isRecord(x.message)).map((x) => `                    ${kotlinString(x.method).text} -> ${ctx.name(x.message)}.Serializer.decode(o)`);
  const resultCases = (m?.requests ?? []).filter((x) => x.result && isRecord(x.result)).map((x) => `            ${kotlinString(x.method).text} -> ${ctx.name(x.result!)}.Serializer.decode(result)`);
  const env = (k: "request" | "notification" | "result" | "error") => (m && isRecord(m.envelopes[k]) ? `${ctx.name(m.envelopes[k])}.Serializer.decode(o)` : `o`);
  const when = (list: string[], envelope: string) =>
    `                when (name) {\n${list.join("\n")}${list.length ? "\n" : ""}                    else -> {\n                        ${envelope}\n                        throw McpDecodingException("/method", "unknown method " + JsonPrimitive(name))\n                    }\n                }`;
  return `/**
 * Any JSON-RPC message into its type, like TypeScript's \`parseMessage\`: a request (\`id\` and \`method\`)
 * or notification (\`method\` only) into the definition its method names (the envelope is checked
 * first for a method the schema does not know, which is then an error at \`/method\`); a response
 * into the result or error envelope (its \`result\` is typed by the request: \`decodeResult\`).
 */
object McpMessages {
    fun decode(text: String): Any = decode(McpJson.parse(text))

    fun decode(e: JsonElement): Any {
        val o = McpJson.obj(e)
        val method = o["method"]
        if (method != null) {
            val name = McpJson.at("method") { McpJson.str(method) }
            return if (o.containsKey("id")) {
${when(cases(m?.requests ?? []), env("request"))}
            } else {
${when(cases(m?.notifications ?? []), env("notification"))}
            }
        }
        if (o.containsKey("result")) return ${env("result")}
        if (o.containsKey("error")) return ${env("error")}
        throw McpDecodingException("", "not a JSON-RPC message: no method, result or error")
    }

    /** The \`result\` of a response to a request for [method], typed; null for a method the schema does not know. */
    fun decodeResult(method: String, result: JsonElement): Any? =
        when (method) {
${resultCases.join("\n")}${resultCases.length ? "\n" : ""}            else -> null
        }
}
`;
}
