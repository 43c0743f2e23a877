import { assertNever } from "../../../ir/model.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningField, SpanningPlan } from "../plan/spanVersions.js";
import { onlyInNote, spannedEnumValues, spanRenderContext, spanTypeContext, taggedParents, taggedRecords, type SpanRenderContext, type SpanningRecord, type SpanningTagged } from "../plan/spanFacts.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { commentLines } from "../syntax/text.js";
import type { RenderedFile } from "../language.js";
import { csharpDoc, csharpDocElement, csharpObsolete, csharpSafeName, csharpString } from "./syntax.js";

/** The spanning runtime's names (templates/bindings/csharp-spanning/McpSpanning.cs): a declaration spelling one gets `_`. */
const runtimeNames = new Set(["IMcpSpanning", "McpSpanning", "McpVersionsAttribute", "McpVersions", "McpConstantAttribute", "McpConstant", "McpVersionException", "McpTaggedConverter"]);

interface Context extends SpanRenderContext {
  /** The spanning declarations for `spellType`, made once. */
  types: ReturnType<typeof spanTypeContext>;
  /** Version -> the namespace of its wire types (`ModelContextProtocol.Schema.v2026_07_28`). */
  namespaces: ReadonlyMap<string, string>;
  /** Record -> the tagged unions (interfaces) it is a member of. */
  parents: ReadonlyMap<string, string[]>;
}

/**
 * The spanning plan as C# in `namespace` over the versions' wire namespaces (rendered by the caller): `McpTypes.cs`,
 * a sealed record per construct with an init property per key any version has (its XML doc names the versions that
 * have it), and `McpSpanning.cs`, the runtime (`McpSpanning.Decode<T>`, `Encode`: each version's wire types check
 * every message).
 */
export function renderCsharpSpanning(spanned: SpanningPlan, plans: readonly BindingPlan[], namespace: string, namespaces: ReadonlyMap<string, string>): RenderedFile[] {
  const base = spanRenderContext(spanned, plans);
  const ctx: Context = { ...base, types: spanTypeContext(base, csName), namespaces, parents: taggedParents(spanned.declarations, base.byName) };
  const body = spanned.declarations.map((d) => renderDeclaration(d, ctx)).filter((x) => x !== "");
  const head = [
    "#nullable enable",
    // The file uses what it marks obsolete (the wire table): only a user's use should warn.
    "#pragma warning disable CS0612, CS0618",
    "",
    "using System;",
    "using System.Collections.Generic;",
    "using System.Text.Json;",
    "using System.Text.Json.Serialization;",
    "",
    `namespace ${namespace};`,
    "",
  ].join("\n");
  const runtime = runtimeFile("bindings/csharp-spanning/McpSpanning.cs").replace(/^namespace .*;$/m, `namespace ${namespace};`);
  return [
    { name: "McpTypes.cs", text: `${head}\n${body.join("\n")}\n${wireTable(spanned, ctx)}` },
    { name: "McpSpanning.cs", text: runtime },
  ];
}

/** The C# name of a declaration in the spanning namespace. */
function csName(name: string): string {
  return csharpSafeName(runtimeNames.has(name) ? `${name}_` : name).text;
}

/** The C# name of a declaration in a version's wire namespace (`csharp/render.ts`'s rule), fully qualified. */
function wireName(name: string, version: string, ctx: Context): string {
  return `global::${ctx.namespaces.get(version)!}.${csharpSafeName(name).text}`;
}

