import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { renderJava } from "../../../generator/targets/bindings/java/render.js";
import { clauseLines, javadocLines, lineCommentLines, paramLines } from "../../../generator/targets/bindings/java/layout.js";
import { renderKotlin } from "../../../generator/targets/bindings/kotlin/render.js";
import { renderCsharp } from "../../../generator/targets/bindings/csharp/render.js";
import { renderSwift } from "../../../generator/targets/bindings/swift/render.js";
import { schemaPath, versions } from "../../helpers/paths.js";

/**
 * The idiom Java, Kotlin, C# and Swift output must keep on 2026-07-28 (no toolchain needed): integer
 * request ids, a sum type per union, extra-field maps on open objects only, `public` Swift, one
 * message decoder; and for every version, output byte-identical on a rerun with the IR untouched.
 */
const model = buildModel(JSON.parse(readFileSync(schemaPath("2026-07-28"), "utf8")));
const plan = buildPlan(model);
const text = (files: { name: string; text: string }[], name?: string) => (name ? files.find((f) => f.name === name)!.text : files.map((f) => f.text).join("\n"));

test("java: request ids are string or long, unions are sealed interfaces, open records keep unknown keys", () => {
  const files = renderJava(plan);
  const id = text(files, "RequestId.java");
  assert.match(id, /record IntegerValue\(@JsonValue long value\) implements RequestId/);
  assert.match(id, /record StringValue\(@JsonValue String value\) implements RequestId/);
  // JsonNumber (the runtime's number text) offers doubleValue()/of(double) to the user; no type holds a float.
  assert.not.match(text(files.filter((f) => f.name !== "JsonNumber.java")), /\b(double|Double|float)\b/, "no floating-point type anywhere");
  assert.match(text(files, "ContentBlock.java"), /@JsonTypeInfo\(\n {4}use = JsonTypeInfo\.Id\.NAME,\n {4}include = JsonTypeInfo\.As\.EXISTING_PROPERTY,\n {4}property = "type",\n {4}visible = true\)/);
  // Told apart by shape: a creator takes the first member, in the plan's order, whose required keys are present.
  // Read into `Keys` (a setter per key present), then the member picked.
  assert.match(text(files, "JSONRPCMessage.java"), /@JsonCreator\(mode = JsonCreator\.Mode\.DELEGATING\)\n {2}static JSONRPCMessage of\(Keys keys\) \{/);
  // resultType decides (issue 23): a result saying "input_required" is no ReadResourceResult, only an InputRequiredResult.
  assert.match(
    text(files, "ReadResourceResultResponseResult.java"),
    /if \(!"input_required"\.equals\(resultType\)\n {8}&& cacheScope != null\n {8}&& contents != null\n {8}&& resultType != null\n {8}&& ttlMs != null\) \{\n {6}return new ReadResourceResult\(/,
  );
  assert.match(text(files, "ReadResourceResultResponseResult.java"), /if \("input_required"\.equals\(resultType\) && resultType != null\) \{\n {6}return new InputRequiredResult\(/);
  assert.match(text(files, "TextContent.java"), /@JsonAnyGetter Map<String, Object> unlistedProperties\)/);
  // Jackson reads a record through its builder (issue 23): setters are called for the keys present only, so an
  // explicit null is refused (Nulls.FAIL) with no injection (which needs jackson-databind 2.21), absent stays unset.
  assert.match(text(files, "TextContent.java"), /@JsonCreator\(mode = JsonCreator\.Mode\.DELEGATING\)\n {2}private static TextContent fromJson\(Builder json\) \{/);
  // Any JSON is `Json` (issue 23: it was Object, numbers read as Double or BigDecimal lost their text).
  assert.match(text(files, "TextContent.java"), /@JsonAnySetter\n {4}public Builder unlistedProperties\(String key, Json value\) \{/);
  assert.match(text(files, "TextContent.java"), /@JsonProperty\("_meta"\)\n {4}@JsonSetter\(nulls = Nulls\.FAIL\)\n {4}public Builder meta\(Map<String, Json> meta\) \{/);
  // A string is read as Object and its JSON kind checked: a plain ObjectMapper's coercion of 5 to "5" is refused.
  assert.match(text(files, "TextContent.java"), /@JsonProperty\("text"\)\n {4}@JsonSetter\(nulls = Nulls\.FAIL\)\n {4}private void textFromJson\(Object text\) \{\n {6}if \(text != null && !\(text instanceof String\)\) \{/);
  // The user's builder starts with the constants set.
  assert.match(text(files, "TextContent.java"), /public static Builder builder\(\) \{\n {4}return new Builder\(\)\.type\("text"\);/);
  // Any JSON present as null is kept apart from absent.
  assert.match(text(files, "CallToolResult.java"), /this\.structuredContent = structuredContent == null \? JsonNull\.NULL : structuredContent;/);
  assert.match(text(files, "JsonNull.java"), /public enum JsonNull implements Json \{/);
  assert.match(text(files, "Json.java"), /^public sealed interface Json\n {4}permits Json\.ObjectValue,/m);
  assert.not.match(text(files), /JacksonInject/, "no injection anywhere");
  const imports = /^import (?!com\.fasterxml\.jackson\.annotation\.|java\.)/m;
  for (const f of files) assert.not.match(f.text, imports, `${f.name}: only Jackson annotations and the JDK are imported`);
  assert.match(text(files, "McpMessages.java"), /case "tools\/call" -> CallToolRequest\.class;/);
  // A response's result: the method's own result class first, then what else its response may hold.
  assert.match(text(files, "McpMessages.java"), /case "tools\/call" -> List\.of\(CallToolResult\.class, InputRequiredResult\.class\);/);
  assert.match(text(files, "McpMessages.java"), /case "tools\/list" -> List\.of\(ListToolsResult\.class\);/);
});

test("kotlin: kotlinx.serialization with generated strict serializers, Long ids, sealed interfaces, extra maps", () => {
  const files = renderKotlin(plan);
  const all = text(files, "McpTypes.kt");
  assert.match(all, /@Serializable\(with = TextContent\.Serializer::class\)\ndata class TextContent\(/);
  assert.match(all, /sealed interface RequestId \{[\s\S]*?data class IntegerValue\(val value: Long\) : RequestId/);
  assert.match(all, /sealed interface ContentBlock \{/);
  assert.match(all, /val unlistedProperties: JsonObject = JsonObject\(emptyMap\(\)\),/);
  assert.not.match(all, /\b(Double|Float)\b/, "numbers are McpNumber, integers Long");
  assert.match(text(files, "McpMessages.kt"), /"tools\/call" -> CallToolRequest\.Serializer\.decode\(o\)/);
});

test("c#: System.Text.Json records, long ids, converters for every union, extension data on open records only", () => {
  const all = text(renderCsharp(plan));
  assert.match(all, /public sealed record RequestIdIntegerValue\(long Value\) : RequestId;/);
  assert.match(all, /\[JsonConverter\(typeof\(ContentBlockConverter\)\)\]\npublic interface ContentBlock/);
  assert.match(all, /\[JsonExtensionData\]\n {4}public Dictionary<string, JsonElement>\? UnlistedProperties \{ get; set; \}/);
  assert.not.match(all, /\b(double|float)\b/);
  assert.match(all, /public static class McpMessages/);
});

test("swift: public Codable structs, Int64 ids, enums with associated values, extra maps", () => {
  const all = text(renderSwift(plan));
  assert.match(all, /public struct TextContent: Codable, Hashable, Sendable \{/);
  assert.match(all, /public enum RequestId: Codable, Hashable, Sendable \{\n {4}case string\(String\)\n {4}case integer\(Int64\)/);
  assert.match(all, /public enum ContentBlock: Codable, Hashable, Sendable \{\n {4}case textContent\(TextContent\)/);
  assert.match(all, /public var unlistedProperties: \[String: JSONValue\]/);
  assert.not.match(all, /^(struct|enum) /m, "no internal type");
});

test("java layout: the formatter's choices for Javadoc, line comments, parameters and clauses (java.test.ts runs the formatter itself)", () => {
  assert.equal(javadocLines(["Short."], "  "), ["  /** Short. */"]);
  const long = javadocLines([`${"word ".repeat(30).trim()}`, "Second."], "");
  assert.ok(long.every((l) => l.length <= 100), "filled to 100 columns");
  assert.equal(long.slice(0, 2), ["/**", ` * ${"word ".repeat(19).trim()}`]);
  assert.equal(long.slice(-3), [" *", " * <p>Second.", " */"]);
  assert.equal(javadocLines([], "", "@deprecated (as the schema says)"), ["/**", " * @deprecated (as the schema says)", " */"]);
  const url = `// Source: https://example.com/${"a".repeat(120)}`;
  assert.equal(lineCommentLines([url]), ["// Source:", `// https://example.com/${"a".repeat(120)}`], "broken at the last space, a long word kept whole");
  assert.equal(paramLines("public record R", [{ annotations: ['@JsonProperty("a")'], declaration: "String a" }], " {}", ""), ['public record R(@JsonProperty("a") String a) {}']);
  const wide = paramLines("public record R", [0, 1, 2].map((i) => ({ annotations: [`@JsonProperty("${"k".repeat(30)}${i}")`], declaration: `String a${i}` })), " {}", "");
  assert.equal(wide.length, 4, "one parameter a line once they do not fit");
  assert.equal(clauseLines("public sealed interface U", [{ keyword: "permits", names: ["A", "B"] }], " {}", ""), ["public sealed interface U permits A, B {}"]);
});

test("every version renders byte-identical twice in all four languages, and the IR is not mutated", () => {
  for (const v of versions) {
    const m = buildModel(JSON.parse(readFileSync(schemaPath(v), "utf8")));
    const before = JSON.stringify(m);
    for (const render of [renderJava, renderKotlin, renderCsharp, renderSwift]) {
      const a = render(buildPlan(m));
      const b = render(buildPlan(m));
      assert.equal(a, b, `${v}: ${render.name} is deterministic`);
    }
    assert.is(JSON.stringify(m), before, `${v}: the IR is untouched`);
  }
});

test.run();
