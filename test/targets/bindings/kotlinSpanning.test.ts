import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.ts";
import type { OutputFile } from "../../../generator/emit/output.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { exampleFiles, projectRoot, readJson, schemaPath, versions } from "../../helpers/paths.ts";
import { available, run, tail } from "./toolchains.ts";
import { workDir } from "./output.ts";
import { schemaInvalid } from "./wireChecks.ts";
import { classFor } from "./plan/classFor.ts";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { ktlintFiles, ktlintMissing } from "./ktlint.ts";
import { anyJsonNumbers } from "./anyJsonNumbers.ts";

/**
 * kotlin-all: the version-spanning Kotlin layer over 2025-11-25 and 2026-07-28, compiled in one Maven build with its
 * harness (`harness/kotlin-spanning/SpanHarness.kt`); the spec's examples decoded through it as each version and
 * encoded back must be byte for byte what that version's wire package writes; then all six versions in one build.
 */
const spanned = ["2025-11-25", "2026-07-28"];
const harness = join(projectRoot, "test", "targets", "bindings", "harness");
const root = join(workDir, "kotlin-spanning");
const mvn = available("mvn", "-v") && available("javac", "-version");
const examples = exampleFiles();
let files: OutputFile[] = [];
/** A file of the spanning package (out/all/kotlin/*.kt), not of a version's wire package (a folder of its own). */
const isLayer = (f: OutputFile): boolean => f.path.split("/").length === 3;
let classpath = "";
let buildOutput = "";

