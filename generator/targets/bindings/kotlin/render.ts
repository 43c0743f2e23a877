import { isDirectMember } from "../plan/unionParents.js";
import { defaultBindingNames } from "../../../options.js";
import { acceptsNull, deprecatesAny, renderContext, type RenderContext } from "../plan/renderContext.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { assertNever } from "../../../ir/model.js";
import type { AliasDeclaration, BindingPlan, EnumDeclaration, Field, MemberSelector, PlanResult, PlanType, RecordDeclaration, ShapeMember, UnionDeclaration } from "../plan/model.js";
import { kdoc, kotlinDeprecated, kotlinSafeName, kotlinString } from "./syntax.js";
import { assign, atom, body, call, flatText, ifElse, lambda, layout, maxLineLength, seq, when, type KotlinLayout } from "./layout.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { runtimeSource } from "./runtime.js";

/** The package every file declares by default (the option `bindings.kotlin.package` names another). */
export const kotlinPackage = defaultBindingNames.kotlin.package;

/**
 * The runtime the generated serializers call: a real Kotlin file, compiled with the bindings in the tests, shipped
 * under templates/ (read from the package root, so a built or installed package writes it too).
 */
/**
 * Kotlin data classes, enums, sealed interfaces and type aliases for kotlinx.serialization, from the
 * binding plan. Each type has a generated `KSerializer` (`@Serializable(with = X.Serializer::class)`)
 * that decodes the JSON tree strictly, with the JSON pointer of the first error, so the types work
 * with any `Json` configuration (`ignoreUnknownKeys` or not): open objects keep unknown keys in
 * `unlistedProperties`, closed ones reject them; integers are `Long`, other numbers `McpNumber`
 * (their JSON text); tagged unions decode by their tag, unions told apart by shape try their
 * members in the plan's order; `McpMessages.decode` reads any JSON-RPC message into its type by method.
 */
export function renderKotlin(plan: BindingPlan, pkg = kotlinPackage): { name: string; text: string }[] {
  const ctx: Context = { ...renderContext(plan, (n) => kotlinSafeName(n).text), pkg };
  const declared = plan.declarations.map((d) => renderDeclaration(d, ctx, renderers)).filter((x) => x !== "");
  // The generated code uses what it declares deprecated (serializers, unions, message tables): only a user's use should warn.
  const deprecates = deprecatesAny(plan);
  return [
    { name: "McpMessages.kt", text: withImports(pkg, renderMessages(plan, ctx), deprecates) },
    // The runtime is a real Kotlin file in the default package: its package line and descriptor names follow `pkg`.
    { name: "McpRuntime.kt", text: runtimeIn(pkg) },
    { name: "McpTypes.kt", text: withImports(pkg, declared.join("\n"), deprecates) },
  ];
}

/** The names a generated file may use, each imported only where it is used (ktlint rejects unused imports). */
const importable = [
  "kotlinx.serialization.KSerializer",
  "kotlinx.serialization.Serializable",
  "kotlinx.serialization.descriptors.SerialDescriptor",
  "kotlinx.serialization.descriptors.buildClassSerialDescriptor",
  "kotlinx.serialization.encoding.Decoder",
  "kotlinx.serialization.encoding.Encoder",
  "kotlinx.serialization.json.JsonArray",
  "kotlinx.serialization.json.JsonElement",
  "kotlinx.serialization.json.JsonNull",
  "kotlinx.serialization.json.JsonObject",
  "kotlinx.serialization.json.JsonPrimitive",
];

function withImports(pkg: string, code: string, suppressDeprecation: boolean): string {
  const suppress = suppressDeprecation ? '@file:Suppress("DEPRECATION")\n\n' : "";
  return `${suppress}package ${pkg}\n\n${kotlinImports(code)}\n\n${code}`;
}

/** The import lines of the names `code` uses (KDoc lines aside), of `importable` and `more`, in ktlint's order (`kotlin.*` after the rest). */
export function kotlinImports(code: string, more: readonly string[] = []): string {
  const bare = code.replace(/^\s*\*.*$/gm, "");
  const used = [...importable, ...more].filter((q) => new RegExp(`\\b${q.slice(q.lastIndexOf(".") + 1)}\\b`).test(bare));
  const ordered = [...used.filter((q) => !q.startsWith("kotlin.")), ...used.filter((q) => q.startsWith("kotlin."))];
  return ordered.map((q) => `import ${q}`).join("\n");
}

