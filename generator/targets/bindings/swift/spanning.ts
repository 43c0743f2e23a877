import { assertNever } from "../../../ir/model.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { BindingPlan, PlanType } from "../plan/model.js";
import type { SpanningDeclaration, SpanningPlan } from "../plan/spanVersions.js";
import { onlyInNote, spannedEnumValues, spanRenderContext, spanTypeContext, taggedRecords, type SpanRenderContext, type SpanningRecord, type SpanningTagged } from "../plan/spanFacts.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import type { RenderedFile } from "../language.js";
import { runtimeSource } from "./runtime.js";
import { swiftDeprecated, swiftDoc, swiftSafeName, swiftString } from "./syntax.js";

/** The spanning runtime's names (templates/bindings/swift-spanning/McpSpanning.swift): a declaration spelling one gets `_`. */
const runtimeNames = new Set(["McpSpanValue", "McpSpanningType", "McpWire", "McpVersionError", "McpSpanning", "McpSpanEnum"]);

interface Context extends SpanRenderContext {
  /** The spanning declarations for `spellType`, made once. */
  types: ReturnType<typeof spanTypeContext>;
  /** Version -> the Swift module of its wire types (`Mcp2026_07_28`). */
  modules: ReadonlyMap<string, string>;
}

/**
 * The spanning plan as a Swift module over the versions' wire modules (rendered by the caller): `McpTypes.swift`,
 * a struct per record with an optional property per key not every version requires (its doc names the versions that
 * have it), an enum with associated values per tagged union; `McpSpanning.swift`, the runtime (`McpSpanning.decode`,
 * `encode`: each version's wire types check every message); `McpRuntime.swift`, the wire runtime's `JSONValue`.
 */
export function renderSwiftSpanning(spanned: SpanningPlan, plans: readonly BindingPlan[], modules: ReadonlyMap<string, string>): RenderedFile[] {
  const base = spanRenderContext(spanned, plans);
  const ctx: Context = { ...base, types: spanTypeContext(base, swiftName), modules };
  const body = spanned.declarations.map((d) => renderDeclaration(d, ctx)).filter((x) => x !== "");
  const imports = ["import Foundation", ...spanned.versions.map((v) => `import ${modules.get(v)!}`)].join("\n");
  const versions = `/// The protocol versions spanned, in the order configured.\npublic let mcpSpannedVersions: [String] = [${spanned.versions.map((v) => swiftString(v).text).join(", ")}]\n`;
  return [
    { name: "McpTypes.swift", text: `${imports}\n\n${versions}\n${body.join("\n")}` },
    { name: "McpSpanning.swift", text: runtimeFile("bindings/swift-spanning/McpSpanning.swift") },
    { name: "McpRuntime.swift", text: `import Foundation\n\n${runtimeSource()}` },
  ];
}