/** `mvn compile` offline (everything is in ~/.m2 once kotlin.test.ts has resolved it), then the classpath to run with. */
function compile(dir: string): { ok: boolean; output: string; classpath: string } {
  const args = ["-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  const offline = run("nice", ["-n", "10", "mvn", "-o", ...args], dir);
  const build = offline.ok ? offline : run("nice", ["-n", "10", "mvn", ...args], dir);
  if (!build.ok) return { ...build, classpath: "" };
  return { ...build, classpath: `${join(dir, "target", "classes")}:${readFileSync(join(dir, "classpath.txt"), "utf8").trim()}` };
}

/** `files`' out/all/kotlin tree as a Maven project's sources in `dir` (the pom of kotlin.test.ts), plus `extra` sources. */
function project(dir: string, tree: readonly OutputFile[], extra: readonly string[] = []): void {
  const src = join(dir, "src", "main", "kotlin");
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  cpSync(join(harness, "kotlin", "pom.xml"), join(dir, "pom.xml"));
  for (const f of tree) {
    const path = join(src, f.path.replace(/^all\/kotlin\//, ""));
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, f.contents);
  }
  for (const e of extra) cpSync(e, join(src, e.split("/").pop()!));
}

test.before(async () => {
  files = await renderFiles({ specs: spanned, targets: ["kotlin-all"], formatting: "builtin" });
  if (!mvn) return;
  project(root, files, [join(harness, "kotlin-spanning", "SpanHarness.kt")]);
  const build = compile(root);
  buildOutput = build.output;
  assert.ok(build.ok, `mvn compile (kotlin-all):\n${tail(build.output.split("\n").filter((l) => !l.startsWith("[WARNING]")).join("\n"))}`);
  classpath = build.classpath;
  console.log("  kotlin-all: mvn compile ok for 2025-11-25 + 2026-07-28 in one build (spanning package, both wire packages, the harness)");
});

test("kotlin-all: one source tree, each version's wire package (the kotlin target's output) beside the spanning package", async () => {
  assert.equal(files.map((f) => f.path).sort(), [
    "all/kotlin/McpRuntime.kt",
    "all/kotlin/McpSpanning.kt",
    "all/kotlin/McpTypes.kt",
    "all/kotlin/McpWireV20251125.kt",
    "all/kotlin/McpWireV20260728.kt",
    "all/kotlin/v2025_11_25/McpMessages.kt",
    "all/kotlin/v2025_11_25/McpRuntime.kt",
    "all/kotlin/v2025_11_25/McpTypes.kt",
    "all/kotlin/v2026_07_28/McpMessages.kt",
    "all/kotlin/v2026_07_28/McpRuntime.kt",
    "all/kotlin/v2026_07_28/McpTypes.kt",
  ]);
  const again = await renderFiles({ specs: spanned, targets: ["kotlin-all"], formatting: "builtin" });
  assert.equal(again, files, "the same output twice");
  const wire = await renderFiles({ specs: ["2026-07-28"], targets: ["kotlin"], formatting: "builtin", bindings: { kotlin: { package: "io.modelcontextprotocol.schema.{version}" } } });
  for (const name of ["McpTypes.kt", "McpMessages.kt", "McpRuntime.kt"]) {
    assert.is(files.find((f) => f.path === `all/kotlin/v2026_07_28/${name}`)!.contents, wire.find((f) => f.path === `2026-07-28/kotlin/${name}`)!.contents, `${name} is the kotlin target's`);
  }
  const source = files.find((f) => f.path === "all/kotlin/McpTypes.kt")!.contents;
  assert.match(source, /^package io\.modelcontextprotocol\.schema$/m);
  // Each field names the versions that have it, in its KDoc and in the companion's field table.
  assert.match(source, /\n {5}\* Only in 2026-07-28\.\n {5}\*\/\n {4}val resultType: String\? = null,\n/);
  assert.match(source, /^ \* Only in 2025-11-25\.\n \*\/\ndata class InitializeRequest\(/m);
  assert.match(source, /^ {4}val content: List<ContentBlock>,$/m, "required in every version: no default");
  assert.match(source, /^ {4}val type: String = "text",$/m, "a constant tag is defaulted");
  assert.match(source, /^sealed interface ContentBlock \{$/m, "a tagged union is a sealed interface");
  assert.match(source, /^data class TextContent\([^]*?^\) : ContentBlock,/m);
  // What any version deprecates is @Deprecated.
  assert.match(source, /^@Deprecated\("Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\ndata class CreateMessageRequest\(/m);
  // Common code only: no JVM API in the spanning package.
  for (const f of files.filter(isLayer)) assert.not.match(f.contents, /\bjava\./, `${f.path} uses no java.*`);
});

test("kotlin-all: bindings.kotlin.package names the spanning package and each version's wire package; an illegal name is exit 2", async () => {
  const named = await renderFiles({ specs: spanned, targets: ["kotlin-all"], formatting: "builtin", bindings: { kotlin: { package: "io.example.mcp.{version}" } } });
  assert.match(named.find((f) => f.path === "all/kotlin/McpTypes.kt")!.contents, /^package io\.example\.mcp$/m);
  assert.match(named.find((f) => f.path === "all/kotlin/McpWireV20260728.kt")!.contents, /^import io\.example\.mcp\.v2026_07_28\.CallToolResult$/m);
  assert.match(named.find((f) => f.path === "all/kotlin/v2025_11_25/McpTypes.kt")!.contents, /^package io\.example\.mcp\.v2025_11_25$/m);
  try {
    await renderFiles({ specs: spanned, targets: ["kotlin-all"], formatting: "builtin", bindings: { kotlin: { package: "kotlin.{version}" } } });
    assert.unreachable("kotlin.* is the standard library's");
  } catch (error) {
    assert.match(String(error), /bindings\.kotlin\.package/);
  }
});

interface Row {
  ok: boolean;
  out?: string;
  error?: string;
  at?: string;
  wire?: string;
  wireError?: string;
}

/** Messages (the examples unless given) decoded through the spanning layer as `version`, beside what `version`'s wire package writes of each. */
function roundTrip(version: string, plan: BindingPlan, inputs: readonly { type: string; path: string }[] = examples, name = version): Row[] {
  const dir = join(root, "runs", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "manifest.tsv");
  writeFileSync(manifest, inputs.map((e) => [e.type, classFor(plan, e.type) ?? "", e.path].join("\t")).join("\n") + "\n");
  const r = run("java", ["-cp", classpath, "SpanHarnessKt", "roundtrip", version, manifest], root);
  assert.ok(r.ok, tail(r.output));
  const rows = r.output
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Row);
  assert.is(rows.length, inputs.length);
  return rows;
}

test("kotlin-all: the spec's examples decoded as 2026-07-28 through the spanning package and re-encoded byte-exact as the wire package writes them", () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const plan = buildPlan(buildModel(readJson(schemaPath("2026-07-28"))));
  const rows = roundTrip("2026-07-28", plan);
  const failures: string[] = [];
  let exact = 0;
  let refused = 0;
  examples.forEach((e, i) => {
    const row = rows[i]!;
    const bad = schemaInvalid(e);
    if (bad) {
      // Refused as the wire package refuses it, at one of its missing keys.
      if (!row.ok && bad.at.includes(row.at ?? "") && row.wire === undefined) refused++;
      else failures.push(`${e.type}/${e.file} (schema-invalid): ${row.ok ? "accepted" : `${row.at} ${row.error}`}`);
      return;
    }
    if (row.ok && row.wire !== undefined && row.out === row.wire) exact++;
    else failures.push(`${e.type}/${e.file}: ${row.error ?? row.wireError ?? `${row.out}\n    wire ${row.wire}`}`);
  });
  console.log(`  kotlin-all examples (2026-07-28): ${exact} of ${examples.length} byte-exact, ${refused} refused as schema-invalid at its pointer, ${failures.length} failures`);
  if (failures.length) console.log(failures.slice(0, 12).map((f) => `    ${f}`).join("\n"));
  assert.equal(failures, []);
  assert.is(exact + refused, examples.length);
});

test("kotlin-all: every example 2025-11-25's wire package accepts decodes as 2025-11-25 through the spanning package and is written as that wire package writes it", () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const plan = buildPlan(buildModel(readJson(schemaPath("2025-11-25"))));
  const rows = roundTrip("2025-11-25", plan);
  const accepted = rows.flatMap((r, i) => (r.wire !== undefined ? [i] : []));
  const differs = accepted.filter((i) => !rows[i]!.ok || rows[i]!.out !== rows[i]!.wire).map((i) => `${examples[i]!.type}/${examples[i]!.file}: ${rows[i]!.error ?? rows[i]!.out}`);
  console.log(`  kotlin-all examples (2025-11-25): ${accepted.length} of ${rows.length} accepted by its wire package, ${accepted.length - differs.length} of them written alike through the spanning package`);
  if (differs.length) console.log(differs.slice(0, 12).map((f) => `    ${f}`).join("\n"));
  assert.equal(differs, []);
  assert.ok(accepted.length > 50, `${accepted.length} accepted`);
});

test("kotlin-all: numbers in any JSON and in unknown keys come back as written (1.50, 1e3, -0, digits beyond f64), through the spanning package and the wire package", () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const wrong: string[] = [];
  let spanning = 0;
  let wire = 0;
  for (const version of spanned) {
    const plan = buildPlan(buildModel(readJson(schemaPath(version))));
    const cases = anyJsonNumbers.filter((c) => c.version === version);
    const dir = join(root, "runs", `numbers-${version}-in`);
    mkdirSync(dir, { recursive: true });
    const inputs = cases.map((c, i) => {
      writeFileSync(join(dir, `${i}.json`), c.text);
      return { type: c.type, path: join(dir, `${i}.json`) };
    });
    roundTrip(version, plan, inputs, `numbers-${version}`).forEach((row, i) => {
      const want = cases[i]!.text;
      if (row.ok && row.out === want) spanning++;
      else wrong.push(`${version} ${cases[i]!.type} spanning: ${row.error ?? row.out}`);
      if (row.wire === want) wire++;
      else wrong.push(`${version} ${cases[i]!.type} wire: ${row.wireError ?? row.wire}`);
    });
  }
  const n = anyJsonNumbers.length;
  console.log(`  kotlin-all number text in any JSON and unknown keys: spanning package ${spanning}/${n}, wire package ${wire}/${n} byte-exact as the input`);
  if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
  assert.equal(wrong, []);
});

test("kotlin-all: a 2025-11-25 message; a version-only field marked, refused where its version lacks it, kept as an unknown key; constants defaulted per version", () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const r = run("java", ["-cp", classpath, "SpanHarnessKt", "spancheck"], root);
  assert.ok(r.ok, tail(r.output));
  const lines = r.output.trim().split("\n");
  for (const l of lines) console.log(`  ${l}`);
  assert.equal(lines, [
    "2025-11-25 round trip: true",
    "number text: 1.50 1e3 true",
    "content block: TextContent true x",
    'unknown key: field null true, written back {"content":[],"resultType":"complete"}',
    "resultType versions: 2026-07-28",
    '2026-07-28: {"content":[],"resultType":"complete"}',
    "2025-11-25 refuses: true at /resultType",
    'tag defaulted: {"content":[{"text":"hi","type":"text"}]}',
    'constants per version: {"id":1,"jsonrpc":"2.0","method":"roots/list"} {"method":"roots/list"}',
    'extra keys: {"_meta":{},"content":[],"x":"y"}',
    "wire check: true at /content/0/text",
    "missing construct: true",
  ]);
});

test("kotlin-all: the build prints no warning from the spanning package (deprecated uses suppressed)", () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const warnings = buildOutput.split("\n").filter((l) => /^\[WARNING\].*\/src\/main\/kotlin\/Mcp/.test(l));
  assert.equal(warnings, []);
});

