import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { render } from "../../../generator/generate.js";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { renderCsharp } from "../../../generator/targets/bindings/csharp/render.js";
import { renderSwift } from "../../../generator/targets/bindings/swift/render.js";
import { resolveOptions } from "../../../generator/options.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { projectRoot, schemaPath, schemasDir, versions } from "../../helpers/paths.js";
import { workDir, writeFiles } from "./output.js";
import { run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";
import { overlaidModel, overlayCases, overlayVersion } from "./overlayKinds.js";
import { patchedModel } from "./plan/models.js";

/**
 * No C# or Swift compiler here: every generated C# and Swift file of all six versions is parsed with the
 * tree-sitter grammars (PyPI `tree-sitter`, `tree-sitter-c-sharp`, `tree-sitter-swift`) and must have no
 * ERROR or MISSING node. A file with an injected syntax error must be caught, at its line.
 */
const checker = join(projectRoot, "test", "targets", "bindings", "harness", "treesitter", "check.py");
const root = join(workDir, "treesitter");
let files: OutputFile[] = [];
let installed = true;

interface Report {
  file: string;
  language: string;
  errors: { line: number; column: number; kind: string; text: string }[];
  outside?: { line: number; type: string; text: string }[];
}

function check(paths: string[], marker?: string): Report[] {
  const r = run("python3", [checker, ...(marker ? ["--marker", marker] : []), ...paths], root);
  assert.ok(r.ok, `tree-sitter check:\n${tail(r.output)}`);
  return r.output.trim().split("\n").map((line) => JSON.parse(line) as Report);
}

test.before(async () => {
  installed = run("python3", ["-c", "import tree_sitter, tree_sitter_c_sharp, tree_sitter_swift"], projectRoot).ok;
  if (!installed) return;
  files = await render(resolveOptions({ all: true, targets: ["csharp", "swift"], schemaDir: schemasDir, download: false }));
  writeFiles(root, files);
});

test("every C# and Swift file of every version parses with 0 ERROR/MISSING nodes", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const generated = files.filter((f) => /\.(cs|swift)$/.test(f.path));
  for (const lang of ["csharp", "swift"]) {
    for (const v of versions) assert.ok(generated.some((f) => f.path.startsWith(`${v}/${lang}/`)), `${v}/${lang} has a file`);
  }
  const reports = check(generated.map((f) => join(root, f.path)));
  assert.is(reports.length, generated.length);
  for (const lang of ["csharp", "swift"]) {
    const own = reports.filter((r) => r.language === lang);
    const errors = own.flatMap((r) => r.errors.map((e) => `${r.file.slice(root.length + 1)}:${e.line}:${e.column} ${e.kind} ${JSON.stringify(e.text)}`));
    console.log(`  ${lang} tree-sitter: ${own.length} files, ${errors.length} ERROR/MISSING nodes`);
    assert.equal(errors.slice(0, 10), [], `${lang} parses cleanly`);
  }
});

