
import { isDirectMember } from "../plan/unionParents.js";
import { defaultBindingNames } from "../../../options.js";
import { deprecatesAny, renderContext, unaliased, type RenderContext } from "../plan/renderContext.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import type { BindingPlan, EnumDeclaration, MemberSelector, PlanMethod, PlanType, RecordDeclaration, ShapeMember, UnionDeclaration } from "../plan/model.js";
import { csharpDoc, csharpObsolete, csharpSafeName, csharpString } from "./syntax.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";

export const csharpNamespace = defaultBindingNames.csharp.namespace;

/**
 * C# records and interfaces for System.Text.Json (.NET 9+: `JsonStringEnumMemberName`), from the binding plan. Required fields are
 * `required` + `[JsonRequired]`, optional ones nullable and not written when null; open objects keep
 * unknown keys in `[JsonExtensionData]`, closed ones `Disallow` them; integers are `long`, numbers
 * `decimal` (its scale keeps `1.0`); a union is an interface with a `JsonConverter` that picks the
 * member by its tag, or tries the members in the plan's order; `McpMessages.Decode` reads any
 * JSON-RPC message into its type by method.
 */
export function renderCsharp(plan: BindingPlan, namespace = csharpNamespace): { name: string; text: string }[] {
  const ctx = renderContext(plan, (n) => csharpSafeName(n).text);
  const body = plan.declarations.map((d) => renderDeclaration(d, ctx, renderers)).filter((x) => x !== "");
  // The file uses what it marks obsolete (converters, message tables): only a user's use should warn.
  const pragma = deprecatesAny(plan) ? "#pragma warning disable CS0612, CS0618\n" : "";
  // An overlay's onInvalid needs the converter that reads a value that does not decode as absent.
  const loosened = plan.declarations.some((d) => d.kind === "record" && d.fields.some((f) => f.onInvalid === "absent"));
  if (loosened) body.push(absentOnInvalidSource());
  const head = `#nullable enable\n${pragma}\nusing System;\nusing System.Collections.Generic;\nusing System.Text.Json;\nusing System.Text.Json.Serialization;\n\nnamespace ${namespace};\n\n`;
  return [{ name: "McpTypes.cs", text: `${head}${body.join("\n")}\n${renderMessages(plan, ctx)}` }];
}

type Context = RenderContext;

const csharpTypes: TypeSpelling = {
  scalar: { string: "string", integer: "long", number: "decimal", boolean: "bool" },
  json: "JsonElement",
  array: (items) => `List<${items}>`,
  map: (values) => `Dictionary<string, ${values}>`,
  nullable: (type) => `${type}?`,
  aliases: "inline",
};