/** kotlin-sdk's ktlint settings (kotlin.test.ts): the spanning package's files are as ktlint writes them. */
test("kotlin-all: the spanning package (two versions, six versions) is ktlint-clean with kotlin-sdk's settings (check and format change nothing)", async () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  // The layer over 2025-11-25 + 2026-07-28 (in two/) and over all six versions (in six/).
  const six = await renderFiles({ specs: [...versions], targets: ["kotlin-all"], formatting: "builtin" });
  const layer = [
    ...files.filter(isLayer).map((f) => ({ ...f, path: f.path.replace("all/kotlin/", "two/") })),
    ...six.filter(isLayer).map((f) => ({ ...f, path: f.path.replace("all/kotlin/", "six/") })),
  ];
  const verdict = ktlintFiles(root, layer);
  if (lacks(verdict !== undefined, `kotlin-all ktlint: ${ktlintMissing}`) || !verdict) return;
  const { violations, changed } = verdict;
  console.log(`  kotlin-all ktlint 1.8.0 (kotlin-sdk's settings) on the ${layer.length} spanning files of 2 and 6 versions: ${violations.length} violations`);
  if (violations.length) console.log(violations.slice(0, 20).map((v) => `    ${v}`).join("\n"));
  assert.equal(violations, []);
  console.log(`  kotlin-all ktlint --format changed ${changed.length}/${layer.length} files`);
  assert.equal(changed, []);
});

