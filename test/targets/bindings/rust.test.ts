import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { exampleFiles, projectRoot, versions } from "../../helpers/paths.js";
import { rustDispatch } from "./rust/harness.js";
import { invalidMessages } from "./invalidMessages.js";
import { numberTexts, validMessages, type ValidMessage } from "./validMessages.js";
import { moduleName, workDir, writeFiles } from "./output.js";
import { patchedModel } from "./plan/models.js";
import { available, run, tail } from "./toolchains.js";
import { canonicalJson } from "./wireJson.js";
import { lacks } from "../../helpers/toolchain.js";
import { rejectsResults, resultCases, resultRejections, resultTypeCases, resultUnionCases } from "./resultChecks.js";
import { unionChoiceCases, unionChoiceTypes } from "./unionChoice.js";
import { acceptsValid, writeManifest, decidesByResultType, exampleVersion, reportsUnknownMethods, unknownMethodCases, interop, interopLine, rejectsInvalid, renderLanguage, messageCases, strictRoundTrip, unionCases, unionRoundTrip, validExampleFiles } from "./wireChecks.js";

const root = join(workDir, "rust-plan");
const drivers = join(projectRoot, "test", "targets", "bindings", "rust");
const cargo = available("cargo");
/** The official schema crate, as .ci/run fetches it into ~/.cargo. */
const sdkCrate = { name: "rust-mcp-schema", version: "2.0.0" };
const bin = (name: string) => join(root, "target", "debug", name);

const cargoToml = `[package]
name = "mcpcheck"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
serde = { version = "1", features = ["derive"] }
serde_json = { version = "1", features = ["raw_value"] }
${sdkCrate.name} = { version = "=${sdkCrate.version}", optional = true }

[features]
sdk = ["dep:${sdkCrate.name}"]

[[bin]]
name = "roundtrip"
path = "src/bin/roundtrip/main.rs"

[[bin]]
name = "construct"
path = "src/bin/construct.rs"

[[bin]]
name = "formats"
path = "src/bin/formats.rs"

[[bin]]
name = "interop"
path = "src/bin/interop/main.rs"
required-features = ["sdk"]
`;

test.before(async () => {
  if (!cargo) return;
  const files = await renderLanguage("rust");
  const plan = buildPlan(await patchedModel(exampleVersion));
  const types = [...exampleFiles().map((e) => e.type), ...invalidMessages.map((c) => c.type), ...unionCases(plan).map((c) => c.type), ...unionChoiceTypes, ...resultUnionCases().map((c) => c.type)];
  mkdirSync(join(root, "src"), { recursive: true });
  writeFileSync(join(root, "Cargo.toml"), cargoToml);
  writeFileSync(join(root, "src", "lib.rs"), versions.map((v) => `pub mod ${moduleName(v)};\n`).join(""));
  for (const v of versions) {
    const own = files.filter((f) => f.path.startsWith(`${v}/rust/`));
    writeFiles(join(root, "src", moduleName(v)), []);
    for (const f of own) {
      const rel = f.path.slice(`${v}/rust/`.length).replace(/^mcp_types/, moduleName(v));
      mkdirSync(join(root, "src", rel, ".."), { recursive: true });
      writeFileSync(join(root, "src", rel), f.contents);
    }
  }
  for (const name of ["construct", "formats"]) cpSync(join(drivers, `${name}.rs`), join(root, "src", "bin", `${name}.rs`));
  for (const name of ["roundtrip", "interop"]) {
    mkdirSync(join(root, "src", "bin", name), { recursive: true });
    cpSync(join(drivers, `${name}.rs`), join(root, "src", "bin", name, "main.rs"));
  }
  const sdkTypes = exampleFiles().map((e) => e.type);
  writeFileSync(join(root, "src", "bin", "roundtrip", "dispatch.rs"), rustDispatch(plan, moduleName(exampleVersion), types, [], serdeTypes, [...sdkTypes, ...serdeTypes]));
  writeFileSync(join(root, "src", "bin", "interop", "dispatch.rs"), rustDispatch(plan, moduleName(exampleVersion), types, sdkTypes));
});

