import { test } from "uvu";
import * as assert from "uvu/assert";
import { assign, body, call, elvis, ifElse, lambda, layout, maxLineLength, seq, when } from "../../../../generator/targets/bindings/kotlin/layout.js";

/**
 * The Kotlin layout breaks lines as ktlint (kotlin-sdk's settings) wants them; kotlin.test.ts runs ktlint itself on
 * every generated file, these pin each rule without a JVM.
 */
const long = (n: number) => "x".repeat(n);
const widest = (text: string) => Math.max(...text.split("\n").map((l) => l.length));

test("a node that fits stays on one line", () => {
  assert.is(layout(call("McpJson.optional", ["o", '"a"'], lambda("x", call("McpJson.str", ["x"]))), 16), '                McpJson.optional(o, "a") { x -> McpJson.str(x) }');
  assert.is(layout(call("setOf<String>", []), 0), "setOf<String>()");
  assert.is(layout(call("v.map", [], lambda("x1", "x1")), 0), "v.map { x1 -> x1 }");
});

test("a trailing lambda too long for its line breaks after its arrow; the body breaks again if it must", () => {
  const inner = call(`${long(60)}.Serializer.decode`, ["x1"]);
  const text = layout(seq("a = ", call("McpJson.optional", ["o", '"a"'], lambda("x", call("McpJson.list", ["x"], lambda("x1", inner))))), 16, 1);
  assert.is(text.split("\n")[0], '                a = McpJson.optional(o, "a") { x ->');
  assert.is(text.split("\n").at(-1), "                }");
  assert.ok(widest(text) <= maxLineLength, text);
});

test("an argument list too long goes one argument per line with a trailing comma", () => {
  const args = Array.from({ length: 8 }, (_, i) => `"${long(12)}${i}"`);
  const text = layout(call("setOf<String>", args), 12);
  assert.is(text, `            setOf<String>(\n${args.map((a) => `                ${a},`).join("\n")}\n            )`);
});

test("an assignment breaks after `=` when its value then fits, else keeps the value beside and breaks it", () => {
  assert.is(layout(assign("override val descriptor: SerialDescriptor", call("buildClassSerialDescriptor", [`"${long(70)}"`])), 8), `        override val descriptor: SerialDescriptor =\n            buildClassSerialDescriptor("${long(70)}")`);
  const args = Array.from({ length: 12 }, (_, i) => `"${long(10)}${i}"`);
  assert.match(layout(assign("private val listed", call("setOf<String>", args)), 8), /^ {8}private val listed = setOf<String>\(\n {12}"/);
});

test("an expression body stays beside its signature when its first line fits (ktlint's function signature)", () => {
  const tries = Array.from({ length: 3 }, (_, i) => lambda("x", ifElse("x is JsonObject", call(`M${i}${long(70)}.Serializer.decode`, ["x"]), "null")));
  const text = layout(body("fun decode(e: JsonElement): U", call("McpJson.firstOf<U>", ["e", ...tries])), 8);
  assert.match(text, /^ {8}fun decode\(e: JsonElement\): U = McpJson\.firstOf<U>\(\n {12}e,\n {12}\{ x ->\n {16}if \(x is JsonObject\) \{\n {20}M0/);
  assert.match(text, /\n {16}\} else \{\n {20}null\n {16}\}\n {12}\},/);
  assert.is(layout(body(`override fun serialize(encoder: Encoder, value: ${long(60)})`, call("McpJson.write", ["encoder", call("encode", ["value"])])), 8).split("\n")[1], "            McpJson.write(encoder, encode(value))");
});

test("an elvis breaks before `?:`; a too long `if` condition gets lines of its own", () => {
  assert.is(layout(elvis(`entries.firstOrNull { it.wire == ${long(50)} }`, `throw McpDecodingException("", "${long(40)}")`), 12), `            entries.firstOrNull { it.wire == ${long(50)} }\n                ?: throw McpDecodingException("", "${long(40)}")`);
  const text = layout(ifElse(call("McpJson.hasTag", ["x", '"type"', `"${long(100)}"`]), "a", "null"), 16);
  assert.match(text, /^ {16}if \(\n {20}McpJson\.hasTag\(\n {24}x,\n/);
  assert.match(text, /\n {20}\)\n {16}\) \{\n {20}a\n {16}\} else \{\n {20}null\n {16}\}$/);
});

test("a `when` gets blank lines between its branches only when one of them spans lines", () => {
  assert.is(layout(when("value", [{ condition: "is A", body: call("A.Serializer.encode", ["value"]) }, { condition: "else", body: "null" }]), 8), "        when (value) {\n            is A -> A.Serializer.encode(value)\n            else -> null\n        }");
  const text = layout(when("name", [{ condition: `"${long(50)}"`, body: call(`${long(50)}.Serializer.decode`, ["o"]) }, { condition: "else", body: "null" }]), 4);
  assert.match(text, /\n {8}\)\n\n {8}else -> null\n {4}\}$/);
});

test.run();