test("kotlin-all over all six versions and over the hostile schema: one Maven build compiles (a tag two versions give differently named members stays any JSON)", async () => {
  if (lacks(mvn, "kotlin-all: mvn or javac not found")) return;
  const six = await renderFiles({ specs: [...versions], targets: ["kotlin-all"], formatting: "builtin" });
  const dir = join(workDir, "kotlin-spanning-six");
  project(dir, six);
  // The hostile schema's layer in packages of its own (hostile, hostile.hostile): its payloads stay in literals and comments.
  const hostile = await renderHostileSpanning("kotlin-all", { bindings: { kotlin: { package: "hostile.{version}" } } });
  cpSync(hostile, join(dir, "src", "main", "kotlin", "hostile"), { recursive: true });
  const build = compile(dir);
  assert.ok(build.ok, `mvn compile (kotlin-all, six versions):\n${tail(build.output.split("\n").filter((l) => !l.startsWith("[WARNING]")).join("\n"))}`);
  // 2024-11-05 calls the "ref/resource" member ResourceReference, later versions ResourceTemplateReference.
  assert.match(six.find((f) => f.path === "all/kotlin/McpTypes.kt")!.contents, /^typealias CompleteRequestParamsRef = JsonElement$/m);
  console.log(`  kotlin-all: mvn compile ok for all ${versions.length} versions and the hostile schema in one build`);
});

test.run();