test("rust: rustfmt --check is clean and cargo builds every version", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const fmt = run("rustfmt", ["--edition", "2021", "--check", ...versions.map((v) => join("src", `${moduleName(v)}.rs`))], root);
  assert.ok(fmt.ok, `rustfmt --check:\n${tail(fmt.output)}`);
  const build = run("cargo", ["build", "--offline", "--quiet", "--bin", "roundtrip"], root);
  assert.ok(build.ok, `cargo build:\n${tail(build.output)}`);
  // Spec names kept (`Result`), a required any-JSON field is not an Option, ids are string | i64.
  const source = readFileSync(join(root, "src", `${moduleName(exampleVersion)}.rs`), "utf8");
  assert.match(source, /^pub struct Result \{$/m);
  assert.match(source, /^pub struct LoggingMessageNotificationParams \{\n(?: {4}.*\n)*? {4}pub data: Json,$/m);
  assert.match(source, /^pub enum RequestId \{\n {4}String\(String\),\n {4}Integer\(i64\),\n\}$/m);
  console.log(`  rust: rustfmt clean, cargo build ok for ${versions.length} versions`);
});

test("rust: strict round trip of the examples (JSON text, number forms kept)", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { passed, refused, failures } = strictRoundTrip(root, bin("roundtrip"), (m) => [m], root);
  // read-resource-example lacks the cacheScope and ttlMs schema.json requires: it must be refused at their path.
  console.log(`  rust strict round trip: ${passed}/${exampleFiles().length}, ${refused} schema-invalid refused at its path`);
  assert.is(refused, 1);
  assert.equal(failures, []);
});

test("rust: invalid messages are rejected with the JSON path of their first error", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { passed, failures } = rejectsInvalid(root, bin("roundtrip"), (m) => [m], root);
  console.log(`  rust invalid messages rejected with their path: ${passed}/${invalidMessages.length}`);
  assert.equal(failures, []);
});

test("rust: valid messages with explicit nulls (structuredContent, error.data) decode and are written back with the null", () => {
  if (!cargo) return;
  const { passed, failures } = acceptsValid(join(root, "valid"), bin("roundtrip"), (m) => [m], root);
  console.log(`  rust valid messages kept as written: ${passed}/${validMessages.length}`);
  assert.equal(failures, []);
});

/** Number texts a float or serde_json's Number would change (issue 23), as a number field and as any JSON. */
const numberLexemes = ["1", "1.0", "1e3", "1E+3", "-0", "12345678901234567890123", "0.1000000000000000055511151231257827", "5e-1", "-1.5E-300"];
const serdeTypes = ["TextContent", "CallToolResult"];
const numberCases: ValidMessage[] = numberLexemes.flatMap((n) => [
  { type: "TextContent", text: `{"type":"text","text":"hi","annotations":{"priority":${n}}}`, why: `a number field keeps ${n}` },
  { type: "CallToolResult", text: `{"resultType":"complete","content":[],"structuredContent":{"n":${n},"list":[${n}]}}`, why: `any JSON keeps ${n}` },
]);

test("rust: number text is kept as written (1e3, 1E+3, -0, digits beyond f64), by from_str and by serde_json's from_str, from_slice, from_reader", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const cases = [...numberTexts, ...numberCases, ...["serde", "slice", "reader"].flatMap((entry) => numberCases.map((c) => ({ ...c, type: `${entry}:${c.type}` })))];
  const { passed, failures } = acceptsValid(join(root, "numbers"), bin("roundtrip"), (m) => [m], root, cases);
  console.log(`  rust number texts kept: ${passed}/${cases.length}`);
  assert.equal(failures, []);
});

/** A user's type holding ours, so serde buffers the value (its `Content`) before ours reads it: the driver's `Either` and `Wrapped`. */
const holders = [
  { mode: "untagged", what: "#[serde(untagged)] enum" },
  { mode: "flatten", what: "#[serde(flatten)] field" },
  { mode: "nested", what: "flatten inside untagged, as rmcp's JsonRpcMessage holds its requests" },
] as const;