const pascal = (words: readonly string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

/** `<summary>` of the doc, then `<remarks>` with what only some versions have. */
function docOf(doc: string | undefined, note: string | undefined, indent: string): string {
  return csharpDoc(doc, indent) + (note === undefined ? "" : csharpDocElement("remarks", commentLines(note), indent));
}

function obsolete(deprecation: { reason?: string } | undefined, indent = ""): string {
  return csharpObsolete(deprecation !== undefined, deprecation?.reason, indent);
}

function versionsAttribute(versions: readonly string[]): string {
  return `[McpVersions(${versions.map((v) => csharpString(v).text).join(", ")})]`;
}

function renderDeclaration(d: SpanningDeclaration, ctx: Context): string {
  const name = csName(d.name);
  const head = `${docOf(d.doc, onlyInNote(d.versions, ctx.versions), "")}${obsolete(ctx.facts.deprecated(d.name))}`;
  switch (d.kind) {
    case "record":
      return renderRecord(d, name, head, ctx);
    case "enum":
      return renderEnum(d, name, head, ctx);
    case "tagged":
      return renderTagged(d, name, head, ctx);
    case "shape":
    case "alias":
      // No C# type: a reference is spelled as what it stands for (a shape union as any JSON: the version's wire type chose the member).
      return "";
    default:
      return assertNever(d, "spanning declaration");
  }
}

/** The C# type of a plan type: records, enums and tagged unions by name; shape unions and nullable values any JSON; aliases written out. */
function spell(t: PlanType, ctx: Context): string {
  const spelling: TypeSpelling = {
    scalar: { string: "string", integer: "long", number: "decimal", boolean: "bool" },
    json: "JsonElement",
    array: (items) => `List<${items}>`,
    map: (values) => `Dictionary<string, ${values}>`,
    nullable: () => "JsonElement",
    aliases: "inline",
    // A union is a type here only when it is tagged and every tag names one record.
    declared: (d) => {
      const own = ctx.byName.get(d.name);
      return d.kind === "union" && !(own?.kind === "tagged" && taggedRecords(own, ctx.byName)) ? "JsonElement" : undefined;
    },
  };
  return spellType(t, spelling, ctx.types);
}

function literalText(value: string | number | boolean): string {
  return typeof value === "string" ? csharpString(value).text : String(value);
}

function renderRecord(r: SpanningRecord, name: string, head: string, ctx: Context): string {
  const taken = new Set<string>([name]);
  const members = r.fields.map((f) => {
    let id = csharpSafeName(pascal(f.words)).text;
    while (taken.has(id)) id += "_";
    taken.add(id);
    return property(r, f, id, ctx);
  });
  let extra = "UnlistedProperties";
  while (taken.has(extra)) extra += "_";
  members.push(
    `    /// <summary>Members that are not properties of the version decoded, written back after the listed ones.</summary>\n    [JsonExtensionData]\n    public Dictionary<string, JsonElement>? ${extra} { get; set; }\n`,
  );
  const bases = ["IMcpSpanning", ...(ctx.parents.get(r.name) ?? []).map(csName)];
  return `${head}${versionsAttribute(r.versions)}\npublic sealed record ${name} : ${bases.join(", ")}\n{\n${members.join("\n")}}\n`;
}

/**
 * One init property. Required in every version: `required`; a constant every version requires: defaulted to it;
 * any other: nullable, null being absent (not written). A constant only some versions require is filled in by
 * Encode for those (`[McpConstant]`).
 */
function property(r: SpanningRecord, f: SpanningField, id: string, ctx: Context): string {
  const t = spell(f.type, ctx);
  const attrs = [`[JsonPropertyName(${csharpString(f.wire).text})]`];
  const literal = f.type.kind === "literal" ? f.type.value : undefined;
  const requiredIn = ctx.facts.requiredIn(r.name, f.wire);
  let decl: string;
  if (f.required && literal !== undefined) decl = `public ${t} ${id} { get; init; } = ${literalText(literal)};`;
  else if (f.required) decl = `public required ${t} ${id} { get; init; }`;
  else {
    attrs.push("[JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]");
    if (literal !== undefined && requiredIn.length > 0) attrs.push(`[McpConstant(${csharpString(JSON.stringify(literal)).text}, ${requiredIn.map((v) => csharpString(v).text).join(", ")})]`);
    decl = `public ${t}? ${id} { get; init; }`;
  }
  if (f.versions.length < r.versions.length) attrs.push(versionsAttribute(f.versions));
  const doc = docOf(f.doc, onlyInNote(f.versions, r.versions), "    ");
  return `${doc}${obsolete(ctx.facts.deprecatedField(r.name, f.wire), "    ")}    ${attrs.join(" ")}\n    ${decl}\n`;
}

function renderEnum(e: SpanningDeclaration & { kind: "enum" }, name: string, head: string, ctx: Context): string {
  const values = spannedEnumValues(e, ctx, (words) => csharpSafeName(pascal(words)).text).map(
    (v) => `${docOf(undefined, v.note, "    ")}${obsolete(v.deprecation, "    ")}    [JsonStringEnumMemberName(${csharpString(v.value).text})]\n    ${v.id},`,
  );
  return `${head}[JsonConverter(typeof(JsonStringEnumConverter<${name}>))]\npublic enum ${name}\n{\n${values.join("\n")}\n}\n`;
}

function renderTagged(d: SpanningTagged, name: string, head: string, ctx: Context): string {
  const members = taggedRecords(d, ctx.byName);
  if (!members) return "";
  const converter = `${name}Converter`;
  const rows = members.map((m) => `            [${csharpString(m.tag).text}] = typeof(${csName(m.record)}),`);
  const one = `One of: ${members.map((m) => csName(m.record)).join(", ")}, told apart by ${JSON.stringify(d.property)}.`;
  return (
    `${head}${csharpDocElement("remarks", commentLines(one), "")}${versionsAttribute(d.versions)}\n[JsonConverter(typeof(${converter}))]\npublic interface ${name} : IMcpSpanning\n{\n}\n\n` +
    `/// <summary>Reads a ${name} by its tag.</summary>\npublic sealed class ${converter} : McpTaggedConverter<${name}>\n{\n` +
    `    public ${converter}()\n        : base(${csharpString(d.property).text}, new Dictionary<string, Type>\n        {\n${rows.join("\n")}\n        })\n    {\n    }\n}\n`
  );
}

/**
 * `McpSpanning`'s generated half: the versions spanned and, for each record and tagged union, the wire type of each
 * version that declares it as a C# type (a record or a union; C# has no aliases), by its namespace.
 */
function wireTable(spanned: SpanningPlan, ctx: Context): string {
  const rows = spanned.declarations.flatMap((d) => {
    if (!(d.kind === "record" || (d.kind === "tagged" && taggedRecords(d, ctx.byName)))) return [];
    const wire = ctx.facts
      .declaredIn(d.name)
      .filter((x) => x.kind === "record" || x.kind === "union")
      .map((x) => `            [${csharpString(x.version).text}] = typeof(${wireName(d.name, x.version, ctx)}),`);
    return [`        [typeof(${csName(d.name)})] = new()\n        {\n${wire.join("\n")}\n        },`];
  });
  return `/// <summary>The versions spanned, and the wire type of each version for each spanning type.</summary>
public static partial class McpSpanning
{
    /// <summary>The protocol versions spanned, in the order configured.</summary>
    public static IReadOnlyList<string> Versions { get; } = new[] { ${spanned.versions.map((v) => csharpString(v).text).join(", ")} };

    private static readonly Dictionary<Type, Dictionary<string, Type>> WireTypes = new()
    {
${rows.join("\n")}
    };
}
`;
}