/** The wire runtime (a real Kotlin file in the default package) in package `pkg`: its package line and descriptor names. */
export function runtimeIn(pkg: string): string {
  return runtimeSource().replace(/^package .*$/m, `package ${pkg}`).replaceAll(`"${kotlinPackage}.`, `"${pkg}.`);
}

/** A constant as a Kotlin literal: a string, a boolean, a Long, or an `McpNumber` for a number with a fraction. */
export function kotlinLiteral(value: string | number | boolean): string {
  if (typeof value === "string") return kotlinString(value).text;
  if (typeof value === "boolean") return String(value);
  return Number.isInteger(value) ? `${value}L` : `McpNumber(${kotlinString(String(value)).text})`;
}

/** `pkg`: the package, which also prefixes each serializer's descriptor name. */
type Context = RenderContext & { pkg: string };

const kotlinTypes: TypeSpelling = {
  scalar: { string: "String", integer: "Long", number: "McpNumber", boolean: "Boolean" },
  json: "JsonElement",
  array: (items) => `List<${items}>`,
  map: (values) => `Map<String, ${values}>`,
  nullable: (type) => `${type}?`,
  aliases: "named",
};

function typeOf(t: PlanType, ctx: Context): string {
  return spellType(t, kotlinTypes, ctx);
}

/** A Kotlin expression decoding the JsonElement `e` as `t` (`depth` names nested lambda parameters). */
function decodeExpr(t: PlanType, e: string, ctx: Context, depth = 0): KotlinLayout {
  const x = `x${depth}`;
  switch (t.kind) {
    case "scalar":
      return call(`McpJson.${{ string: "str", integer: "long", number: "number", boolean: "bool" }[t.type]}`, [e]);
    case "json":
      return atom(e);
    case "literal":
      if (typeof t.value === "string") return call("McpJson.literal", [e, kotlinString(t.value).text]);
      if (typeof t.value === "boolean") return call("McpJson.literal", [e, String(t.value)]);
      return Number.isInteger(t.value) ? call("McpJson.literal", [e, `${t.value}L`]) : call("McpJson.number", [e]);
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return atom(e);
      if (d.kind === "alias") return ctx.shortAlias(d.name) ? decodeExpr(d.type, e, ctx, depth) : call(`decodeAlias${ctx.name(d.name)}`, [e]);
      return call(`${ctx.name(d.name)}.Serializer.decode`, [e]);
    }
    case "array":
      return call("McpJson.list", [e], lambda(x, decodeExpr(t.items, x, ctx, depth + 1)));
    case "map":
      return call("McpJson.map", [e], lambda(x, decodeExpr(t.values, x, ctx, depth + 1)));
    case "nullable":
      return call("McpJson.nullable", [e], lambda(x, decodeExpr(t.type, x, ctx, depth + 1)));
    default:
      return assertNever(t, "plan type");
  }
}