/** The text with the wrapper's own member first (`Wrapped::trace`), the rest of the text untouched. */
const traced = (text: string) => (/^\s*\{\s*\}\s*$/.test(text) ? `{"x-trace":"t"}` : text.replace(/^\s*\{/, `{"x-trace":"t",`));

/** The driver's rows for `cases` (`{type, text}`), in order. */
function driverRows(dir: string, cases: readonly { type: string; text: string }[]): { ok: boolean; out?: string; error?: string }[] {
  const r = run(bin("roundtrip"), [writeManifest(dir, "cases.json", cases)], root);
  assert.ok(r.ok, tail(r.output));
  return r.output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { ok: boolean; out?: string; error?: string });
}

test("rust: our types decode inside a user's untagged enum, flatten field and both (serde's buffered content): every example written back unchanged", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  // The example schema.json refuses (read-resource-example) is refused there too: the strict round trip checks its path.
  const examples = validExampleFiles();
  const failures: string[] = [];
  const counts = holders.map(({ mode, what }) => {
    const cases = examples.map((e) => {
      const text = readFileSync(e.path, "utf8");
      return { type: `${mode}:${e.type}`, text: mode === "untagged" ? text : traced(text), why: `${e.type}/${e.file} in a ${what}` };
    });
    const r = acceptsValid(join(root, mode), bin("roundtrip"), (m) => [m], root, cases);
    failures.push(...r.failures);
    return `${mode} ${r.passed}/${cases.length}`;
  });
  console.log(`  rust through serde's buffering: ${counts.join(", ")}`);
  assert.equal(failures, []);
  assert.ok(examples.length >= 128, `${examples.length} examples`);
});

/**
 * A buffered number is the value serde_json read (an integer in u64/i64, else a float), written as serde_json writes
 * it: the text is kept only on the direct path, where serde_json hands over the raw text.
 */
const bufferedNumbers: Readonly<Record<string, string>> = {
  "1": "1",
  "1.0": "1.0",
  "1e3": "1000.0",
  "1E+3": "1000.0",
  "-0": "-0.0",
  "12345678901234567890123": "1.2345678901234568e+22",
  "0.1000000000000000055511151231257827": "0.1",
  "5e-1": "0.5",
  // serde_json's fast float parser (without its `float_roundtrip` feature) is off by one ulp here.
  "-1.5E-300": "-1.4999999999999998e-300",
};

test("rust: in an untagged enum a number is the value serde_json read (1e3 -> 1000.0), as serde_json::Value would hold it", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  assert.equal(Object.keys(bufferedNumbers), numberLexemes);
  const cases = numberCases.flatMap((c) => holders.map(({ mode }) => ({ ...c, type: `${mode}:${c.type}`, text: mode === "untagged" ? c.text : traced(c.text) })));
  const want = cases.map((c) => {
    const n = numberLexemes.find((x) => c.why.endsWith(` ${x}`))!;
    return canonicalJson(c.text.split(n).join(bufferedNumbers[n]));
  });
  const got = driverRows(join(root, "buffered-numbers"), cases).map((r) => (r.ok ? canonicalJson(r.out!) : `error: ${r.error}`));
  assert.equal(got, want);
  console.log(`  rust buffered numbers as their value: ${got.length}/${cases.length}`);
});

