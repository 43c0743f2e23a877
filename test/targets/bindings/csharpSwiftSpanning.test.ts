import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { marker as hostileMarker } from "./hostile/schema.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { projectRoot, schemaPath, versions } from "../../helpers/paths.ts";
import { run, tail } from "./toolchains.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";
import { spanVersions } from "../../../generator/targets/bindings/plan/spanVersions.ts";
import { renderCsharpSpanning } from "../../../generator/targets/bindings/csharp/spanning.ts";
import { renderSwiftSpanning } from "../../../generator/targets/bindings/swift/spanning.ts";
import type { OutputFile } from "../../../generator/emit/output.ts";

/**
 * Issue 23: `csharp-all` and `swift-all`, the C# and Swift version-spanning layers. No C# or Swift compiler here: every
 * file is parsed with the tree-sitter grammars (as treesitter.test.ts does; under CI a missing grammar fails) and the
 * idiom is asserted on the real output of 2025-11-25 + 2026-07-28.
 */
const spanned = ["2025-11-25", "2026-07-28"];
const checker = join(projectRoot, "test", "targets", "bindings", "harness", "treesitter", "check.py");
const installed = run("python3", ["-c", "import tree_sitter, tree_sitter_c_sharp, tree_sitter_swift"], projectRoot).ok;
const missing = "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed";

interface Report {
  file: string;
  language: string;
  errors: { line: number; column: number; kind: string; text: string }[];
  outside?: { line: number; type: string; text: string }[];
}

function check(paths: readonly string[], marker?: string): Report[] {
  const r = run("python3", [checker, ...(marker ? ["--marker", marker] : []), ...paths], projectRoot);
  assert.ok(r.ok, `tree-sitter check:\n${tail(r.output)}`);
  return r.output.trim().split("\n").map((line) => JSON.parse(line) as Report);
}

/** Every file parsed: the ERROR/MISSING nodes, as `file:line:column kind text`. */
function parseErrors(dir: string, files: readonly OutputFile[]): { reports: Report[]; errors: string[] } {
  const paths = files.filter((f) => /\.(cs|swift)$/.test(f.path)).map((f) => join(dir, f.path));
  const reports = check(paths);
  return { reports, errors: reports.flatMap((r) => r.errors.map((e) => `${r.file.slice(dir.length + 1)}:${e.line}:${e.column} ${e.kind} ${JSON.stringify(e.text)}`)) };
}

let files: OutputFile[] = [];
const text = (path: string) => {
  const f = files.find((x) => x.path === path);
  assert.ok(f, `${path} is generated`);
  return f!.contents;
};

test.before(async () => {
  files = await renderFiles({ specs: spanned, targets: ["csharp-all", "swift-all"], formatting: "builtin" });
});

test("csharp-all and swift-all: each version's wire types beside the spanning layer; the same bytes twice; every file parses", async () => {
  assert.equal(files.map((f) => f.path).sort(), [
    "all/csharp/McpSpanning.cs",
    "all/csharp/McpTypes.cs",
    "all/csharp/v2025_11_25/McpTypes.cs",
    "all/csharp/v2026_07_28/McpTypes.cs",
    "all/swift/Package.swift",
    "all/swift/Sources/Mcp/McpRuntime.swift",
    "all/swift/Sources/Mcp/McpSpanning.swift",
    "all/swift/Sources/Mcp/McpTypes.swift",
    "all/swift/Sources/Mcp2025_11_25/McpTypes.swift",
    "all/swift/Sources/Mcp2026_07_28/McpTypes.swift",
  ]);
  const again = await renderFiles({ specs: spanned, targets: ["csharp-all", "swift-all"], formatting: "builtin" });
  assert.equal(again, files, "the same output twice");
  // A version's wire types are the csharp and swift targets' own output (C#: in the namespace with the version).
  const wire = await renderFiles({ specs: ["2026-07-28"], targets: ["csharp", "swift"], formatting: "builtin", bindings: { csharp: { namespace: "ModelContextProtocol.Schema.{version}" } } });
  assert.is(text("all/csharp/v2026_07_28/McpTypes.cs"), wire.find((f) => f.path === "2026-07-28/csharp/McpTypes.cs")!.contents);
  assert.is(text("all/swift/Sources/Mcp2026_07_28/McpTypes.swift"), wire.find((f) => f.path === "2026-07-28/swift/McpTypes.swift")!.contents);
  if (lacks(installed, missing)) return;
  const dir = writeTemp(files, "mcp-codegen-cswift-all-");
  const { reports, errors } = parseErrors(dir, files);
  for (const lang of ["csharp", "swift"]) console.log(`  ${lang}-all (2025-11-25 + 2026-07-28) tree-sitter: ${reports.filter((r) => r.language === lang).length} files, ${errors.filter((e) => e.startsWith(`all/${lang}/`)).length} ERROR/MISSING nodes`);
  assert.equal(errors.slice(0, 10), []);
});