function swiftName(name: string): string {
  return swiftSafeName(runtimeNames.has(name) ? `${name}_` : name).text;
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

function caseName(name: string): string {
  return swiftSafeName(name[0]!.toLowerCase() + name.slice(1)).text;
}

/** `///` lines of the doc, then a `- Note:` with what only some versions have. */
function docOf(doc: string | undefined, note: string | undefined, indent: string): string {
  const text = swiftDoc(doc, indent);
  if (note === undefined) return text;
  return `${text}${text ? `${indent}///\n` : ""}${swiftDoc(`- Note: ${note}`, indent)}`;
}

function deprecatedMark(deprecation: { reason?: string } | undefined, indent = ""): string {
  return swiftDeprecated(deprecation !== undefined, deprecation?.reason, indent);
}

function stringArray(values: readonly string[]): string {
  return `[${values.map((v) => swiftString(v).text).join(", ")}]`;
}

function renderDeclaration(d: SpanningDeclaration, ctx: Context): string {
  const name = swiftName(d.name);
  const doc = docOf(d.doc, onlyInNote(d.versions, ctx.versions), "");
  const mark = deprecatedMark(ctx.facts.deprecated(d.name));
  const head = `${doc}${mark}`;
  switch (d.kind) {
    case "record":
      return renderRecord(d, name, head, ctx);
    case "enum":
      return renderEnum(d, name, head, ctx);
    case "tagged":
      return renderTagged(d, name, doc, mark, ctx);
    case "shape":
      // Any JSON: the version's wire type chose and checked the member.
      return `${head}public typealias ${name} = JSONValue\n`;
    case "alias":
      return `${head}public typealias ${name} = ${spell(d.type, ctx)}\n`;
    default:
      return assertNever(d, "spanning declaration");
  }
}

const swiftSpanTypes: TypeSpelling = {
  scalar: { string: "String", integer: "Int64", number: "Double", boolean: "Bool" },
  json: "JSONValue",
  array: (items) => `[${items}]`,
  map: (values) => `[String: ${values}]`,
  nullable: () => "JSONValue",
  aliases: "named",
};

/** The Swift type of a plan type: declarations by name (a union that is any JSON is a typealias of it), nullable values any JSON. */
function spell(t: PlanType, ctx: Context): string {
  return spellType(t, swiftSpanTypes, ctx.types);
}

function literalValue(value: string | number | boolean): { swift: string; json: string } {
  if (typeof value === "string") return { swift: swiftString(value).text, json: `.string(${swiftString(value).text})` };
  if (typeof value === "boolean") return { swift: String(value), json: `.bool(${value})` };
  return Number.isInteger(value) ? { swift: String(value), json: `.integer(${value})` } : { swift: String(value), json: `.number(${value})` };
}

/** `spanWire`: the wire type of each version that declares the name, by its module; `init(from:)` and `encode(to:)` as any version. */
function wireMembers(d: SpanningDeclaration, ctx: Context): string {
  const cases = ctx.facts.declaredIn(d.name).map((x) => `        case ${swiftString(x.version).text}: return McpWire(${ctx.modules.get(x.version)!}.${swiftSafeName(d.name).text}.self)`);
  return (
    `    /// The wire type of each version that has ${swiftName(d.name)}.\n    public static func spanWire(_ version: String) -> McpWire? {\n        switch version {\n${cases.join("\n")}\n        default: return nil\n        }\n    }\n\n` +
    `    /// Read as any version: every field (\`McpSpanning.decode\` reads one version).\n    public init(from decoder: Decoder) throws {\n        self = try Self.spanDecode(try JSONValue(from: decoder), version: nil, path: "")\n    }\n\n` +
    `    /// Written as any version: every field set (\`McpSpanning.encode\` writes one version).\n    public func encode(to encoder: Encoder) throws {\n        try spanEncode(version: nil, path: "").encode(to: encoder)\n    }\n`
  );
}

function renderRecord(r: SpanningRecord, name: string, head: string, ctx: Context): string {
  const taken = new Set(["unlistedProperties", "fieldVersions"]);
  const fields = r.fields.map((f) => {
    let id = swiftSafeName(camel(f.words)).text;
    while (taken.has(id)) id += "_";
    taken.add(id);
    const literal = f.type.kind === "literal" ? literalValue(f.type.value) : undefined;
    return { f, id, t: spell(f.type, ctx), literal };
  });
  const props = fields.map(({ f, id, t }) => {
    const doc = docOf(f.doc, onlyInNote(f.versions, r.versions), "    ");
    return `${doc}${deprecatedMark(ctx.facts.deprecatedField(r.name, f.wire), "    ")}    public var ${id}: ${t}${f.required ? "" : "?"}\n`;
  });
  props.push("    /// Members that are not fields of the version decoded, written back after the listed ones.\n    public var unlistedProperties: [String: JSONValue]\n");
  const params = fields.map(({ f, id, t, literal }) => `${id}: ${t}${f.required ? (literal ? ` = ${literal.swift}` : "") : "? = nil"}`);
  params.push("unlistedProperties: [String: JSONValue] = [:]");
  const assigns = [...fields.map(({ id }) => `        self.${id} = ${id}`), "        self.unlistedProperties = unlistedProperties"];
  const versions = fields.map(({ f }) => `        ${swiftString(f.wire).text}: ${stringArray(f.versions)},`);
  const reads = fields.map(
    ({ f, t }, i) => `        let f${i}: ${t}${f.required ? "" : "?"} = try McpSpanning.${f.required ? "required" : "field"}(fields, ${swiftString(f.wire).text}, version, ${stringArray(f.versions)}, path, &unlisted)`,
  );
  const built = [...fields.map(({ id }, i) => `${id}: f${i}`), "unlistedProperties: unlisted"].join(", ");
  const writes = fields.flatMap(({ f, id, literal }) => {
    const put = `        try McpSpanning.put(&fields, ${swiftString(f.wire).text}, self.${id}, version, ${stringArray(f.versions)}, path)`;
    const requiredIn = ctx.facts.requiredIn(r.name, f.wire);
    // A constant some versions require is written for those when the value leaves it unset.
    return literal && !f.required && requiredIn.length > 0 ? [put, `        McpSpanning.constant(&fields, ${swiftString(f.wire).text}, ${literal.json}, version, ${stringArray(requiredIn)})`] : [put];
  });
  return (
    `${head}public struct ${name}: McpSpanningType, Codable, Hashable, Sendable {\n${props.join("")}\n` +
    `    /// The versions that have each field, by wire name.\n    public static let fieldVersions: [String: [String]] = ${versions.length ? `[\n${versions.join("\n")}\n    ]` : "[:]"}\n\n` +
    `    public init(${params.join(", ")}) {\n${assigns.join("\n")}\n    }\n\n` +
    `    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Self {\n        let fields = try McpSpanning.object(value, path)\n        var unlisted = fields\n${reads.join("\n")}${reads.length ? "\n" : ""}        return Self(${built})\n    }\n\n` +
    `    public func spanEncode(version: String?, path: String) throws -> JSONValue {\n        var fields: [String: JSONValue] = [:]\n${writes.join("\n")}${writes.length ? "\n" : ""}        for (key, value) in unlistedProperties where fields[key] == nil {\n            fields[key] = value\n        }\n        return .object(fields)\n    }\n\n` +
    `${wireMembers(r, ctx)}}\n`
  );
}

function renderEnum(e: SpanningDeclaration & { kind: "enum" }, name: string, head: string, ctx: Context): string {
  const cases = spannedEnumValues(e, ctx, (words) => swiftSafeName(camel(words)).text).map(
    (v) => `${docOf(undefined, v.note, "    ")}${deprecatedMark(v.deprecation, "    ")}    case ${v.id} = ${swiftString(v.value).text}`,
  );
  return `${head}public enum ${name}: String, McpSpanEnum, Codable, Hashable, Sendable {\n${cases.join("\n")}\n}\n`;
}

function renderTagged(d: SpanningTagged, name: string, doc: string, mark: string, ctx: Context): string {
  const members = taggedRecords(d, ctx.byName);
  if (!members) return `${doc}${mark}public typealias ${name} = JSONValue\n`;
  const one = `One of: ${members.map((m) => swiftName(m.record)).join(", ")}, told apart by ${JSON.stringify(d.property)}.`;
  const cases = members.map((m) => `    case ${caseName(m.record)}(${swiftName(m.record)})`);
  const reads = members.map((m) => `        case ${swiftString(m.tag).text}: return .${caseName(m.record)}(try ${swiftName(m.record)}.spanDecode(value, version: version, path: path))`);
  const writes = members.map((m) => `        case .${caseName(m.record)}(let value): return try value.spanEncode(version: version, path: path)`);
  return (
    `${doc}${doc ? "///\n" : ""}${swiftDoc(one, "")}${mark}public enum ${name}: McpSpanningType, Codable, Hashable, Sendable {\n${cases.join("\n")}\n\n` +
    `    public static func spanDecode(_ value: JSONValue, version: String?, path: String) throws -> Self {\n        switch try McpSpanning.tag(value, ${swiftString(d.property).text}, path) {\n${reads.join("\n")}\n        default: throw McpSpanning.mismatch(path, "unknown tag")\n        }\n    }\n\n` +
    `    public func spanEncode(version: String?, path: String) throws -> JSONValue {\n        switch self {\n${writes.join("\n")}\n        }\n    }\n\n` +
    `${wireMembers(d, ctx)}}\n`
  );
}
