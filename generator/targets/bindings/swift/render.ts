
import type { AliasDeclaration, BindingPlan, EnumDeclaration, MemberSelector, PlanMethod, PlanType, RecordDeclaration, ShapeMember, UnionDeclaration } from "../plan/model.js";
import { swiftDeprecated, swiftDoc, swiftSafeName, swiftString } from "./syntax.js";
import { renderContext, type RenderContext } from "../plan/renderContext.js";
import { spellType, type TypeSpelling } from "../syntax/typeSpelling.js";
import { renderDeclaration, type DeclarationRenderers } from "../plan/renderDeclarations.js";
import { runtimeSource } from "./runtime.js";

/**
 * Swift `public` structs, enums and enums with associated values (sum types) for Codable, from the
 * binding plan. Each struct decodes and encodes itself through `McpCodingKey` so open objects keep
 * unknown keys (`unlistedProperties: [String: JSONValue]`) and closed ones reject them; integers are
 * `Int64`, numbers `Double`; a tagged union switches on its tag, a union told apart by shape tries
 * its members in the plan's order; `McpMessages.decode` reads any JSON-RPC message by method.
 */
export function renderSwift(plan: BindingPlan): { name: string; text: string }[] {
  const ctx = renderContext(plan, (n) => swiftSafeName(n).text);
  const body = plan.declarations.map((d) => renderDeclaration(d, ctx, renderers)).filter((x) => x !== "");
  return [{ name: "McpTypes.swift", text: `import Foundation\n\n${runtimeSource()}\n${body.join("\n")}\n${renderMessages(plan, ctx)}` }];
}

type Context = RenderContext;


const swiftTypes: TypeSpelling = {
  scalar: { string: "String", integer: "Int64", number: "Double", boolean: "Bool" },
  json: "JSONValue",
  array: (items) => `[${items}]`,
  map: (values) => `[String: ${values}]`,
  nullable: (type) => `${type}?`,
  aliases: "short",
};

function typeOf(t: PlanType, ctx: Context): string {
  return spellType(t, swiftTypes, ctx);
}

const renderers: DeclarationRenderers<Context, string> = { renderRecord, renderEnum, renderUnion, renderAlias };

function renderAlias(d: AliasDeclaration, ctx: Context): string {
  return `${swiftDoc(d.doc, "", d.deprecated)}${swiftDeprecated(d.deprecated, d.deprecatedReason)}public typealias ${ctx.name(d.name)} = ${typeOf(d.type, ctx)}\n`;
}