function typeOf(t: PlanType, ctx: Context): string {
  return spellType(t, csharpTypes, ctx);
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

function renderAlias(): string {
  // C# has no type aliases that fit: a reference to one is written as the aliased type.
  return "";
}

const pascal = (words: readonly string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  const taken = new Set<string>([name]);
  const members = r.fields.map((f) => {
    let id = csharpSafeName(pascal(f.words)).text;
    // A member may not share its record's name.
    while (taken.has(id)) id += "_";
    taken.add(id);
    const t = typeOf(f.type, ctx);
    const attrs = [`[JsonPropertyName(${csharpString(f.wire).text})]`];
    let decl: string;
    if (f.required) {
      attrs.push("[JsonRequired]");
      const literal = f.type.kind === "literal" ? f.type.value : undefined;
      const init = literal === undefined ? "" : ` = ${typeof literal === "string" ? csharpString(literal).text : typeof literal === "boolean" ? String(literal) : `${literal}`};`;
      decl = literal === undefined ? `public required ${t} ${id} { get; init; }` : `public ${t} ${id} { get; init; }${init}`;
    } else {
      attrs.push("[JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]");
      // An overlay's onInvalid: a value that does not decode reads as absent (the runtime's converter).
      if (f.onInvalid === "absent") attrs.push(`[JsonConverter(typeof(McpAbsentOnInvalid<${converted(f.type, ctx)}>))]`);
      decl = `public ${t.endsWith("?") ? t : `${t}?`} ${id} { get; init; }`;
    }
    return `${csharpDoc(f.doc, "    ", f.deprecated)}${csharpObsolete(f.deprecated, f.deprecatedReason, "    ")}    ${attrs.join(" ")}\n    ${decl}\n`;
  });
  let extra = "UnlistedProperties";
  while (taken.has(extra)) extra += "_";
  // An overlay's ignore: no extension data, so System.Text.Json skips the keys the record does not list.
  if (r.extra !== null && !r.dropsExtra) members.push(`    /// <summary>Properties the schema does not list, written back after the listed ones.</summary>\n    [JsonExtensionData]\n    public Dictionary<string, JsonElement>? ${extra} { get; set; }\n`);
  const parents = ctx.parents.get(r.name) ?? [];
  const bases = parents.length ? ` : ${parents.map((p) => ctx.name(p)).join(", ")}` : "";
  const closed = r.extra === null ? "[JsonUnmappedMemberHandling(JsonUnmappedMemberHandling.Disallow)]\n" : "";
  return `${csharpDoc(r.doc, "", r.deprecated)}${csharpObsolete(r.deprecated, r.deprecatedReason)}${closed}public sealed record ${name}${bases}\n{\n${members.join("\n")}}\n`;
}

/**
 * The type a property's converter converts: a value type as the property spells it (`long?` is `Nullable<long>`), a
 * reference type without `?` (C# refuses a nullable reference type in `typeof`).
 */
function converted(t: PlanType, ctx: Context): string {
  const spelled = typeOf(t, ctx);
  const u = unaliased(t, ctx.declarations);
  const valueType =
    (u.kind === "scalar" && u.type !== "string") ||
    (u.kind === "literal" && typeof u.value !== "string") ||
    u.kind === "json" ||
    (u.kind === "ref" && ctx.declarations.get(u.name)?.kind === "enum");
  const bare = spelled.endsWith("?") ? spelled.slice(0, -1) : spelled;
  return valueType ? `${bare}?` : bare;
}

/** The runtime converter of `converted` properties, a real C# class shipped under templates/ (the file's usings apply). */
const absentOnInvalidSource = () => runtimeFile("bindings/csharp/McpAbsentOnInvalid.cs");

function renderEnum(e: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(e.name);
  const taken = new Set<string>();
  const values = e.values.map((v) => {
    let id = csharpSafeName(pascal(v.words)).text;
    while (taken.has(id)) id += "_";
    taken.add(id);
    return `${csharpObsolete(v.deprecated, v.deprecatedReason, "    ")}    [JsonStringEnumMemberName(${csharpString(v.wire).text})]\n    ${id},`;
  });
  return `${csharpDoc(e.doc, "", e.deprecated)}${csharpObsolete(e.deprecated, e.deprecatedReason)}[JsonConverter(typeof(JsonStringEnumConverter<${name}>))]\npublic enum ${name}\n{\n${values.join("\n")}\n}\n`;
}

/** The C# test that `root` may be the member: its JSON type, string tags and, with `evidence`, one of its evidence keys. */
function wireTest(m: ShapeMember, index: number, evidence = true): string {
  const kind = { object: "Object", array: "Array", string: "String", integer: "Number", number: "Number", boolean: "True or JsonValueKind.False", null: "Null" }[m.wire as string] ?? "Undefined";
  const base = `root.ValueKind is JsonValueKind.${kind}`;
  const literals = m.literals
    .filter((l) => typeof l.value === "string")
    // `out var` names leak into the method's scope: one name per member and literal.
    .map((l, j) => ` && root.TryGetProperty(${csharpString(l.property).text}, out var p${index}_${j}) && p${index}_${j}.ValueKind == JsonValueKind.String && p${index}_${j}.GetString() == ${csharpString(l.value as string).text}`);
  const keys = evidence && m.evidenceKeys.length > 0 ? [` && (${m.evidenceKeys.map((k) => `root.TryGetProperty(${csharpString(k).text}, out _)`).join(" || ")})`] : [];
  // What the value's selecting property says decides whether the member may be taken (`ShapeMember.selector`).
  const selected = m.selector ? ` && ${resultSelector(m.selector, "McpMessages.")}.Admits(root)` : "";
  return `(${base}${literals.join("")}${keys.join("")}${selected})`;
}

/** The runtime's `McpMessages.ResultSelector` for `s` (`qualifier` outside `McpMessages`): a union member's or a method result's guard. */
function resultSelector(s: MemberSelector, qualifier = ""): string {
  return `new ${qualifier}ResultSelector(${[s.property, s.value, s.absent].map((v) => csharpString(v).text).join(", ")}, ${s.equals ? "true" : "false"})`;
}

function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const parents = ctx.parents.get(d.name) ?? [];
  const bases = parents.length ? ` : ${parents.map((p) => ctx.name(p)).join(", ")}` : "";
  const converter = `${name}Converter`;
  const doc = csharpDoc(d.doc, "", d.deprecated) + csharpObsolete(d.deprecated, d.deprecatedReason);
  const write = `    public override void Write(Utf8JsonWriter writer, ${name} value, JsonSerializerOptions options) =>\n        JsonSerializer.Serialize(writer, value, value.GetType(), options);\n`;
  if (d.union.kind === "tagged") {
    const u = d.union;
    const cases = u.members.map((m) => `            ${csharpString(m.value).text} => root.Deserialize<${ctx.name(m.name)}>(options)!,`);
    return (
      `${doc}[JsonConverter(typeof(${converter}))]\npublic interface ${name}${bases}\n{\n}\n\n` +
      `/// <summary>Reads a ${name} by its <c>${u.property.replace(/[^A-Za-z0-9_]/g, "")}</c> tag.</summary>\npublic sealed class ${converter} : JsonConverter<${name}>\n{\n` +
      `    public override ${name} Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)\n    {\n` +
      `        using var document = JsonDocument.ParseValue(ref reader);\n        var root = document.RootElement;\n` +
      `        if (root.ValueKind != JsonValueKind.Object || !root.TryGetProperty(${csharpString(u.property).text}, out var tag) || tag.ValueKind != JsonValueKind.String)\n        {\n            throw new JsonException(${csharpString(`${name}: expected an object with a string ${u.property}`).text});\n        }\n` +
      `        return tag.GetString() switch\n        {\n${cases.join("\n")}\n            _ => throw new JsonException(${csharpString(`${name}: unknown ${u.property} `).text} + tag.GetRawText()),\n        };\n    }\n\n${write}}\n`
    );
  }
  const wrappers: string[] = [];
  const tries: string[] = [];
  // A member with evidence keys is tried in its place when the value holds one, else after all the others.
  const fallbacks: string[] = [];
  const count = d.union.members.length;
  for (const [index, m] of d.union.members.entries()) {
    if (isDirectMember(m, ctx.declarations)) {
      const attempt = (test: string) => `        if ${test}\n        {\n            try { return root.Deserialize<${ctx.name((m.type as { name: string }).name)}>(options)!; } catch (JsonException e) { first ??= e; }\n        }`;
      tries.push(attempt(wireTest(m, index)));
      if (m.evidenceKeys.length > 0) fallbacks.push(attempt(wireTest(m, count + index, false)));
    } else {
      const variant = csharpSafeName(`${m.variant}Value`).text;
      wrappers.push(`/// <summary>The ${m.variant} member of ${name}.</summary>\npublic sealed record ${name}${variant}(${typeOf(m.type, ctx)} Value) : ${name};\n`);
      const attempt = (test: string) =>
        `        if ${test}\n        {\n            try { return new ${name}${variant}(root.Deserialize<${typeOf(m.type, ctx)}>(options)!); } catch (JsonException e) { first ??= e; } catch (FormatException e) { first ??= new JsonException(e.Message); }\n        }`;
      tries.push(attempt(wireTest(m, index)));
      if (m.evidenceKeys.length > 0) fallbacks.push(attempt(wireTest(m, count + index, false)));
    }
  }
  tries.push(...fallbacks);
  const guarded = d.union.members.some((m) => m.selector);
  const writeShape = wrappers.length
    ? `    public override void Write(Utf8JsonWriter writer, ${name} value, JsonSerializerOptions options)\n    {\n${d.union.members
        .filter((m) => !isDirectMember(m, ctx.declarations))
        .map((m, i) => `        if (value is ${name}${csharpSafeName(`${m.variant}Value`).text} v${i}) { JsonSerializer.Serialize(writer, v${i}.Value, options); return; }`)
        .join("\n")}\n        JsonSerializer.Serialize(writer, value, value.GetType(), options);\n    }\n`
    : write;
  return (
    `${doc}[JsonConverter(typeof(${converter}))]\npublic interface ${name}${bases}\n{\n}\n\n${wrappers.join("\n")}${wrappers.length ? "\n" : ""}` +
    `/// <summary>Reads a ${name}: the first member, in order, whose JSON type matches${guarded ? ", that its ResultSelector admits" : ""} and that decodes.</summary>\npublic sealed class ${converter} : JsonConverter<${name}>\n{\n` +
    `    public override ${name} Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)\n    {\n` +
    `        using var document = JsonDocument.ParseValue(ref reader);\n        var root = document.RootElement;\n        JsonException? first = null;\n${tries.join("\n")}\n` +
    `        throw first ?? new JsonException(${csharpString(`${name}: matches no member`).text});\n    }\n\n${writeShape}}\n`
  );
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  const isType = (n: string) => ctx.declarations.get(n)?.kind === "record" || ctx.declarations.get(n)?.kind === "union";
  const cases = (list: { method: string; message: string }[]) =>
    list.filter((x) => isType(x.message)).map((x) => `                ${csharpString(x.method).text} => root.Deserialize<${ctx.name(x.message)}>(options),`);
  const env = (k: "request" | "notification" | "result" | "error") => (m && isType(m.envelopes[k]) ? `root.Deserialize<${ctx.name(m.envelopes[k])}>(options)` : "null");
  return `/// <summary>
/// Any JSON-RPC message into its type, like TypeScript's parseMessage: a request or notification into the
/// definition its method names, a response into the result or error envelope; null for an unknown method.
/// </summary>
public static class McpMessages
{
    public static object? Decode(string json, JsonSerializerOptions? options = null)
    {
        using var document = JsonDocument.Parse(json);
        var root = document.RootElement;
        if (root.ValueKind != JsonValueKind.Object)
        {
            throw new JsonException("not a JSON-RPC message: not an object");
        }
        if (root.TryGetProperty("method", out var method) && method.ValueKind == JsonValueKind.String)
        {
            if (root.TryGetProperty("id", out _))
            {
                return method.GetString() switch
                {
${cases(m?.requests ?? []).map((c) => `    ${c}`).join("\n")}
                    _ => null,
                };
            }
            return method.GetString() switch
            {
${cases(m?.notifications ?? []).join("\n")}
                _ => null,
            };
        }
        if (root.TryGetProperty("result", out _))
        {
            return ${env("result")};
        }
        if (root.TryGetProperty("error", out _))
        {
            return ${env("error")};
        }
        return null;
    }

    /// <summary>
    /// The result of a response to a request for <paramref name="method"/>, typed: as the method's result type, or as
    /// another result its response may hold (tried after it, in order; where the version's resultType decides, only
    /// those it admits); when none decodes, the first tried one's error. Null for a method the schema does not know.
    /// </summary>
    public static object? DecodeResult(string method, string json, JsonSerializerOptions? options = null)
    {
        using var document = JsonDocument.Parse(json);
        var root = document.RootElement;
        return method switch
        {
${resultCases(m?.requests ?? [], isType, ctx).join("\n")}
            _ => null,
        };
    }

    /// <summary>
    /// When a result may be read as one of a method's result types (or a union's member): only when its Property
    /// (absent: Absent) is Value (Equal) or is not (!Equal). A result's resultType says which it is (the spec's prose).
    /// </summary>
    public sealed record ResultSelector(string Property, string Value, string Absent, bool Equal)
    {
        /// <summary>Whether the result may be read as the type this guards; a value that is no object is tried as every type.</summary>
        public bool Admits(JsonElement result)
        {
            if (result.ValueKind != JsonValueKind.Object)
            {
                return true;
            }
            string? says = Absent;
            if (result.TryGetProperty(Property, out var property))
            {
                says = property.ValueKind == JsonValueKind.String ? property.GetString() : null;
            }
            return (says == Value) == Equal;
        }
    }

    /// <summary>The first of the results, in order, that its selector (if any) admits and that decodes; else the first tried one's error.</summary>
    private static object? FirstResult(JsonElement root, JsonSerializerOptions? options, params (Type Type, ResultSelector? Selector)[] results)
    {
        JsonException? first = null;
        foreach (var (type, selector) in results)
        {
            if (selector is not null && !selector.Admits(root))
            {
                continue;
            }
            try { return root.Deserialize(type, options); }
            catch (JsonException e) { first ??= e; }
        }
        throw first ?? new JsonException("matches no result of the method");
    }
}
`;
}

/** \`DecodeResult\`'s cases: a method's one result read, or its results (\`PlanMethod.results\`) each with its selector. */
function resultCases(requests: readonly PlanMethod[], isType: (n: string) => boolean, ctx: Context): string[] {
  return requests.flatMap((r) => {
    const results = r.result !== null && isType(r.result) ? r.results.filter((x) => isType(x.name)) : [];
    if (results.length === 0) return [];
    const label = `            ${csharpString(r.method).text} =>`;
    if (results.length === 1) return [`${label} root.Deserialize<${ctx.name(results[0]!.name)}>(options),`];
    const rows = results.map((x, i) => `                (typeof(${ctx.name(x.name)}), ${x.selector ? resultSelector(x.selector) : "null"})${i < results.length - 1 ? "," : "),"}`);
    return [`${label} FirstResult(`, "                root,", "                options,", ...rows];
  });
}