test("csharp-all over all six versions: every file parses (C# and Swift)", async () => {
  if (lacks(installed, missing)) return;
  const six = await renderFiles({ specs: [...versions], targets: ["csharp-all", "swift-all"], formatting: "builtin" });
  const dir = writeTemp(six, "mcp-codegen-cswift-all-six-");
  const { reports, errors } = parseErrors(dir, six);
  for (const lang of ["csharp", "swift"]) console.log(`  ${lang}-all (all six versions) tree-sitter: ${reports.filter((r) => r.language === lang).length} files, ${errors.filter((e) => e.startsWith(`all/${lang}/`)).length} ERROR/MISSING nodes`);
  assert.equal(errors.slice(0, 10), []);
  assert.is(reports.length, 2 * versions.length + 2 + 3 + 1);
  // 2024-11-05 calls the "ref/resource" member ResourceReference, later versions ResourceTemplateReference: any JSON.
  const cs = six.find((f) => f.path === "all/csharp/McpTypes.cs")!.contents;
  assert.match(cs, /\[JsonPropertyName\("ref"\)\]\n {4}public required JsonElement Ref \{ get; init; \}/);
  assert.match(six.find((f) => f.path === "all/swift/Sources/Mcp/McpTypes.swift")!.contents, /^public typealias CompleteRequestParamsRef = JSONValue$/m);
});

/** The names `pattern` declares in `source`. */
const declared = (source: string, pattern: RegExp) => new Set([...source.matchAll(pattern)].map((m) => m[1]!));
const words = (text: string) => text.match(/\w+/g) ?? [];

/**
 * What a compiler would check first and tree-sitter cannot: every type a property, case or alias names is declared in
 * the layer (or is the language's own), and every wire type the decode/encode tables name is declared in its
 * version's namespace or module. Over all six versions.
 */
test("every type the layers name is declared: in the spanning layer, or in the version's wire namespace or module", async () => {
  const six = await renderFiles({ specs: [...versions], targets: ["csharp-all", "swift-all"], formatting: "builtin" });
  const file = (path: string) => six.find((f) => f.path === path)!.contents;
  const cs = file("all/csharp/McpTypes.cs");
  const csDeclared = declared(cs, /^public (?:sealed record|interface|enum|sealed class) (\w+)/gm);
  const csUsed = [...cs.matchAll(/^ {4}public (?:required )?([\w<>, ?]+?) \w+ \{ get; (?:init|set); \}/gm)].flatMap((m) => words(m[1]!));
  const csOwn = new Set(["string", "long", "decimal", "bool", "JsonElement", "List", "Dictionary"]);
  assert.equal([...new Set(csUsed.filter((t) => !csDeclared.has(t) && !csOwn.has(t)))], [], "C# property types");
  const csWire = [...cs.matchAll(/typeof\(global::ModelContextProtocol\.Schema\.(\w+)\.(\w+)\)/g)].map((m) => [m[1]!, m[2]!] as const);
  const csMissing = csWire.filter(([ns, name]) => !declared(file(`all/csharp/${ns}/McpTypes.cs`), /^public (?:sealed record|interface) (\w+)/gm).has(name));
  assert.equal(csMissing, [], "C# wire types");
  const swift = file("all/swift/Sources/Mcp/McpTypes.swift");
  const swiftDeclared = declared(swift, /^public (?:struct|enum|typealias) (\w+)/gm);
  const swiftUsed = [
    ...[...swift.matchAll(/^ {4}public var \w+: (.+)$/gm)].flatMap((m) => words(m[1]!)),
    ...[...swift.matchAll(/^public typealias \w+ = (.+)$/gm)].flatMap((m) => words(m[1]!)),
    ...[...swift.matchAll(/^ {4}case \w+\((\w+)\)$/gm)].map((m) => m[1]!),
  ];
  const swiftOwn = new Set(["String", "Int64", "Double", "Bool", "JSONValue"]);
  assert.equal([...new Set(swiftUsed.filter((t) => !swiftDeclared.has(t) && !swiftOwn.has(t)))], [], "Swift property, case and alias types");
  const swiftWire = [...swift.matchAll(/McpWire\((\w+)\.(\w+)\.self\)/g)].map((m) => [m[1]!, m[2]!] as const);
  const swiftMissing = swiftWire.filter(([module, name]) => !declared(file(`all/swift/Sources/${module}/McpTypes.swift`), /^public (?:struct|enum|typealias) (\w+)/gm).has(name));
  assert.equal(swiftMissing, [], "Swift wire types");
  console.log(`  all six versions: C# ${new Set(csUsed).size} property types and ${csWire.length} wire types, Swift ${new Set(swiftUsed).size} types and ${swiftWire.length} wire types, all declared`);
});