const camel = (words: readonly string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");

function renderRecord(r: RecordDeclaration, ctx: Context): string {
  const name = ctx.name(r.name);
  const fields = r.fields.map((f) => ({ f, id: swiftSafeName(camel(f.words)).text, t: typeOf(f.type, ctx) }));
  const taken = new Set(fields.map((x) => x.id));
  let extra = "unlistedProperties";
  while (taken.has(extra)) extra += "_";
  // An overlay's ignore: other keys are accepted but not kept (no unlisted map; an open object's keys are not checked).
  const keepsExtra = r.extra !== null && !r.dropsExtra;
  const props = fields.map(({ f, id, t }) => `${swiftDoc(f.doc, "    ", f.deprecated)}${swiftDeprecated(f.deprecated, f.deprecatedReason, "    ")}    public var ${id}: ${t}${f.required ? "" : "?"}\n`);
  if (keepsExtra) props.push(`    /// Properties the schema does not list, written back after the listed ones.\n    public var ${extra}: [String: JSONValue]\n`);
  const params = fields.map(({ f, id, t }) => `${id}: ${t}${f.required ? "" : "? = nil"}`);
  if (keepsExtra) params.push(`${extra}: [String: JSONValue] = [:]`);
  const assigns = [...fields.map(({ id }) => `        self.${id} = ${id}`), ...(keepsExtra ? [`        self.${extra} = ${extra}`] : [])];
  const listed = `[${r.fields.map((f) => swiftString(f.wire).text).join(", ")}]`;
  const decodes = fields.map(({ f, id, t }) => {
    const key = `McpCodingKey(${swiftString(f.wire).text})`;
    const lit = f.type.kind === "literal" && typeof f.type.value === "string" ? f.type.value : undefined;
    // An overlay's onInvalid: a value that does not decode reads as absent (decodeIfPresent already reads null so).
    const optional = f.onInvalid === "absent" ? `(try? c.decodeIfPresent(${t}.self, forKey: ${key})) ?? nil` : `try c.decodeIfPresent(${t}.self, forKey: ${key})`;
    const line = f.required ? `        ${id} = try c.decode(${t}.self, forKey: ${key})` : `        ${id} = ${optional}`;
    const check =
      lit === undefined
        ? ""
        : f.onInvalid === "absent"
          ? `\n        if let v = ${id}, v != ${swiftString(lit).text} {\n            ${id} = nil\n        }`
          : `\n        if ${f.required ? `${id} != ${swiftString(lit).text}` : `let v = ${id}, v != ${swiftString(lit).text}`} {\n            throw DecodingError.dataCorruptedError(forKey: ${key}, in: c, debugDescription: ${swiftString(`expected ${JSON.stringify(lit)}`).text})\n        }`;
    return line + check;
  });
  const closedCheck =
    r.extra === null
      ? `        if let unknown = c.allKeys.first(where: { !Self.listed.contains($0.stringValue) }) {\n            throw DecodingError.dataCorruptedError(forKey: unknown, in: c, debugDescription: "property not allowed")\n        }\n`
      : "";
  const extraDecode =
    keepsExtra
      ? `        var unlisted: [String: JSONValue] = [:]\n        for key in c.allKeys where !Self.listed.contains(key.stringValue) {\n            unlisted[key.stringValue] = try c.decode(JSONValue.self, forKey: key)\n        }\n        ${extra} = unlisted\n`
      : "";
  const encodes = fields.map(({ f, id }) => `        try c.encode${f.required ? "" : "IfPresent"}(${id}, forKey: McpCodingKey(${swiftString(f.wire).text}))`);
  if (keepsExtra) encodes.push(`        for (key, value) in ${extra} where !Self.listed.contains(key) {\n            try c.encode(value, forKey: McpCodingKey(key))\n        }`);
  return (
    `${swiftDoc(r.doc, "", r.deprecated)}${swiftDeprecated(r.deprecated, r.deprecatedReason)}public struct ${name}: Codable, Hashable, Sendable {\n${props.join("")}\n` +
    `    static let listed: Set<String> = ${r.fields.length ? listed : "[]"}\n\n` +
    `    public init(${params.join(", ")}) {\n${assigns.join("\n")}\n    }\n\n` +
    `    public init(from decoder: Decoder) throws {\n        let c = try decoder.container(keyedBy: McpCodingKey.self)\n${closedCheck}${decodes.join("\n")}${decodes.length ? "\n" : ""}${extraDecode}    }\n\n` +
    `    public func encode(to encoder: Encoder) throws {\n        var c = encoder.container(keyedBy: McpCodingKey.self)\n${encodes.join("\n")}${encodes.length ? "\n" : ""}    }\n}\n`
  );
}

function renderEnum(e: EnumDeclaration, ctx: Context): string {
  const name = ctx.name(e.name);
  const taken = new Set<string>();
  const cases = e.values.map((v) => {
    let id = swiftSafeName(camel(v.words)).text;
    while (taken.has(id)) id += "_";
    taken.add(id);
    return `${swiftDeprecated(v.deprecated, v.deprecatedReason, "    ")}    case ${id} = ${swiftString(v.wire).text}`;
  });
  return `${swiftDoc(e.doc, "", e.deprecated)}${swiftDeprecated(e.deprecated, e.deprecatedReason)}public enum ${name}: String, Codable, Hashable, Sendable {\n${cases.join("\n")}\n}\n`;
}

function caseName(n: string): string {
  return swiftSafeName(n[0]!.toLowerCase() + n.slice(1)).text;
}

function renderUnion(d: UnionDeclaration, ctx: Context): string {
  const name = ctx.name(d.name);
  const doc = swiftDoc(d.doc, "", d.deprecated) + swiftDeprecated(d.deprecated, d.deprecatedReason);
  if (d.union.kind === "tagged") {
    const u = d.union;
    const cases = u.members.map((m) => `    case ${caseName(m.name)}(${ctx.name(m.name)})`);
    const decodes = u.members.map((m) => `        case ${swiftString(m.value).text}: self = .${caseName(m.name)}(try ${ctx.name(m.name)}(from: decoder))`);
    const encodes = u.members.map((m) => `        case .${caseName(m.name)}(let value): try value.encode(to: encoder)`);
    const key = `McpCodingKey(${swiftString(u.property).text})`;
    return (
      `${doc}public enum ${name}: Codable, Hashable, Sendable {\n${cases.join("\n")}\n\n` +
      `    public init(from decoder: Decoder) throws {\n        let c = try decoder.container(keyedBy: McpCodingKey.self)\n        let tag = try c.decode(String.self, forKey: ${key})\n        switch tag {\n${decodes.join("\n")}\n` +
      `        default: throw DecodingError.dataCorruptedError(forKey: ${key}, in: c, debugDescription: "unknown tag " + tag)\n        }\n    }\n\n` +
      `    public func encode(to encoder: Encoder) throws {\n        switch self {\n${encodes.join("\n")}\n        }\n    }\n}\n`
    );
  }
  const members = d.union.members.map((m: ShapeMember) => ({ m, id: caseName(m.variant), t: typeOf(m.type, ctx) }));
  if (members.length === 0) return `${doc}public typealias ${name} = JSONValue\n`;
  const cases = members.map(({ id, t }) => `    case ${id}(${t})`);
  const attempt = (id: string, t: string) => `do { self = .${id}(try ${t}(from: decoder)); return } catch { if first == nil { first = error } }`;
  // A member with evidence keys is tried in its place when the value holds one, else after all the others.
  const evidence = (m: ShapeMember) => m.evidenceKeys.map((k) => `c.contains(McpCodingKey(${swiftString(k).text}))`).join(" || ");
  // What the value's selecting property says decides whether the member may be taken (`ShapeMember.selector`).
  const guarded = (m: ShapeMember, conditions: string[], id: string, t: string) => {
    const all = m.selector ? [...conditions, `${resultSelector(m.selector)}.admits(decoder)`] : conditions;
    return all.length > 0 ? `        if ${all.join(", ")} {\n            ${attempt(id, t)}\n        }` : `        ${attempt(id, t)}`;
  };
  const tries = [
    ...members.map(({ m, id, t }) => guarded(m, m.evidenceKeys.length > 0 ? [`let c = try? decoder.container(keyedBy: McpCodingKey.self)`, evidence(m)] : [], id, t)),
    ...members.filter(({ m }) => m.evidenceKeys.length > 0).map(({ m, id, t }) => guarded(m, [], id, t)),
  ];
  const encodes = members.map(({ id }) => `        case .${id}(let value): try value.encode(to: encoder)`);
  const selects = members.some(({ m }) => m.selector);
  // Unguarded, a union always tries a member; its selectors could refuse them all.
  const thrown = selects ? `first ?? DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: ${swiftString(`${name}: matches no member`).text}))` : "first!";
  return (
    `${doc}public enum ${name}: Codable, Hashable, Sendable {\n${cases.join("\n")}\n\n` +
    `    /// The first member, in order, ${selects ? "that its `McpResultSelector` admits and " : ""}that decodes; else the first tried one's error.\n    public init(from decoder: Decoder) throws {\n        var first: Swift.Error?\n${tries.join("\n")}\n        throw ${thrown}\n    }\n\n` +
    `    public func encode(to encoder: Encoder) throws {\n        switch self {\n${encodes.join("\n")}\n        }\n    }\n}\n`
  );
}

function renderMessages(plan: BindingPlan, ctx: Context): string {
  const m = plan.messages;
  const isType = (n: string) => ctx.declarations.get(n)?.kind === "record" || ctx.declarations.get(n)?.kind === "union";
  const cases = (list: { method: string; message: string }[]) =>
    list.filter((x) => isType(x.message)).map((x) => `            case ${swiftString(x.method).text}: return try decoder.decode(${ctx.name(x.message)}.self, from: data)`);
  const env = (k: "request" | "notification" | "result" | "error") => (m && isType(m.envelopes[k]) ? `try decoder.decode(${ctx.name(m.envelopes[k])}.self, from: data)` : "nil");
  return `/// Any JSON-RPC message into its type, like TypeScript's parseMessage: a request or notification into the
/// definition its method names, a response into the result or error envelope; nil for an unknown method.
public enum McpMessages {
    private struct Envelope: Decodable {
        let method: String?
        let id: JSONValue?
        let result: JSONValue?
        let error: JSONValue?
    }

    public static func decode(_ data: Data, decoder: JSONDecoder = JSONDecoder()) throws -> Any? {
        let envelope = try decoder.decode(Envelope.self, from: data)
        if let method = envelope.method {
            if envelope.id != nil {
                switch method {
${cases(m?.requests ?? []).map((c) => `    ${c}`).join("\n")}
                default: return nil
                }
            }
            switch method {
${cases(m?.notifications ?? []).join("\n")}
            default: return nil
            }
        }
        if envelope.result != nil { return ${env("result")} }
        if envelope.error != nil { return ${env("error")} }
        return nil
    }

    /// The \`result\` of a response to a request for \`method\`, typed: as the method's result type, or as another
    /// result its response may hold (tried after it, in order; where the version's \`resultType\` decides, only
    /// those it admits); when none decodes, the first tried one's error. nil for a method the schema does not know.
    public static func decodeResult(method: String, _ data: Data, decoder: JSONDecoder = JSONDecoder()) throws -> Any? {
        switch method {
${resultCases(m?.requests ?? [], isType, ctx).join("\n")}
        default: return nil
        }
    }
}
`;
}

/** \`decodeResult\`'s cases: a method's one result decoded, or its results (\`PlanMethod.results\`) each with its selector. */
function resultCases(requests: readonly PlanMethod[], isType: (n: string) => boolean, ctx: Context): string[] {
  return requests.flatMap((r) => {
    const results = r.result !== null && isType(r.result) ? r.results.filter((x) => isType(x.name)) : [];
    if (results.length === 0) return [];
    const label = `        case ${swiftString(r.method).text}:`;
    if (results.length === 1) return [`${label} return try decoder.decode(${ctx.name(results[0]!.name)}.self, from: data)`];
    const rows = results.map((x) => `                (${ctx.name(x.name)}.self, ${x.selector ? resultSelector(x.selector) : "nil"}),`);
    return [label, "            return try mcpFirstResult(data, decoder: decoder, [", ...rows, "            ])"];
  });
}

/** The runtime's `McpResultSelector` for `s`: a union member's or a method result's guard. */
function resultSelector(s: MemberSelector): string {
  return `McpResultSelector(property: ${swiftString(s.property).text}, value: ${swiftString(s.value).text}, absent: ${swiftString(s.absent).text}, equals: ${s.equals})`;
}