test("rust: other deserializers than serde_json's (serde::de::value, values rather than JSON text, as other formats hand over), and another serializer", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const build = run("cargo", ["build", "--offline", "--quiet", "--bin", "formats"], root);
  assert.ok(build.ok, `cargo build (formats):\n${tail(build.output)}`);
  const r = run(bin("formats"), [], root);
  assert.ok(r.ok, r.output);
  const want = [
    `7`,
    `-3`,
    `0.5`,
    `1000.0`,
    `0.1`,
    `340282366920938463463374607431768211455`,
    `"NaN is not a JSON number"`,
    `"/: must be a number, not string"`,
    `1e+3`,
    `{"$serde_json::private::Number":"1","b":"y"}`,
    `{"a":"x","b":"y"}`,
    `[1,2]`,
    `null`,
    `5`,
    `"a"`,
    `"user"`,
    `{"text":"hi","type":"text"}`,
    `"/text: required field is missing"`,
    // To another format (the driver's Probe): the numbers written as Rust writes integers and floats go as values.
    `"u64 7"`,
    `"i64 -3"`,
    `"f64 0.5"`,
    `"f64 1.0"`,
    `"struct $serde_json::private::RawValue"`,
    `"struct $serde_json::private::RawValue"`,
    `"struct $serde_json::private::RawValue"`,
  ];
  assert.equal(r.output.trim().split("\n"), want);
  console.log(`  rust from serde::de::value deserializers and to a non-JSON serializer: ${want.length}/${want.length} as expected`);
});

test("rust: every union decodes its members' examples (by tag, or by shape in the plan's order)", async () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const cases = unionCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, bin("roundtrip"), (m) => [m], root);
  console.log(`  rust unions: ${r.passed}/${cases.length} member examples decoded through their union and written back unchanged; ${r.exact} as their own member`);
  assert.equal(r.failures, []);
});

test("rust: the one-call decoder reads every whole JSON-RPC example as its method's type or its envelope", async () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const cases = messageCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, bin("roundtrip"), (m) => [m], root);
  console.log(`  rust parse_message: ${r.exact}/${cases.length} JSON-RPC examples decoded as their method's type or envelope and written back unchanged`);
  assert.ok(cases.length >= 30, `${cases.length} message examples`);
  assert.equal(r.failures, []);
});

test("rust: parse_result decodes every example of a method's result type as that method's result (JSON text kept)", async () => {
  // 2026-07-28: tools/call, prompts/get and resources/read may also be answered with an InputRequiredResult.
  if (lacks(cargo, "rust: cargo not found")) return;
  const cases = resultCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(join(root, "results"), cases, bin("roundtrip"), (m) => [m], root);
  console.log(`  rust parse_result strict round trip: ${r.exact}/${cases.length} result examples decoded as their method's result type and written back unchanged`);
  assert.ok(cases.length >= 10, `${cases.length} result examples`);
  assert.ok(cases.some((c) => c.type === "result:tools/call" && c.member === "InputRequiredResult"), "an alternative result is decoded");
  assert.equal(r.failures, []);
  assert.is(r.exact, cases.length);
});

test("rust: parse_result rejects an unknown method, a result of another method and invalid results, with the path", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { passed, failures } = rejectsResults(join(root, "result-rejects"), bin("roundtrip"), (m) => [m], root);
  console.log(`  rust parse_result rejections at their path: ${passed}/${resultRejections().length}`);
  assert.equal(failures, []);
});

test("rust: resultType decides a union of results: the spec's read-resource-example (complete, lacking cacheScope/ttlMs) is refused at its path, input_required is InputRequiredResult", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const cases = resultUnionCases();
  const { got, want } = decidesByResultType(join(root, "result-union"), cases, bin("roundtrip"), (m) => [m], root);
  assert.equal(got, want);
  console.log(`  rust union of results by resultType: ${got.length}/${cases.length}`);
});

test("rust: parse_result lets resultType decide: a complete resources/read result lacking cacheScope is refused at its path, not read as InputRequiredResult", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { got, want } = decidesByResultType(join(root, "result-type"), resultTypeCases, bin("roundtrip"), (m) => [m], root);
  assert.equal(got, want);
  console.log(`  rust parse_result by resultType: ${got.length}/${resultTypeCases.length}`);
});

test("rust: a value several union members accept decodes as the most specific (a plain enum schema is Untitled, not Legacy)", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { got, want } = decidesByResultType(join(root, "union-choice"), unionChoiceCases, bin("roundtrip"), (m) => [m], root);
  assert.equal(got, want);
  console.log(`  rust union choice: ${got.length}/${unionChoiceCases.length}`);
});