test("C#: init properties, null = absent, version-only members marked in their XML doc and [McpVersions], [Obsolete], tagged unions, constants", () => {
  const cs = text("all/csharp/McpTypes.cs");
  assert.match(cs, /^namespace ModelContextProtocol\.Schema;$/m);
  const record = (name: string) => {
    const at = cs.indexOf(`public sealed record ${name} `);
    assert.ok(at >= 0, name);
    return cs.slice(at, cs.indexOf("\n}\n", at));
  };
  const result = record("CallToolResult");
  assert.match(result, /^ {4}\/\/\/ <remarks>\n {4}\/\/\/ Only in 2026-07-28\.\n {4}\/\/\/ <\/remarks>\n {4}\[JsonPropertyName\("resultType"\)\] \[JsonIgnore\(Condition = JsonIgnoreCondition\.WhenWritingNull\)\] \[McpVersions\("2026-07-28"\)\]\n {4}public string\? ResultType \{ get; init; \}$/m);
  assert.match(result, /^ {4}\[JsonPropertyName\("content"\)\]\n {4}public required List<ContentBlock> Content \{ get; init; \}$/m, "required in every version: required");
  assert.match(result, /^ {4}public bool\? IsError \{ get; init; \}$/m, "optional: nullable, null is absent");
  assert.match(result, /\[JsonExtensionData\]\n {4}public Dictionary<string, JsonElement>\? UnlistedProperties \{ get; set; \}/);
  assert.match(cs, /^\[McpVersions\("2025-11-25", "2026-07-28"\)\]\npublic sealed record CallToolResult : IMcpSpanning$/m);
  // A construct only one version has says so on its type.
  assert.match(cs, /\/\/\/ <remarks>\n\/\/\/ Only in 2026-07-28\.\n\/\/\/ <\/remarks>\n\[McpVersions\("2026-07-28"\)\]\npublic sealed record InputRequiredResult : IMcpSpanning/);
  // What any version deprecates is [Obsolete], with the newest deprecating version's reason.
  assert.match(cs, /^\[Obsolete\("Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\]\n\[McpVersions\("2025-11-25", "2026-07-28"\)\]\npublic sealed record CreateMessageRequest : IMcpSpanning, /m);
  assert.match(cs, /^\[Obsolete\("Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\]\n\[JsonConverter\(typeof\(JsonStringEnumConverter<LoggingLevel>\)\)\]\npublic enum LoggingLevel$/m);
  // A tagged union: an interface, its members' records implement it, a converter by tag.
  assert.match(cs, /^\[JsonConverter\(typeof\(ContentBlockConverter\)\)\]\npublic interface ContentBlock : IMcpSpanning$/m);
  assert.match(cs, /^public sealed record TextContent : IMcpSpanning, ContentBlock, /m);
  const converter = cs.slice(cs.indexOf("public sealed class ContentBlockConverter"), cs.indexOf("\n}\n", cs.indexOf("public sealed class ContentBlockConverter")));
  assert.equal([...converter.matchAll(/\["(\w+)"\] = typeof\((\w+)\)/g)].map((m) => `${m[1]}=${m[2]}`), ["text=TextContent", "image=ImageContent", "audio=AudioContent", "resource_link=ResourceLink", "resource=EmbeddedResource"]);
  // Constants: a tag every version requires is defaulted; one only some versions require is filled in by Encode for those.
  assert.match(record("TextContent"), /\[JsonPropertyName\("type"\)\]\n {4}public string Type_ \{ get; init; \} = "text";/, "`Type` is a name the file uses: `Type_`, as the wire types spell it");
  assert.match(record("CallToolResultResponse"), /\[McpConstant\("\\"2\.0\\"", "2026-07-28"\)\]\n {4}public string\? Jsonrpc \{ get; init; \}/);
  console.log("  csharp-all: resultType marked Only in 2026-07-28 ([McpVersions], <remarks>), CreateMessageRequest [Obsolete], ContentBlock's 5 members by tag");
});

test("C#: McpSpanning.Decode<T> and Encode go through each version's wire types, named by their namespaces", () => {
  const cs = text("all/csharp/McpTypes.cs");
  const table = cs.slice(cs.indexOf("public static partial class McpSpanning"));
  assert.match(table, /public static IReadOnlyList<string> Versions \{ get; \} = new\[\] \{ "2025-11-25", "2026-07-28" \};/);
  assert.ok(
    table.includes(
      '[typeof(CallToolResult)] = new()\n        {\n            ["2025-11-25"] = typeof(global::ModelContextProtocol.Schema.v2025_11_25.CallToolResult),\n            ["2026-07-28"] = typeof(global::ModelContextProtocol.Schema.v2026_07_28.CallToolResult),\n        },',
    ),
    "a record of both versions",
  );
  assert.ok(table.includes('[typeof(InputRequiredResult)] = new()\n        {\n            ["2026-07-28"] = typeof(global::ModelContextProtocol.Schema.v2026_07_28.InputRequiredResult),\n        },'), "a record of one version");
  assert.ok(table.includes('[typeof(ContentBlock)] = new()\n        {\n            ["2025-11-25"] = typeof(global::ModelContextProtocol.Schema.v2025_11_25.ContentBlock),'), "a tagged union");
  assert.match(text("all/csharp/v2025_11_25/McpTypes.cs"), /^namespace ModelContextProtocol\.Schema\.v2025_11_25;$/m);
  const runtime = text("all/csharp/McpSpanning.cs");
  assert.match(runtime, /^namespace ModelContextProtocol\.Schema;$/m);
  assert.match(runtime, /public static T Decode<T>\(string version, string json\)\n\s+where T : class, IMcpSpanning/);
  assert.match(runtime, /public static string Encode<T>\(string version, T value\)/);
  assert.match(runtime, /throw new McpVersionException\(version, Pointer\(pointer, wire\), "not a property of this version"\);/);
});

test("Swift: structs with optional properties and memberwise inits with defaults, version-only fields in their doc, @available deprecated, enums with associated values", () => {
  const swift = text("all/swift/Sources/Mcp/McpTypes.swift");
  const type = (head: string) => {
    const at = swift.indexOf(head);
    assert.ok(at >= 0, head);
    return swift.slice(at, swift.indexOf("\n}\n", at));
  };
  const result = type("public struct CallToolResult: ");
  assert.match(result, /\n {4}\/\/\/ - Note: Only in 2026-07-28\.\n {4}public var resultType: String\?\n/);
  assert.match(result, /\n {4}public var content: \[ContentBlock\]\n/);
  assert.match(result, /public init\(meta: ResultMetaObject\? = nil, content: \[ContentBlock\], isError: Bool\? = nil, structuredContent: JSONValue\? = nil, resultType: String\? = nil, unlistedProperties: \[String: JSONValue\] = \[:\]\)/);
  assert.match(result, /"resultType": \["2026-07-28"\],/, "fieldVersions");
  assert.match(result, /try McpSpanning\.put\(&fields, "resultType", self\.resultType, version, \["2026-07-28"\], path\)/);
  assert.match(swift, /\/\/\/ - Note: Only in 2026-07-28\.\npublic struct InputRequiredResult: McpSpanningType, Codable, Hashable, Sendable \{/);
  assert.match(swift, /^@available\(\*, deprecated, message: "Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\npublic struct CreateMessageRequest: McpSpanningType/m);
  assert.match(type("public struct TextContent: "), /text: String, type: String = "text", unlistedProperties/);
  assert.match(type("public struct CallToolResultResponse: "), /McpSpanning\.constant\(&fields, "jsonrpc", \.string\("2\.0"\), version, \["2026-07-28"\]\)/);
  const block = type("public enum ContentBlock: ");
  assert.equal([...block.matchAll(/^ {4}case (\w+)\((\w+)\)$/gm)].map((m) => `${m[1]}(${m[2]})`), ["textContent(TextContent)", "imageContent(ImageContent)", "audioContent(AudioContent)", "resourceLink(ResourceLink)", "embeddedResource(EmbeddedResource)"]);
  assert.match(block, /case "resource_link": return \.resourceLink\(try ResourceLink\.spanDecode\(value, version: version, path: path\)\)/);
  assert.match(swift, /\/\/\/ One of: TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource, told apart by "type"\.\npublic enum ContentBlock: /);
  console.log("  swift-all: resultType marked Only in 2026-07-28 (doc, fieldVersions), CreateMessageRequest @available deprecated, ContentBlock's 5 cases");
});

test("Swift: decode and encode through each version's wire module; one SwiftPM package with a module per version", () => {
  const swift = text("all/swift/Sources/Mcp/McpTypes.swift");
  assert.match(swift, /^import Foundation\nimport Mcp2025_11_25\nimport Mcp2026_07_28\n/m);
  const result = swift.slice(swift.indexOf("public struct CallToolResult: "));
  assert.ok(result.includes('        case "2025-11-25": return McpWire(Mcp2025_11_25.CallToolResult.self)\n        case "2026-07-28": return McpWire(Mcp2026_07_28.CallToolResult.self)\n        default: return nil'));
  const required = swift.slice(swift.indexOf("public struct InputRequiredResult: "));
  assert.ok(required.includes('        case "2026-07-28": return McpWire(Mcp2026_07_28.InputRequiredResult.self)\n        default: return nil'));
  const runtime = text("all/swift/Sources/Mcp/McpSpanning.swift");
  assert.match(runtime, /public static func decode<T: McpSpanningType>\(_ type: T\.Type, version: String, from data: Data\) throws -> T/);
  assert.match(runtime, /public static func encode<T: McpSpanningType>\(_ value: T, version: String\) throws -> Data/);
  const manifest = text("all/swift/Package.swift");
  assert.match(manifest, /^\/\/ swift-tools-version:5\.9\n/);
  assert.match(manifest, /\.target\(name: "Mcp2025_11_25"\),\n {8}\.target\(name: "Mcp2026_07_28"\),\n {8}\.target\(name: "Mcp", dependencies: \["Mcp2025_11_25", "Mcp2026_07_28"\]\),/);
});

test("csharp-all: bindings.csharp.namespace names the spanning namespace and each version's; an illegal name is refused", async () => {
  const named = await renderFiles({ specs: spanned, targets: ["csharp-all"], formatting: "builtin", bindings: { csharp: { namespace: "Sdk.Protocol.{version}" } } });
  assert.equal(named.map((f) => f.path).sort(), ["all/csharp/McpSpanning.cs", "all/csharp/McpTypes.cs", "all/csharp/v2025_11_25/McpTypes.cs", "all/csharp/v2026_07_28/McpTypes.cs"]);
  const layer = named.find((f) => f.path === "all/csharp/McpTypes.cs")!.contents;
  assert.match(layer, /^namespace Sdk\.Protocol;$/m);
  assert.ok(layer.includes("typeof(global::Sdk.Protocol.v2026_07_28.CallToolResult)"));
  assert.match(named.find((f) => f.path === "all/csharp/v2026_07_28/McpTypes.cs")!.contents, /^namespace Sdk\.Protocol\.v2026_07_28;$/m);
  try {
    await renderFiles({ specs: spanned, targets: ["csharp-all"], formatting: "builtin", bindings: { csharp: { namespace: "class.{version}" } } });
    assert.unreachable("class is a C# keyword");
  } catch (error) {
    assert.match(String((error as Error).message ?? error), /bindings\.csharp\.namespace|class/);
  }
});

test("the hostile schema through csharp-all and swift-all: every file parses and no payload escapes a string or comment", async () => {
  if (lacks(installed, missing)) return;
  for (const target of ["csharp-all", "swift-all"] as const) {
    const out = await renderHostileSpanning(target);
    const paths = run("find", [out, "-name", "*.cs", "-o", "-name", "*.swift"], projectRoot).output.trim().split("\n");
    const reports = check(paths, hostileMarker);
    const seen = paths.map((p) => readFileSync(p, "utf8").split(hostileMarker).length - 1).reduce((a, b) => a + b, 0);
    assert.ok(seen > 0, `${target}: the payload reached the output`);
    assert.equal(reports.flatMap((r) => r.errors).slice(0, 5), [], `${target} parses`);
    assert.equal(reports.flatMap((r) => r.outside ?? []).slice(0, 5), [], `${target}: no payload token outside a comment or string`);
    console.log(`  ${target} hostile schema: ${reports.length} files, payload written ${seen} times, 0 ERROR nodes, 0 tokens outside comments and strings`);
  }
});

/**
 * What the hostile fixture cannot reach: deprecation reasons (`[Obsolete("…")]`, `@available(..., message: "…")`), a
 * constant tag and an enum value in a spanning layer. 2026-07-28 with a payload in every description, reason, tag
 * and enum value, spanned with the real 2025-11-25.
 */
test("a payload in every description, deprecation reason, tag and enum value of one version stays inside strings and comments of both layers", () => {
  if (lacks(installed, missing)) return;
  const marker = "MCPCODEGENINJECTED";
  const payload = [`*/ --> </summary> </remarks> class ${marker}1 { } /* /**`, `line\u000aend \u2028 \u0085 static void ${marker}2() { }`, `"; } class ${marker}3 { \\(${marker}4) "\u0022`, "nul\u0000 bom\ufeff bidi\u202e\u2066 end"].join("\n");
  const m = buildModel(JSON.parse(readFileSync(schemaPath("2026-07-28"), "utf8")));
  for (const d of m.definitions) {
    d.description = payload;
    d.deprecated = { reason: payload };
    if (d.type.kind === "object") for (const p of d.type.properties) Object.assign(p, { description: payload, deprecated: { reason: payload } });
  }
  const textContent = m.definitions.find((d) => d.name === "TextContent")!.type;
  if (textContent.kind === "object") {
    const tag = textContent.properties.find((p) => p.name === "type")!;
    tag.type = { kind: "literal", value: payload, pointer: tag.type.pointer };
  }
  const role = m.definitions.find((d) => d.name === "Role")!.type;
  if (role.kind === "enum") role.values = [...role.values, payload];
  const plans = [
    { ...buildPlan(buildModel(JSON.parse(readFileSync(schemaPath("2025-11-25"), "utf8")))), source: "2025-11-25" },
    { ...buildPlan(m), source: "2026-07-28" },
  ];
  const plan = spanVersions(plans);
  const layers = [
    ...renderCsharpSpanning(plan, plans, "Mcp", new Map(spanned.map((v) => [v, `Mcp.v${v.replace(/-/g, "_")}`]))).map((f) => ({ path: `csharp/${f.name}`, contents: f.text })),
    ...renderSwiftSpanning(plan, plans, new Map(spanned.map((v) => [v, `Mcp${v.replace(/-/g, "_")}`]))).map((f) => ({ path: `swift/${f.name}`, contents: f.text })),
  ];
  const dir = writeTemp(layers, "mcp-codegen-cswift-all-payload-");
  const reports = check(layers.map((f) => join(dir, f.path)), marker);
  const cs = layers.find((f) => f.path === "csharp/McpTypes.cs")!.contents;
  const swift = layers.find((f) => f.path === "swift/McpTypes.swift")!.contents;
  for (const [lang, body] of [["csharp", cs], ["swift", swift]] as const) {
    const seen = body.split(marker).length - 1;
    assert.ok(seen > 100, `${lang}: the payload reached the layer (${seen} times)`);
    console.log(`  ${lang}-all payload in every description, reason, tag and enum value: written ${seen} times`);
  }
  assert.match(cs, /\[Obsolete\("\*\/ --> <\/summary> <\/remarks> class MCPCODEGENINJECTED1/, "a reason in [Obsolete]");
  assert.match(swift, /@available\(\*, deprecated, message: "\*\/ --> <\/summary> <\/remarks> class MCPCODEGENINJECTED1/, "a reason in @available");
  assert.equal(reports.flatMap((r) => r.errors.map((e) => `${r.file}:${e.line} ${e.text}`)).slice(0, 5), []);
  assert.equal(reports.flatMap((r) => (r.outside ?? []).map((o) => `${r.file}:${o.line} ${o.text}`)).slice(0, 5), []);
});

test.run();