test("C#: what the schema deprecates is [Obsolete(\"…\")], the file's own uses silenced; a member with evidence keys is tried first only when the value holds one", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const cs = files.find((f) => f.path === "2026-07-28/csharp/McpTypes.cs")!.contents;
  assert.match(cs, /^#nullable enable\n#pragma warning disable CS0612, CS0618\n/m);
  assert.match(cs, /^\[Obsolete\("Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\]\npublic sealed record CreateMessageResult\b/m);
  assert.match(cs, /^ {4}\[Obsolete\("[^"\n]+"\)\]\n {4}\[JsonPropertyName\("roots"\)\]/m, "a deprecated property");
  assert.match(cs, /^ {4}\[Obsolete\("The `\\"thisServer\\"` [^\n]*"\)\]\n {4}\[JsonStringEnumMemberName\("allServers"\)\]\n {4}AllServers,\n {4}\[JsonStringEnumMemberName\("none"\)\]/m, "a deprecated enum member");
  // 2024-11-05 deprecates nothing: no pragma.
  assert.not.match(files.find((f) => f.path === "2024-11-05/csharp/McpTypes.cs")!.contents, /#pragma/);
  const converter = cs.slice(cs.indexOf("public sealed class EnumSchemaConverter"), cs.indexOf("public sealed class EnumSchemaConverter") + 4000);
  const legacy = [...converter.matchAll(/if \((.*)\)\n\s*\{\n\s*try \{ return root\.Deserialize<LegacyTitledEnumSchema>/g)].map((x) => x[1]!);
  assert.is(legacy.length, 2, "LegacyTitledEnumSchema is tried twice: in its place with its evidence, and last without");
  assert.match(legacy[0]!, /root\.TryGetProperty\("enumNames", out _\)/);
  assert.not.match(legacy[1]!, /enumNames/);
  const order = [...converter.matchAll(/root\.Deserialize<(\w+)>/g)].map((x) => x[1]);
  assert.ok(order.indexOf("UntitledSingleSelectEnumSchema") < order.lastIndexOf("LegacyTitledEnumSchema"), order.join(" "));
});

test("Swift: a shape union tries a member with evidence keys first only when the value holds one (a plain enum schema is Untitled), else last", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const swift = files.find((f) => f.path === "2026-07-28/swift/McpTypes.swift")!.contents;
  const start = swift.indexOf("public enum EnumSchema:");
  const body = swift.slice(start, swift.indexOf("public func encode", start));
  const tries = [...body.matchAll(/self = \.(\w+)\(try (\w+)\(from: decoder\)\)/g)].map((x) => x[2]);
  assert.equal(tries.filter((t) => t === "LegacyTitledEnumSchema").length, 2, tries.join(" "));
  assert.ok(tries.indexOf("UntitledSingleSelectEnumSchema") < tries.lastIndexOf("LegacyTitledEnumSchema"), tries.join(" "));
  assert.match(body, /if let c = try\? decoder\.container\(keyedBy: McpCodingKey\.self\), c\.contains\(McpCodingKey\("enumNames"\)\) \{\n\s+do \{ self = \.legacyTitledEnumSchema\(try LegacyTitledEnumSchema/);
});

test("Swift: what the schema deprecates is @available(*, deprecated, message: \"…\"): types, properties and enum cases", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const swift = files.find((f) => f.path === "2026-07-28/swift/McpTypes.swift")!.contents;
  const marker = (message: string) => `@available(*, deprecated, message: ${JSON.stringify(message)})`;
  const sep = marker("Deprecated as of protocol version 2026-07-28 (SEP-2577).");
  assert.ok(swift.includes(`${sep}\npublic struct CreateMessageResult: Codable`), "a deprecated struct");
  assert.ok(swift.includes(`${sep}\npublic enum LoggingLevel: String`), "a deprecated string enum");
  assert.ok(swift.includes(`${sep}\npublic enum SamplingMessageContentBlock: Codable`), "a deprecated union");
  assert.ok(swift.includes(`    ${sep}\n    public var sampling: ClientCapabilitiesSampling?`), "a deprecated property");
  // Only the two values the reason names are deprecated; "none" stays current. The quotes in the reason are escaped.
  const includeContext = swift.slice(swift.indexOf("public enum CreateMessageRequestParamsIncludeContext"));
  const cases = includeContext.slice(0, includeContext.indexOf("}"));
  assert.match(cases, /\n {4}@available\(\*, deprecated, message: "The `\\"thisServer\\"` and `\\"allServers\\"` values are deprecated [^"\n]*"\)\n {4}case allServers = "allServers"\n/);
  assert.match(cases, /\n {4}case none = "none"\n/);
  assert.not.match(cases, /\)\n {4}case none/, "none is not deprecated");
  // 2024-11-05 deprecates nothing.
  assert.not.match(files.find((f) => f.path === "2024-11-05/swift/McpTypes.swift")!.contents, /@available/);
});

/**
 * Issue 23: C# `McpMessages.DecodeResult` and Swift `McpMessages.decodeResult` type a response's result by its
 * request's method, reading `PlanMethod.results`: where `resultType` decides (2026-07-28, draft) tools/call's
 * CallToolResult is taken only when it does not say "input_required" (absent: "complete"), InputRequiredResult only
 * when it does; 2025-11-25's CallToolResult and CreateTaskResult carry no selector (their shapes decide).
 */
test("C# DecodeResult and Swift decodeResult read each method's results and their resultType selectors from the plan", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const text = (path: string) => files.find((f) => f.path === path)!.contents;
  const selector = (equals: boolean) => ({
    cs: `new ResultSelector("resultType", "input_required", "complete", ${equals})`,
    swift: `McpResultSelector(property: "resultType", value: "input_required", absent: "complete", equals: ${equals})`,
  });
  for (const v of ["2026-07-28", "draft"]) {
    const cs = text(`${v}/csharp/McpTypes.cs`);
    assert.ok(
      cs.includes(`"tools/call" => FirstResult(\n                root,\n                options,\n                (typeof(CallToolResult), ${selector(false).cs}),\n                (typeof(InputRequiredResult), ${selector(true).cs})),`),
      `${v} C# tools/call`,
    );
    assert.match(cs, /^ {12}"tools\/list" => root\.Deserialize<ListToolsResult>\(options\),$/m, `${v} C# a method with one result`);
    const swift = text(`${v}/swift/McpTypes.swift`);
    assert.ok(
      swift.includes(`case "tools/call":\n            return try mcpFirstResult(data, decoder: decoder, [\n                (CallToolResult.self, ${selector(false).swift}),\n                (InputRequiredResult.self, ${selector(true).swift}),\n            ])`),
      `${v} Swift tools/call`,
    );
    // The runtime reads the selector it is given: nothing in it names resultType or its values.
    for (const body of [cs.slice(cs.indexOf("public sealed record ResultSelector")), swift.slice(swift.indexOf("public struct McpResultSelector"), swift.indexOf("func mcpFirstResult"))]) {
      assert.not.match(body.slice(0, body.indexOf("\n}")), /resultType|input_required|"complete"/);
    }
  }
  assert.ok(text("2025-11-25/csharp/McpTypes.cs").includes("(typeof(CallToolResult), null),\n                (typeof(CreateTaskResult), null)),"), "2025-11-25 C# unguarded");
  assert.ok(text("2025-11-25/swift/McpTypes.swift").includes("(CallToolResult.self, nil),\n                (CreateTaskResult.self, nil),"), "2025-11-25 Swift unguarded");
  const reports = check(["2026-07-28", "draft", "2025-11-25"].flatMap((v) => [join(root, v, "csharp", "McpTypes.cs"), join(root, v, "swift", "McpTypes.swift")]));
  assert.equal(reports.flatMap((r) => r.errors), []);
  console.log(`  csharp DecodeResult + swift decodeResult: tools/call guarded by resultType in 2026-07-28 and draft, unguarded in 2025-11-25; ${reports.length} files parse with 0 ERROR/MISSING nodes`);
});

/**
 * Issue 23: a shape union of results (2026-07-28's ServerResult) reads `ShapeMember.selector` as the per-method
 * decoders read `PlanMethod.results`: every attempt asks what `resultType` says first, so `{"resultType":"complete"}`
 * lacking a complete member's required key is never taken as InputRequiredResult (which needs only `resultType`), nor
 * `"input_required"` as a complete member. 2025-11-25 has no InputRequiredResult: its ServerResult stays unguarded.
 */
test("C# and Swift shape unions consult resultType (ShapeMember.selector) before taking InputRequiredResult or a complete member", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const text = (path: string) => files.find((f) => f.path === path)!.contents;
  const between = (body: string, head: string, end: string) => {
    const at = body.indexOf(head);
    assert.ok(at >= 0, head);
    return body.slice(at, body.indexOf(end, at));
  };
  // Each attempt: its condition and the member it reads.
  const csAttempts = (cs: string) =>
    [...between(cs, "public sealed class ServerResultConverter", "public override void Write").matchAll(/ {8}if (.*)\n {8}\{\n {12}try \{ return root\.Deserialize<(\w+)>/g)].map((x) => ({ test: x[1]!, member: x[2]! }));
  const swiftAttempts = (swift: string) =>
    [...between(swift, "public enum ServerResult:", "public func encode").matchAll(/\n {8}(?:if (.*) \{\n {12})?do \{ self = \.\w+\(try (\w+)\(from: decoder\)\)/g)].map((x) => ({ test: x[1] ?? "", member: x[2]! }));
  const says = (equals: boolean) => ({
    cs: `new McpMessages.ResultSelector("resultType", "input_required", "complete", ${equals}).Admits(root)`,
    swift: `McpResultSelector(property: "resultType", value: "input_required", absent: "complete", equals: ${equals}).admits(decoder)`,
  });
  let guarded = 0;
  for (const v of ["2026-07-28", "draft"]) {
    for (const [lang, attempts] of [
      ["cs", csAttempts(text(`${v}/csharp/McpTypes.cs`))],
      ["swift", swiftAttempts(text(`${v}/swift/McpTypes.swift`))],
    ] as const) {
      const members = attempts.map((a) => a.member);
      assert.ok(members.includes("InputRequiredResult") && members.includes("CallToolResult") && members.includes("Result"), `${v} ${lang}: ${members.join(" ")}`);
      for (const a of attempts) {
        const own = says(a.member === "InputRequiredResult")[lang];
        assert.ok(a.test.includes(own), `${v} ${lang} ${a.member} asks resultType: ${a.test}`);
        assert.not.ok(a.test.includes(says(a.member !== "InputRequiredResult")[lang]), `${v} ${lang} ${a.member}: one guard`);
      }
      guarded += attempts.length;
    }
    // No member can be left untried by its guards alone, but the throw does not rely on it.
    assert.ok(between(text(`${v}/swift/McpTypes.swift`), "public enum ServerResult:", "public func encode").includes(`throw first ?? DecodingError.dataCorrupted(`), `${v} Swift throw`);
  }
  const older = [csAttempts(text("2025-11-25/csharp/McpTypes.cs")), swiftAttempts(text("2025-11-25/swift/McpTypes.swift"))];
  for (const attempts of older) {
    assert.ok(attempts.length > 0);
    assert.not.ok(attempts.some((a) => /ResultSelector/.test(a.test)), "2025-11-25 unguarded");
  }
  const reports = check(["2026-07-28", "draft", "2025-11-25"].flatMap((v) => [join(root, v, "csharp", "McpTypes.cs"), join(root, v, "swift", "McpTypes.swift")]));
  assert.equal(reports.flatMap((r) => r.errors), []);
  console.log(`  csharp + swift ServerResult: ${guarded} attempts guarded by resultType in 2026-07-28 and draft, ${older.flat().length} unguarded in 2025-11-25; ${reports.length} files parse with 0 ERROR/MISSING nodes`);
});

test("the overlay's ignore and onInvalid in Swift (no unlisted map; try? reads a malformed value as absent) and C# (no extension data); both parse", async () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const plan = buildPlan(overlaidModel(await patchedModel(overlayVersion)));
  const overlaid = [
    ...renderCsharp(plan).map((f) => ({ path: `csharp/${f.name}`, contents: f.text })),
    ...renderSwift(plan).map((f) => ({ path: `swift/${f.name}`, contents: f.text })),
  ];
  writeFiles(join(root, "overlay"), overlaid);
  const reports = check(overlaid.map((f) => join(root, "overlay", f.path)));
  assert.equal(reports.flatMap((r) => r.errors).slice(0, 5), [], "the overlaid files parse cleanly");
  const block = (text: string, head: string) => {
    const at = text.indexOf(head);
    assert.ok(at >= 0, head);
    return text.slice(at, text.indexOf("\n}\n", at));
  };
  const swift = overlaid.find((f) => f.path === "swift/McpTypes.swift")!.contents;
  const tool = block(swift, "public struct Tool: ");
  assert.not.match(tool, /unlistedProperties/, "Swift: Tool keeps no unlisted keys");
  assert.match(tool, /\n {8}annotations = \(try\? c\.decodeIfPresent\(ToolAnnotations\.self, forKey: McpCodingKey\("annotations"\)\)\) \?\? nil\n/);
  assert.match(tool, /\n {8}title = try c\.decodeIfPresent\(String\.self, forKey: McpCodingKey\("title"\)\)\n/, "other fields as before");
  assert.match(block(swift, "public struct ToolAnnotations: "), /unlistedProperties/, "only Tool ignores");
  const cs = overlaid.find((f) => f.path === "csharp/McpTypes.cs")!.contents;
  assert.not.match(block(cs, "public sealed record Tool\n"), /JsonExtensionData/, "C#: Tool keeps no unlisted keys");
  assert.match(block(cs, "public sealed record ToolAnnotations\n"), /JsonExtensionData/);
  // onInvalid (issue 23; C# lacked it): the property reads through the converter that takes a malformed value as absent.
  const csTool = block(cs, "public sealed record Tool\n");
  const loosened = /\[JsonPropertyName\("annotations"\)\] \[JsonIgnore\(Condition = JsonIgnoreCondition\.WhenWritingNull\)\] \[JsonConverter\(typeof\(McpAbsentOnInvalid<ToolAnnotations>\)\)\]\n {4}public ToolAnnotations\? Annotations \{ get; init; \}/;
  assert.match(csTool, loosened, "C#: Tool.annotations reads a malformed value as absent");
  assert.is(csTool.split("McpAbsentOnInvalid").length - 1, 1, "C#: only the loosened property");
  assert.is(cs.split("public sealed class McpAbsentOnInvalid<T> : JsonConverter<T>").length - 1, 1, "C#: the converter, once");
  assert.match(block(cs, "public sealed class McpAbsentOnInvalid<T>"), /catch \(JsonException\)\n {8}\{\n {12}return default;/);
  const plain = renderCsharp(buildPlan(await patchedModel(overlayVersion)))[0]!.text;
  assert.not.match(plain, /McpAbsentOnInvalid/, "C#: without the overlay, no converter");
  const onInvalid = overlayCases.filter((c) => c.kind === "onInvalid" || c.kind === "all");
  console.log(`  csharp overlay onInvalid: Tool.annotations through McpAbsentOnInvalid<ToolAnnotations> (${onInvalid.length} of the ${overlayCases.length} overlay messages exercise it; no C# runtime here to decode them), parses with 0 ERROR nodes`);
});

test("the check catches an injected syntax error, at its line", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const injected = files
    .filter((f) => f.path.startsWith("2026-07-28/") && /\.(cs|swift)$/.test(f.path))
    .map((f) => {
      const lines = f.contents.split("\n");
      // A stray `)` where the first type closes: an error neither grammar can absorb into a valid node.
      const at = lines.findIndex((l, i) => i > 0 && /^\s*}\s*$/.test(l));
      assert.ok(at > 0, `${f.path} has a closing brace`);
      lines.splice(at, 0, ")");
      return { path: `injected/${f.path}`, contents: lines.join("\n"), line: at + 1 };
    });
  writeFiles(join(root, "injected"), injected.map((f) => ({ path: f.path.slice("injected/".length), contents: f.contents })));
  const reports = check(injected.map((f) => join(root, f.path)));
  for (const [i, r] of reports.entries()) {
    assert.ok(r.errors.length > 0, `${r.language}: the injected error is reported`);
    const first = Math.min(...r.errors.map((e) => e.line));
    assert.ok(first <= injected[i]!.line + 1, `${r.language}: first error at line ${first}, injected at ${injected[i]!.line}`);
    console.log(`  ${r.language} injected syntax error caught: ${r.errors.length} nodes, first at line ${first} (injected at ${injected[i]!.line})`);
  }
});

test("a hostile schema's descriptions, literals and names stay inside their comments and strings (C#, Swift)", () => {
  if (lacks(installed, "tree-sitter: pip packages tree-sitter, tree-sitter-c-sharp, tree-sitter-swift not installed")) return;
  const marker = "MCPCODEGENINJECTED";
  const payload = [
    `*/ */ --> </summary> class ${marker}1 { } /* /**`,
    `line\u000aend \u2028 \u0085 line\u2028 static void ${marker}2() { }`,
    `"; } class ${marker}3 { \\(${marker}4) "\u0022 \\u{22}`,
    "nul\u0000 bom\ufeff bidi\u202e\u2066 end",
  ].join("\n");
  const m = buildModel(JSON.parse(readFileSync(schemaPath("2026-07-28"), "utf8")));
  for (const d of m.definitions) {
    d.description = payload;
    // Deprecation reasons reach `[Obsolete("…")]` strings.
    d.deprecated = { reason: payload };
    if (d.type.kind === "object") for (const p of d.type.properties) Object.assign(p, { description: payload, deprecated: { reason: payload } });
  }
  const text = m.definitions.find((d) => d.name === "TextContent")!.type;
  if (text.kind === "object") {
    const type = text.properties.find((p) => p.name === "type")!;
    type.type = { kind: "literal", value: payload, pointer: type.type.pointer };
    text.properties.push({ name: payload, required: false, type: { kind: "primitive", type: "string", constraints: {}, pointer: "#" } });
  }
  const role = m.definitions.find((d) => d.name === "Role")!.type;
  // ... and Swift's `@available(*, deprecated, message: "…")` on a type, a property and an enum case; a marker keeps
  // the reason's first 100 characters, so the enum cases' reason starts with the quote and `\(` line.
  if (role.kind === "enum") role.values = [...role.values, payload];
  if (role.kind === "enum") role.deprecatedValues = role.values.map((value) => ({ value, deprecated: { reason: payload.split("\n").reverse().join(" ") } }));
  const plan = buildPlan(m);
  const hostile = [
    ...renderCsharp(plan).map((f) => ({ path: `csharp/${f.name}`, contents: f.text })),
    ...renderSwift(plan).map((f) => ({ path: `swift/${f.name}`, contents: f.text })),
  ];
  writeFiles(join(root, "hostile"), hostile);
  const reports = check(hostile.map((f) => join(root, "hostile", f.path)), marker);
  for (const r of reports) {
    assert.ok(r.outside !== undefined);
    const seen = hostile.find((f) => r.file.endsWith(f.path))!.contents.split(marker).length - 1;
    assert.ok(seen > 10, `${r.language}: the payload reached the file (${seen} times)`);
    assert.equal(r.errors.slice(0, 5), [], `${r.language}: the hostile file parses cleanly`);
    assert.equal(r.outside!.slice(0, 5), [], `${r.language}: no payload token outside a comment or string`);
    console.log(`  ${r.language} hostile schema: payload written ${seen} times, 0 ERROR nodes, 0 tokens outside comments and strings`);
  }
  // The control: the same check finds a payload that did escape (a class name, a Swift interpolation).
  const escaped = [
    { path: "control/escaped.cs", contents: `namespace A;\n/// ${marker}\npublic class ${marker}1 { string s = "${marker}"; }\n` },
    { path: "control/escaped.swift", contents: `/// ${marker}\nlet x = "${marker} \\(${marker}4)"\n` },
  ];
  writeFiles(join(root, "hostile-control"), escaped);
  const caught = check(escaped.map((f) => join(root, "hostile-control", f.path)), marker);
  assert.equal(caught.map((r) => r.outside!.map((o) => o.text)), [[`${marker}1`], [`${marker}4`]]);
});

test.run();