/** A Kotlin expression encoding the value `v` of type `t` as a JsonElement. */
function encodeExpr(t: PlanType, v: string, ctx: Context, depth = 0): KotlinLayout {
  const x = `x${depth}`;
  switch (t.kind) {
    case "scalar":
      return call(t.type === "number" ? "McpJson.encodeNumber" : "JsonPrimitive", [v]);
    case "json":
      return atom(v);
    case "literal":
      return call(typeof t.value === "number" && !Number.isInteger(t.value) ? "McpJson.encodeNumber" : "JsonPrimitive", [v]);
    case "ref": {
      const d = ctx.declarations.get(t.name);
      if (d === undefined) return atom(v);
      if (d.kind === "alias") return ctx.shortAlias(d.name) ? encodeExpr(d.type, v, ctx, depth) : call(`encodeAlias${ctx.name(d.name)}`, [v]);
      return call(`${ctx.name(d.name)}.Serializer.encode`, [v]);
    }
    case "array":
      return call("JsonArray", [call(`${v}.map`, [], lambda(x, encodeExpr(t.items, x, ctx, depth + 1)))]);
    case "map":
      return call("JsonObject", [call(`${v}.mapValues`, [], lambda(`(_, ${x})`, encodeExpr(t.values, x, ctx, depth + 1)))]);
    case "nullable":
      return call("McpJson.encodeNullable", [v], lambda(x, encodeExpr(t.type, x, ctx, depth + 1)));
    default:
      return assertNever(t, "plan type");
  }
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

function renderAlias(d: AliasDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const alias = `${kdoc(d.doc, "", { deprecated: d.deprecated }).text}${kotlinDeprecated(d.deprecated, d.deprecatedReason).text}typealias ${name} = ${typeOf(d.type, ctx)}\n`;
  if (ctx.shortAlias(d.name)) return alias;
  // A long alias chain is referred to by name: its decoder and encoder are named too.
  return [
    alias,
    `${layout(body(`internal fun decodeAlias${name}(e: JsonElement): ${name}`, decodeExpr(d.type, "e", ctx)), 0)}\n`,
    `${layout(body(`internal fun encodeAlias${name}(v: ${name}): JsonElement`, encodeExpr(d.type, "v", ctx)), 0)}\n`,
  ].join("\n");
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

/** `object Serializer`'s opening and the three members every generated serializer has. */
function serializerHead(name: string, decoded: string, pkg: string): string {
  return (
    `    object Serializer : KSerializer<${decoded}> {\n` +
    `${layout(assign("override val descriptor: SerialDescriptor", call("buildClassSerialDescriptor", [kotlinString(`${pkg}.${name}`).text])), 8)}\n\n` +
    `${layout(body(`override fun deserialize(decoder: Decoder): ${decoded}`, call("decode", [call("McpJson.element", ["decoder"])])), 8)}\n\n` +
    `${layout(body(`override fun serialize(encoder: Encoder, value: ${decoded})`, call("McpJson.write", ["encoder", call("encode", ["value"])])), 8)}\n\n`
  );
}

/**
 * A class header ending in `{`: `head` then the supertypes, beside it when they fit on its last line and the
 * header is one line (or there is one supertype), else one per line (ktlint's class signature).
 */
export function classHeader(head: string, supers: readonly string[]): string {
  if (supers.length === 0) return `${head} {`;
  const beside = `${head} : ${supers.join(", ")} {`;
  const lastLength = beside.length - beside.lastIndexOf("\n") - 1;
  if ((supers.length === 1 || !head.includes("\n")) && lastLength <= maxLineLength) return beside;
  if (head.includes("\n")) return `${head} : ${supers.join(",\n    ")} {`;
  return `${head} :\n    ${supers.join(",\n    ")} {`;
}

/** How a field's value is read: `required`, `optional`, or an overlay's leniency (onInvalid, null-absent). */
function readerOf(f: Field, r: RecordDeclaration, ctx: Context): string {
  if (f.required) return "required";
  if (f.onInvalid === "absent") return "optionalOrAbsent";
  return r.nullAbsent && !acceptsNull(f.type, ctx.declarations) ? "optionalNullAbsent" : "optional";
}

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  // An overlay's ignore: other keys are accepted but not kept.
  const keepsExtra = r.extra !== null && !r.dropsExtra;
  const fields = r.fields.map((f) => ({ f, id: kotlinSafeName(camel(f.words)).text }));
  const taken = new Set(fields.map((x) => x.id));
  let extra = "unlistedProperties";
  while (taken.has(extra)) extra += "_";
  const params = fields.map(({ f, id }) => {
    const t = typeOf(f.type, ctx);
    const literal = f.type.kind === "literal" ? f.type : undefined;
    const def = f.required ? (literal ? ` = ${kotlinLiteral(literal.value)}` : "") : " = null";
    return `${kdoc(f.doc, "    ", { deprecated: f.deprecated }).text}${kotlinDeprecated(f.deprecated, f.deprecatedReason, "    ").text}    val ${id}: ${t}${f.required ? "" : "?"}${def},`;
  });
  if (keepsExtra) params.push(`    /** Properties the schema does not list, written back after the listed ones. */\n    val ${extra}: JsonObject = JsonObject(emptyMap()),`);
  const checks = fields
    .filter(({ f }) => f.type.kind === "literal" && (typeof f.type.value !== "number" || Number.isInteger(f.type.value)))
    .map(({ f, id }) => {
      const value = (f.type as { value: string | number | boolean }).value;
      const lit = typeof value === "string" ? kotlinString(value).text : typeof value === "boolean" ? String(value) : `${value}L`;
      const cond = f.required ? `${id} == ${lit}` : `${id} == null || ${id} == ${lit}`;
      return layout(call("require", [cond], lambda("", kotlinString(`${f.wire} must be ${JSON.stringify(value)}`).text)), 8);
    });
  const parents = (ctx.parents.get(r.name) ?? []).map((p) => ctx.name(p));
  const args = fields.map(({ f, id }) => {
    const fn = readerOf(f, r, ctx);
    return layout(seq(`${id} = `, call(`McpJson.${fn}`, ["o", kotlinString(f.wire).text], lambda("x", decodeExpr(f.type, "x", ctx, 1)))), 16, 1) + ",";
  });
  if (keepsExtra) args.push(`                ${extra} = McpJson.unlisted(o, listed),`);
  const puts = fields.map(({ f, id }) => {
    const target = `out[${kotlinString(f.wire).text}]`;
    return f.required
      ? layout(assign(target, encodeExpr(f.type, `value.${id}`, ctx, 1)), 12)
      : layout(call(`value.${id}?.let`, [], lambda("x", assign(target, encodeExpr(f.type, "x", ctx, 1)))), 12);
  });
  if (keepsExtra) puts.push(`            for ((k, v) in value.${extra}) if (k !in out) out[k] = v`);
  const hasParams = params.length > 0;
  const head = classHeader(hasParams ? `data class ${name}(\n${params.join("\n")}\n)` : `class ${name}`, parents);
  const init = checks.length > 0 ? `    init {\n${checks.join("\n")}\n    }\n\n` : "";
  const equality = hasParams ? "" : `    override fun equals(other: Any?): Boolean = other is ${name}\n\n    override fun hashCode(): Int = ${kotlinString(name).text}.hashCode()\n\n`;
  return (
    `${kdoc(r.doc, "", { deprecated: r.deprecated }).text}${kotlinDeprecated(r.deprecated, r.deprecatedReason).text}@Serializable(with = ${name}.Serializer::class)\n${head}\n${init}${equality}` +
    serializerHead(name, name, ctx.pkg) +
    `${layout(assign("private val listed", call("setOf<String>", r.fields.map((f) => kotlinString(f.wire).text))), 8)}\n\n` +
    `        fun decode(e: JsonElement): ${name} {\n            val o = McpJson.obj(e)\n` +
    (r.extra === null ? `            McpJson.closed(o, listed)\n` : "") +
    `            return ${name}(${args.length ? `\n${args.join("\n")}\n            ` : ""})\n        }\n\n` +
    `        fun encode(value: ${name}): JsonObject {\n            val out = LinkedHashMap<String, JsonElement>()\n${puts.join("\n")}${puts.length ? "\n" : ""}            return JsonObject(out)\n        }\n    }\n}\n`
  );
}

function renderEnum(e: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(e.name);
  // ktlint wants an empty line before an annotated declaration that follows another.
  const constants = e.values.map(
    (v, i) => `${v.deprecated && i > 0 ? "\n" : ""}${kotlinDeprecated(v.deprecated, v.deprecatedReason, "    ").text}${layout(call(kotlinSafeName(v.words.map((w) => w.toUpperCase()).join("_")).text, [kotlinString(v.wire).text]), 4, 1)},\n`,
  );
  return (
    `${kdoc(e.doc, "", { deprecated: e.deprecated }).text}${kotlinDeprecated(e.deprecated, e.deprecatedReason).text}@Serializable(with = ${name}.Serializer::class)\nenum class ${name}(val wire: String) {\n${constants.join("")}    ;\n\n` +
    serializerHead(name, name, ctx.pkg) +
    `${layout(body(`fun decode(e: JsonElement): ${name}`, call("McpJson.oneOf", [call("McpJson.str", ["e"]), "entries"], lambda("", "it.wire"))), 8)}\n\n` +
    `${layout(body(`fun encode(value: ${name}): JsonElement`, call("JsonPrimitive", ["value.wire"])), 8)}\n    }\n}\n`
  );
}

/**
 * The Kotlin test that a JsonElement `x` has the wire type (and string tags) a shape member needs,
 * and, with `evidence`, one of the member's evidence keys (without one it is tried again last).
 */
function wireTest(m: ShapeMember, evidence: boolean): KotlinLayout {
  const tags = m.literals.filter((l) => typeof l.value === "string").map((l) => call("McpJson.hasTag", ["x", kotlinString(l.property).text, kotlinString(l.value as string).text]));
  if (evidence && m.evidenceKeys.length > 0) tags.push(call("McpJson.hasAnyKey", ["x", ...m.evidenceKeys.map((k) => kotlinString(k).text)]));
  const and = (tests: KotlinLayout[]) => seq(...tests.flatMap((t, i) => (i === 0 ? [t] : [atom(" && "), t])));
  if (m.wire === "object" && tags.length > 0) return and(tags);
  const base = {
    object: "x is JsonObject",
    array: "x is JsonArray",
    string: "McpJson.isString(x)",
    integer: "McpJson.isNumber(x)",
    number: "McpJson.isNumber(x)",
    boolean: "McpJson.isBoolean(x)",
    null: "x is JsonNull",
    any: "true",
  }[m.wire];
  return and([atom(base), ...tags]);
}

/** `test ? decode : null`, first asking what the value's selecting property says (`ShapeMember.selector`). */
function attempt(m: ShapeMember, test: KotlinLayout, decode: KotlinLayout): KotlinLayout {
  const tried = ifElse(test, decode, "null");
  return m.selector ? ifElse(selects(m.selector), tried, "null") : tried;
}

/** Whether `x` may be the member or result `s` guards: `McpJson.says`, negated for those taken only when it does not say it. */
function selects(s: MemberSelector): KotlinLayout {
  const says = call("McpJson.says", ["x", ...[s.property, s.value, s.absent].map((v) => kotlinString(v).text)]);
  return s.equals ? says : seq(atom("!"), says);
}

function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const parents = (ctx.parents.get(d.name) ?? []).map((p) => ctx.name(p));
  const doc = kdoc(d.doc, "", { deprecated: d.deprecated }).text + kotlinDeprecated(d.deprecated, d.deprecatedReason).text;
  const head = `${doc}@Serializable(with = ${name}.Serializer::class)\n${classHeader(`sealed interface ${name}`, parents)}\n`;
  const encode = (branches: { condition: string; body: KotlinLayout }[]) => `${layout(body(`fun encode(value: ${name}): JsonElement`, when("value", branches)), 8)}\n    }\n}\n`;
  if (d.union.kind === "tagged") {
    const u = d.union;
    const pointer = kotlinString(`/${u.property.replace(/~/g, "~0").replace(/\//g, "~1")}`).text;
    const cases = u.members.map((m) => ({ condition: kotlinString(m.value).text, body: call(`${ctx.name(m.name)}.Serializer.decode`, ["o"]) }));
    cases.push({ condition: "else", body: seq("throw ", call("McpDecodingException", [pointer, `"unknown tag " + JsonPrimitive(tag)`])) });
    const subject = `val tag = ${flatText(call("McpJson.required", ["o", kotlinString(u.property).text], lambda("x", call("McpJson.str", ["x"]))))}`;
    return (
      head +
      serializerHead(name, name, ctx.pkg) +
      `        fun decode(e: JsonElement): ${name} {\n            val o = McpJson.obj(e)\n${layout(seq("return ", when(subject, cases)), 12)}\n        }\n\n` +
      encode(u.members.map((m) => ({ condition: `is ${ctx.name(m.name)}`, body: call(`${ctx.name(m.name)}.Serializer.encode`, ["value"]) })))
    );
  }
  const members = d.union.members;
  if (members.length === 0) return `${doc}typealias ${name} = JsonElement\n`;
  const wrappers: string[] = [];
  const tries: KotlinLayout[] = [];
  const encodes: { condition: string; body: KotlinLayout }[] = [];
  // A member with evidence keys is tried in its place when the value holds one, else after all the others.
  const fallbacks: KotlinLayout[] = [];
  for (const m of members) {
    if (isDirectMember(m, ctx.declarations)) {
      const member = ctx.name((m.type as { name: string }).name);
      tries.push(lambda("x", attempt(m, wireTest(m, true), call(`${member}.Serializer.decode`, ["x"]))));
      if (m.evidenceKeys.length > 0) fallbacks.push(lambda("x", attempt(m, wireTest(m, false), call(`${member}.Serializer.decode`, ["x"]))));
      encodes.push({ condition: `is ${member}`, body: call(`${member}.Serializer.encode`, ["value"]) });
    } else {
      const variant = kotlinSafeName(`${m.variant}Value`).text;
      // ktlint keeps the constructor on one line while it fits, the supertype then going to the next.
      const ctor = `    data class ${variant}(val value: ${typeOf(m.type, ctx)})`;
      const declared =
        ctor.length + name.length + 3 <= maxLineLength
          ? `${ctor} : ${name}`
          : ctor.length + 2 <= maxLineLength
            ? `${ctor} :\n        ${name}`
            : `    data class ${variant}(\n        val value: ${typeOf(m.type, ctx)},\n    ) : ${name}`;
      wrappers.push(`    /** The ${m.variant} member. */\n${declared}\n`);
      tries.push(lambda("x", attempt(m, wireTest(m, true), call(variant, [decodeExpr(m.type, "x", ctx, 1)]))));
      if (m.evidenceKeys.length > 0) fallbacks.push(lambda("x", attempt(m, wireTest(m, false), call(variant, [decodeExpr(m.type, "x", ctx, 1)]))));
      encodes.push({ condition: `is ${variant}`, body: encodeExpr(m.type, "value.value", ctx, 1) });
    }
  }
  return (
    head +
    wrappers.join("\n") +
    (wrappers.length ? "\n" : "") +
    serializerHead(name, name, ctx.pkg) +
    `        /** The first member, in order, whose JSON type matches and that decodes; else the first member's error. */\n` +
    `${layout(body(`fun decode(e: JsonElement): ${name}`, call(`McpJson.firstOf<${name}>`, ["e", ...tries, ...fallbacks])), 8)}\n\n` +
    encode(encodes)
  );
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  const isRecord = (n: string) => ctx.declarations.get(n)?.kind === "record" || ctx.declarations.get(n)?.kind === "union";
  const env = (k: "request" | "notification" | "result" | "error") => (m && isRecord(m.envelopes[k]) ? `${ctx.name(m.envelopes[k])}.Serializer.decode(o)` : `o`);
  const byMethod = (fn: "request" | "notification", list: { method: string; message: string }[]) => {
    const cases = list.filter((x) => isRecord(x.message)).map((x) => ({ condition: kotlinString(x.method).text, body: call(`${ctx.name(x.message)}.Serializer.decode`, ["o"]) }));
    cases.push({ condition: "else", body: call("unknownMethod", ["name", env(fn)]) });
    return layout(body(`private fun ${fn}(o: JsonObject, name: String): Any`, when("name", cases)), 4);
  };
  // A method whose response may hold other results tries them in order (`PlanMethod.results`), each only when its
  // selector admits the value (resultType decides); none decoding is the first tried one's error (`firstOf`'s).
  const resultCases = (m?.requests ?? [])
    .filter((x) => x.result && isRecord(x.result))
    .map((x) => {
      const results = x.results.filter((r) => isRecord(r.name));
      const decode = (r: PlanResult) => {
        const read = call(`${ctx.name(r.name)}.Serializer.decode`, ["x"]);
        return lambda("x", r.selector ? ifElse(selects(r.selector), read, "null") : read);
      };
      const own = results.length < 2 ? call(`${ctx.name(x.result!)}.Serializer.decode`, ["result"]) : call("McpJson.firstOf<Any>", ["result", ...results.map(decode)]);
      return { condition: kotlinString(x.method).text, body: own };
    });
  resultCases.push({ condition: "else", body: atom("null") });
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
            return if (o.containsKey("id")) request(o, name) else notification(o, name)
        }
        if (o.containsKey("result")) return ${env("result")}
        if (o.containsKey("error")) return ${env("error")}
        throw McpDecodingException("", "not a JSON-RPC message: no method, result or error")
    }

    /**
     * The \`result\` of a response to a request for [method], typed: as the method's result type, or as another
     * result its response may hold (tried after it, in order; where the version's \`resultType\` decides, only those
     * it admits; when none decodes, the error is the first tried one's); null for a method the schema does not know.
     */
${layout(body("fun decodeResult(method: String, result: JsonElement): Any?", when("method", resultCases)), 4)}

${byMethod("request", m?.requests ?? [])}

${byMethod("notification", m?.notifications ?? [])}

    /** A method the schema does not know, once its [envelope] decoded: an error at \`/method\`. */
    @Suppress("UNUSED_PARAMETER")
    private fun unknownMethod(name: String, envelope: Any): Nothing =
        throw McpDecodingException("/method", "unknown method " + JsonPrimitive(name))
}
`;
}