test("rust: parse_message on a method this version lacks fails with MessageError::UnknownMethod carrying the request's id (for -32601)", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const { got, want } = reportsUnknownMethods(join(root, "unknown-method"), bin("roundtrip"), (m) => [m], root);
  assert.equal(got, want);
  console.log(`  rust parse_message unknown methods reported with their id: ${got.length}/${unknownMethodCases.length}`);
});

test("rust: values are built as rmcp users build them: new(required) and with_ setters, Default, From a member into its union, constant tags implied", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const build = run("cargo", ["build", "--offline", "--bin", "construct"], root);
  assert.ok(build.ok, `cargo build (construct):\n${tail(build.output)}`);
  const r = run(bin("construct"), [], root);
  assert.ok(r.ok, r.output);
  const want = [
    `{"type":"text","text":"hi"}`,
    `{"type":"text","text":"hi","annotations":{"audience":["user"],"priority":0.5}}`,
    `{"content":[{"type":"text","text":"hi","annotations":{"audience":["user"],"priority":0.5}},{"type":"text","text":"two"}],"resultType":"complete","isError":false,"structuredContent":{"n":1e3}}`,
    `7`,
    `"a"`,
    `{}`,
    `{"type":"text","text":"from a value","annotations":{}}`,
    `[true,true,false,false,false,false,false,false,false]`,
    `[null,1000.0,false,7,1E+3]`,
    `"info"`,
    `null`,
  ];
  assert.equal(r.output.trim().split("\n").map(canonicalJson), want.map(canonicalJson));
  // Deprecated definitions warn in the user's code, with the schema they come from.
  assert.match(build.output, /use of deprecated unit variant `mcpcheck::v2026_07_28::LoggingLevel::Info`: deprecated in the MCP 2026-07-28 schema/);
  assert.match(build.output, /use of deprecated field `mcpcheck::v2026_07_28::ClientCapabilities::roots`: deprecated in the MCP 2026-07-28 schema/);
  console.log(`  rust construction idioms: ${want.length}/${want.length} values as expected; deprecations warned at the user's use`);
});

test("rust: cargo clippy -D warnings is clean on every version", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const clippy = run("cargo", ["clippy", "--offline", "--quiet", "--lib", "--", "-D", "warnings"], root);
  assert.ok(clippy.ok, `cargo clippy:\n${tail(clippy.output)}`);
  console.log(`  rust: cargo clippy -D warnings clean for ${versions.length} versions`);
});

test("rust: interop with the official schema crate (rust-mcp-schema)", () => {
  if (lacks(cargo, "rust: cargo not found")) return;
  const build = run("cargo", ["build", "--offline", "--quiet", "--features", "sdk", "--bin", "interop"], root);
  if (!build.ok && /offline|no matching package|failed to (download|select)/.test(build.output)) {
    if (lacks(false, `rust interop: ${sdkCrate.name} ${sdkCrate.version} not in ~/.cargo (.ci/run fetches it)`)) return;
  }
  assert.ok(build.ok, `cargo build (interop):\n${tail(build.output)}`);
  const c = interop(root, bin("interop"), (m) => [m], root);
  console.log(`  ${interopLine("rust", `${sdkCrate.name} ${sdkCrate.version}`, c, exampleFiles().length)}`);
  for (const note of c.notes) console.log(`    ${note}`);
  assert.ok(c.declared >= 100, `the crate declares ${c.declared} example types`);
  // The crate reads a complete tools/call, prompts/get or resources/read result as its InputRequiredResult and writes
  // back only `{"resultType":"complete"}`: resultType decides (issue 23), so ours refuse that at the first missing key.
  const refused = c.notes.filter((n) => n.startsWith("ours reject theirs"));
  assert.ok(refused.every((n) => /^ours reject theirs \w+ResultResponse\/[\w-]+\.json: \/result\/\w+: required field is missing/.test(n)), refused.join("\n"));
  assert.is(c.oursRead + refused.length, c.theirsRead, "ours read everything else the crate writes");
});

test.run();
