import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { javaPackage, renderJava } from "../../../generator/targets/bindings/java/render.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { exampleFiles, projectRoot, schemaPath, schemasDir, versions } from "../../helpers/paths.js";
import { invalidMessages } from "./invalidMessages.js";
import { javaNullMessages } from "./javaNulls.js";
import { javaNumberTexts } from "./javaNumbers.js";
import { javaUnionMembers, javaUnionRejections } from "./javaUnions.js";
import { javaMixedMembers, javaMixedRejections } from "./javaMixedUnions.js";
import { validMessages } from "./validMessages.js";
import { moduleName, workDir } from "./output.js";
import { jvmResultRejections, jvmResultTypeCases, resultCases } from "./resultChecks.js";
import { schemaInvalid } from "./wireChecks.js";
import { strictDifference } from "./strictJson.js";
import { available, run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";
import { classFor } from "./plan/classFor.js";
import { hostileModel } from "./hostileModel.js";
import { caseRows, interopCases, interopTally, jvmClass, type JvmHarness, notKept, notRefusedAt, readIfWritten as read, resultsNotDecoded, runHarness, typeAndWhy } from "./jvmHarness.js";

/**
 * Java: the bindings of all six versions, plus a hostile schema's, compiled in one Maven build against
 * Jackson 2 and Jackson 3 and the official java-sdk; then, on 2026-07-28, the 129 examples round-trip
 * compared as JSON text (number forms kept) through both Jacksons, invalid messages are rejected with
 * their path, `McpMessages.decodeResult` types results by method (alternatives included), messages go
 * through java-sdk and back, and google-java-format would change no file.
 */
const harness = join(projectRoot, "test", "targets", "bindings", "harness", "java");
const root = join(workDir, "java-plan");
const roundTripVersion = "2026-07-28";
const examples = exampleFiles();
const model = buildModel(JSON.parse(readFileSync(schemaPath(roundTripVersion), "utf8")));
const plan = buildPlan(model);
const pkg = (v: string) => `${javaPackage}.${moduleName(v)}`;
const classOf = jvmClass(plan);
const jvm: JvmHarness = { root, main: "Harness", classpath: "" };
/** Each check runs through both Jacksons; Jackson 3's outputs carry `.j3`. */
const jacksons = [
  ["Jackson 2", ""],
  ["Jackson 3", ".j3"],
] as const;
/**
 * All 129 but one with each Jackson. `ReadResourceResultResponse/read-resource-result-response.json` lacks the
 * `ttlMs` and `cacheScope` schema.json requires: its `resultType: "complete"` says it is no `InputRequiredResult`
 * (issue 23; it was read as one, `contents` kept as an extra key), so it is refused (`schemaInvalidExamples`).
 */
const roundTripFloor = 128;
let skip = "";

/** The payload a hostile schema hides in descriptions and literals; printed only if it escaped into code. */
const marker = "MCP-CODEGEN-INJECTED";
const hostileText = [
  `\\u002a/ class Injected { static { System.out.println("${marker}-1"); } } /\\u002a\\u002a`,
  `*/ class Injected2 { static { System.out.println("${marker}-2"); } } /**`,
  `line\\u000a static { System.out.println("${marker}-3"); } //`,
  "nul\u0000 bom\ufeff bidi\u202e\u2066 ls\u2028 nel\u0085 end",
].join(" ");
const hostileLiteral = `\\u0022); } static { System.out.println("${marker}-4"); } void x() { if (("`;

/** 2026-07-28 with the payload in every description, a const, an enum value and a property name. */
// "unlistedProperties" is named as the extra-field map would be: the map takes another name, the property keeps its key.
const hostileSchema = () => hostileModel(model, hostileText, hostileLiteral, [hostileLiteral, "unlistedProperties"]);

function javaFiles(files: { path: string; contents: string }[], target: string): void {
  for (const f of files) {
    const path = join(target, f.path);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, f.contents);
  }
}

test.before(async () => {
  if (!available("mvn", "-v") || !available("javac", "-version")) return void (skip = "mvn or javac not found");
  const src = join(root, "src", "main", "java");
  rmSync(src, { recursive: true, force: true });
  cpSync(join(harness, "pom.xml"), join(root, "pom.xml"));
  // One package per version, `pkg(v)`, named by the option, so all six compile in one Maven run.
  const bindings = { java: { package: `${javaPackage}.v{version}` } };
  const files: OutputFile[] = await render(resolveOptions({ all: true, targets: ["java"], schemaDir: schemasDir, download: false, bindings }));
  for (const v of versions) {
    const own = files.filter((f) => f.path.startsWith(`${v}/java/${pkg(v).replace(/\./g, "/")}/`));
    assert.ok(own.length > 0, `${v} has Java files in package ${pkg(v)}`);
    javaFiles(own.map((f) => ({ path: f.path.slice(`${v}/java/`.length), contents: f.contents })), src);
  }
  const hostile = renderJava(buildPlan(hostileSchema()), `${javaPackage}.hostile`);
  javaFiles(hostile.map((f) => ({ path: `${javaPackage.replace(/\./g, "/")}/hostile/${f.name}`, contents: f.text })), src);
  cpSync(join(harness, "Harness.java"), join(src, "Harness.java"));
  const args = ["-q", "-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  // Offline first: after the first resolve everything is in ~/.m2.
  const build = run("mvn", ["-o", ...args], root).ok ? { ok: true, output: "" } : run("mvn", args, root);
  assert.ok(build.ok, `mvn compile:\n${tail(build.output)}`);
  jvm.classpath = `${join(root, "target", "classes")}:${readFileSync(join(root, "classpath.txt"), "utf8").trim()}`;
  console.log(`  java: mvn compile ok for ${versions.length} versions and the hostile schema (Jackson 2.23.0, 3.3.0, java-sdk 2.1.0)`);
});

const harnessRun = (mode: string, rows: string[][], name: string, version = roundTripVersion): string =>
  runHarness(jvm, mode, pkg(version), rows, name).dir;

/** `cases` round-tripped (in `runs/<name>-in`): each written back as its text through both Jacksons. */
function textsKept(cases: readonly { type: string; text: string; why: string }[], name: string, what: string): void {
  const dir = join(root, "runs", `${name}-in`);
  harnessRun("roundtrip", caseRows(dir, cases, classOf), name);
  for (const [label, suffix] of jacksons) {
    const wrong = notKept(dir, cases, typeAndWhy, suffix);
    console.log(`  java ${what} kept (${label}): ${cases.length - wrong.length}/${cases.length}`);
    assert.equal(wrong, [], label);
  }
}

test("java: the 129 examples round-trip through Jackson 2 and Jackson 3, compared as JSON text", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  assert.is(examples.length, 129);
  const dir = harnessRun(
    "roundtrip",
    examples.map((e, i) => [classFor(plan, e.type) ?? "MissingClass", e.path, join(root, "runs", "roundtrip", `${i}.json`)]),
    "roundtrip",
  );
  for (const [label, suffix] of jacksons) {
    const failures: string[] = [];
    examples.forEach((e, i) => {
      const out = read(join(dir, `${i}.json${suffix}`));
      if (schemaInvalid(e)) return void (out === undefined || failures.push(`${e.type}/${e.file}: schema-invalid, accepted`));
      const why = out === undefined ? `not decoded: ${read(join(dir, `${i}.json${suffix}.err`))}` : strictDifference(readFileSync(e.path, "utf8"), out);
      if (why) failures.push(`${e.type}/${e.file}: ${why}`);
    });
    const refused = examples.filter(schemaInvalid).length;
    console.log(`  java strict round trip (${label}): ${examples.length - refused - failures.length}/${examples.length}, ${refused} schema-invalid refused (its path: the shape-union check)`);
    assert.is(refused, 1);
    if (failures.length) console.log(failures.slice(0, 12).map((f) => `    ${f}`).join("\n"));
    assert.ok(examples.length - failures.length >= roundTripFloor, `java ${label} round trip fell below ${roundTripFloor}`);
  }
});

test("java: invalid messages are rejected with the JSON path of the first error", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  assert.ok(invalidMessages.length >= 20);
  const dir = join(root, "runs", "reject");
  harnessRun("reject", caseRows(dir, invalidMessages, classOf), "reject-run");
  for (const [label, suffix] of jacksons) {
    const wrong = notRefusedAt(dir, invalidMessages, suffix);
    console.log(`  java invalid messages rejected at their path (${label}): ${invalidMessages.length - wrong.length}/${invalidMessages.length}`);
    if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
    assert.equal(wrong, [], `java ${label} rejections`);
  }
});

test("java: explicit nulls where any JSON may stand are written back as read, through Jackson 2 and 3", () => {
  // Before issue 23's builders a null any-JSON field decoded as Java null and was not written (`"data": null` lost).
  if (lacks(!skip, `java: ${skip}`)) return;
  textsKept([...validMessages, ...javaNullMessages], "nulls", "explicit nulls");
});

test("java: number fields keep their text (1e3, 1.0, 1, -0, digits beyond double), through Jackson 2 and 3", () => {
  // Before JsonNumber (issue 23) the fields were BigDecimal: `1e3` came back `1E+3`, `-0` as `0`.
  if (lacks(!skip, `java: ${skip}`)) return;
  textsKept(javaNumberTexts, "numbers", "number texts");
});

test("java: shape unions whose members give a key different types decode as the plan chooses, through Jackson 2 and 3", () => {
  // Before issue 23's holders these unions were `Object`: no member was chosen at all.
  if (lacks(!skip, `java: ${skip}`)) return;
  const dir = join(root, "runs", "unions-in");
  harnessRun("roundtrip", caseRows(dir, javaUnionMembers, classOf), "unions");
  harnessRun("reject", caseRows(dir, javaUnionRejections, classOf, ".bad"), "unions-reject");
  for (const [label, suffix] of jacksons) {
    const wrong = notKept(dir, javaUnionMembers, (m) => `${m.type} ${m.text}`, suffix);
    const misplaced = notRefusedAt(dir, javaUnionRejections, suffix, ".bad");
    console.log(`  java shape unions (${label}): ${javaUnionMembers.length - wrong.length}/${javaUnionMembers.length} decoded as their member and written back, ${javaUnionRejections.length - misplaced.length}/${javaUnionRejections.length} refused at their path`);
    assert.equal([...wrong, ...misplaced], [], label);
  }
});

test("java: unions of records beside arrays or scalars, and 2025-11-25's ServerResult, decode as their member, through Jackson 2 and 3", () => {
  // Before, these were `Object` (issue 23): sampling content, elicitation values and 2025-11-25's ServerResult had no type.
  if (lacks(!skip, `java: ${skip}`)) return;
  const dir = join(root, "runs", "mixed-in");
  mkdirSync(dir, { recursive: true });
  const byVersion = [...new Set([...javaMixedMembers, ...javaMixedRejections].map((c) => c.version))];
  for (const version of byVersion) {
    const rows = javaMixedMembers.flatMap((m, i) => (m.version === version ? [[m.type, join(dir, `${i}.in.json`), join(dir, `${i}.out`)]] : []));
    javaMixedMembers.forEach((m, i) => writeFileSync(join(dir, `${i}.in.json`), m.text));
    if (rows.length > 0) harnessRun("roundtrip", rows, `mixed-${version}`, version);
    const bad = javaMixedRejections.flatMap((m, i) => (m.version === version ? [[m.type, join(dir, `${i}.bad.json`), join(dir, `${i}.bad.out`)]] : []));
    javaMixedRejections.forEach((m, i) => writeFileSync(join(dir, `${i}.bad.json`), m.text));
    if (bad.length > 0) harnessRun("reject", bad, `mixed-reject-${version}`, version);
  }
  for (const [label, suffix] of [["Jackson 2", ""], ["Jackson 3", ".j3"]] as const) {
    const wrong = javaMixedMembers.flatMap((m, i) => {
      const out = read(join(dir, `${i}.out${suffix}`));
      const member = read(join(dir, `${i}.out.member${suffix}`));
      const why = out === undefined ? `not decoded: ${read(join(dir, `${i}.out${suffix}.err`))}` : (strictDifference(m.text, out) ?? (member === m.member ? undefined : `decoded as ${member}`));
      return why ? [`${m.version} ${m.type} ${m.text}: ${why}`] : [];
    });
    const misplaced = javaMixedRejections.flatMap((m, i) => {
      const [path, message] = (read(join(dir, `${i}.bad.out${suffix}`)) ?? "missing").split("\t");
      return path === m.path ? [] : [`${m.version} ${m.type} (${m.why}): ${path === "accepted" ? "accepted" : `at ${JSON.stringify(path)} (${message})`}, expected ${m.path}`];
    });
    console.log(`  java mixed unions and 2025-11-25 ServerResult (${label}): ${javaMixedMembers.length - wrong.length}/${javaMixedMembers.length} decoded as their member and written back, ${javaMixedRejections.length - misplaced.length}/${javaMixedRejections.length} refused at their path`);
    assert.equal([...wrong, ...misplaced], [], label);
  }
});

test("java: every example of a ServerResult member decodes through ServerResult as that member, written back unchanged", () => {
  // Before issue 23's holders ServerResult was `Object` (its members give `_meta` and `cacheScope` different types).
  if (lacks(!skip, `java: ${skip}`)) return;
  const union = plan.declarations.find((d) => d.name === "ServerResult");
  assert.ok(union?.kind === "union" && union.union.kind === "shape", "ServerResult is a shape union");
  const members = new Set(union.union.members.flatMap((m) => (m.type.kind === "ref" ? [m.type.name] : [])));
  const cases = examples.filter((e) => members.has(e.type));
  assert.ok(cases.length >= 10, `${cases.length} examples`);
  const dir = harnessRun("roundtrip", cases.map((e, i) => ["ServerResult", e.path, join(root, "runs", "server-result", `${i}.json`)]), "server-result");
  for (const [label, suffix] of jacksons) {
    const wrong = cases.flatMap((e, i) => {
      const out = read(join(dir, `${i}.json${suffix}`));
      const member = read(join(dir, `${i}.json.member${suffix}`));
      const why = out === undefined ? `not decoded: ${read(join(dir, `${i}.json${suffix}.err`))}` : (strictDifference(readFileSync(e.path, "utf8"), out) ?? (member === e.type ? undefined : `decoded as ${member}`));
      return why ? [`${e.type}/${e.file}: ${why}`] : [];
    });
    console.log(`  java ServerResult (${label}): ${cases.length - wrong.length}/${cases.length} member examples decoded as themselves and written back`);
    assert.equal(wrong, [], label);
  }
});

test("java: decodeResult decodes every example of a method's result type as that method's result, through Jackson 2 and 3 (JSON text kept)", () => {
  // 2026-07-28: tools/call, prompts/get and resources/read may also be answered with an InputRequiredResult.
  if (lacks(!skip, `java: ${skip}`)) return;
  const cases = resultCases(plan);
  const dir = harnessRun("roundtrip", cases.map((c, i) => [c.type, c.path, join(root, "runs", "results", `${i}.json`)]), "results");
  assert.ok(cases.some((c) => c.type === "result:tools/call" && c.member === "InputRequiredResult"), "an alternative result is decoded");
  for (const [label, suffix] of jacksons) {
    const failures = resultsNotDecoded(dir, cases, suffix);
    console.log(`  java decodeResult strict round trip (${label}): ${cases.length - failures.length}/${cases.length} result examples decoded as their method's result type and written back unchanged`);
    assert.equal(failures, [], label);
  }
});

test("java: decodeResult lets resultType decide (issue 23): tools/call input_required is InputRequiredResult, complete lacking content is refused at /content, through Jackson 2 and 3", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  const { rows, got, want } = jvmResultTypeCases(join(root, "runs", "result-type-in"));
  harnessRun("reject", rows("rej"), "result-type-rej");
  harnessRun("roundtrip", rows("out"), "result-type-out");
  for (const [label, suffix] of [["Jackson 2", ""], ["Jackson 3", ".j3"]] as const) {
    assert.equal(got(suffix), want, label);
    console.log(`  java decodeResult by resultType (${label}): ${got(suffix).length}/${want.length}`);
  }
});

test("java: decodeResult rejects a result of another method and invalid results, with the path (null for an unknown method)", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  const { cases, rows, wrong: wrongAt } = jvmResultRejections(join(root, "runs", "result-reject-in"));
  harnessRun("reject", rows, "result-reject");
  for (const [label, suffix] of jacksons) {
    const wrong = wrongAt(suffix);
    console.log(`  java decodeResult rejections at their path (${label}): ${cases.length - wrong.length}/${cases.length}`);
    if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
    assert.equal(wrong, [], label);
  }
});

test("java: a hostile schema's descriptions, literals and names cannot inject code (the injected blocks never run)", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  const dir = join(root, "runs", "hostile");
  mkdirSync(dir, { recursive: true });
  const loaded = ["TextContent", "Role", "ContentBlock", "CallToolRequest", "McpMessages"].map((c, i) => [c, join(projectRoot, "package.json"), join(dir, `${i}.txt`)]);
  const manifest = join(dir, "manifest.tsv");
  writeFileSync(manifest, loaded.map((r) => r.join("\t")).join("\n") + "\n");
  const r = run("java", ["-cp", jvm.classpath, "Harness", "load", `${javaPackage}.hostile`, manifest], root);
  assert.ok(r.ok, tail(r.output));
  assert.not.match(r.output, marker, "an injected static block ran");
  for (const c of ["Injected", "Injected2"]) {
    const probe = run("java", ["-cp", jvm.classpath, "Harness", "load", `${javaPackage}.hostile`, manifestOf(dir, c)], root);
    assert.not.ok(probe.ok, `class ${c} exists: a comment was closed early`);
    assert.not.match(probe.output, marker);
  }
  const textContent = readFileSync(join(root, "src", "main", "java", ...javaPackage.split("."), "hostile", "TextContent.java"), "utf8");
  // A `\u` counts as a Unicode escape only after an even run of backslashes: none may be left.
  assert.not.match(textContent, /(^|[^\\])(\\\\)*\\u/, "no Unicode escape of the payload survives as an escape");
  assert.match(textContent, /^ {4}@JsonProperty\("unlistedProperties"\)/m, "the property keeps its key");
  assert.match(textContent, /@JsonAnyGetter Map<String, Object> unlistedPropertiesH[0-9a-f]{7}\)/, "the map is named apart");
  // Both round-trip: the property as itself, an unlisted key through the map.
  const instance = join(dir, "text-content.json");
  writeFileSync(instance, JSON.stringify({ type: hostileLiteral, text: "t", unlistedProperties: "listed", other: 1 }));
  const rt = run("java", ["-cp", jvm.classpath, "Harness", "roundtrip", `${javaPackage}.hostile`, manifestOf(dir, "TextContent", instance)], root);
  assert.ok(rt.ok, tail(rt.output));
  assert.is(strictDifference(readFileSync(instance, "utf8"), readFileSync(join(dir, "TextContent.txt"), "utf8")), undefined);
  // A key on the wire named as the map (`unlistedProperties`, no such property) is an extra key like any other.
  const plain = join(dir, "plain-text-content.json");
  writeFileSync(plain, JSON.stringify({ type: "text", text: "t", unlistedProperties: { k: 1 }, other: [1.0] }));
  const own = run("java", ["-cp", jvm.classpath, "Harness", "roundtrip", pkg(roundTripVersion), manifestOf(dir, "TextContent", plain)], root);
  assert.ok(own.ok, tail(own.output));
  for (const out of ["TextContent.txt", "TextContent.txt.j3"]) assert.is(strictDifference(readFileSync(plain, "utf8"), readFileSync(join(dir, out), "utf8")), undefined, out);
  console.log(`  java hostile schema: compiled, ${loaded.length} classes loaded, no injected block ran`);
});

/** McpSchema's nested records (java-sdk 2.1.0) named as the spec names them; full messages go through its JSON-RPC reader. */
const sdkTypes = new Set(
  ("Annotations AudioContent BlobResourceContents BooleanSchema CallToolResult ClientCapabilities CompleteResult CreateMessageResult " +
    "ElicitResult EmbeddedResource GetPromptResult ImageContent Implementation InitializeResult ListPromptsResult ListResourceTemplatesResult " +
    "ListResourcesResult ListRootsResult ListToolsResult ModelPreferences NumberSchema Prompt PromptMessage ReadResourceResult Resource " +
    "ResourceLink ResourceTemplate Root SamplingMessage ServerCapabilities StringSchema TextContent TextResourceContents Tool " +
    "TitledMultiSelectEnumSchema TitledSingleSelectEnumSchema UntitledMultiSelectEnumSchema UntitledSingleSelectEnumSchema").split(" "),
);

test("java: interop with the official java-sdk (ours write, java-sdk reads and writes, ours read back)", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  const cases = interopCases(examples, plan, sdkTypes, "message");
  const dir = harnessRun("interop", cases.map((c) => [c.cls, c.e.path, join(root, "runs", "interop", `${c.i}.json`), c.sdk]), "interop");
  const { theirsRead, oursRead, same, notes } = interopTally(dir, cases);
  console.log(`  java interop with java-sdk 2.1.0 on ${cases.length} examples: java-sdk read ours ${theirsRead}/${cases.length}, ours read java-sdk's ${oursRead}/${cases.length}, unchanged after the loop ${same}/${cases.length}`);
  if (notes.length) console.log(notes.slice(0, 15).map((n) => `    ${n}`).join("\n"));
  assert.ok(cases.length >= 60, `${cases.length} interop cases`);
  assert.ok(theirsRead >= cases.length - 5, `java-sdk read ${theirsRead}`);
});

/** google-java-format from Maven Central (the `all-deps` jar: no classpath to resolve); it needs Java 17. */
const formatter = "com.google.googlejavaformat:google-java-format:1.28.0:jar:all-deps";

test("java: every version's generated files are google-java-format 1.28.0 clean (--dry-run lists none)", () => {
  if (lacks(!skip, `java: ${skip}`)) return;
  const jarDir = join(root, "formatter");
  // Offline, from ~/.m2 (.ci/run puts it there), like the build above.
  const copy = run("mvn", ["-o", "-q", "-B", "dependency:copy", `-Dartifact=${formatter}`, `-DoutputDirectory=${jarDir}`], root);
  const jar = join(jarDir, "google-java-format-1.28.0-all-deps.jar");
  if (lacks(copy.ok && existsSync(jar), `java formatter check: ${formatter} is not in ~/.m2 (mvn dependency:get -Dartifact=${formatter})`)) return;
  const src = join(root, "src", "main", "java");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".java") && f !== "Harness.java")
    .map((f) => join(src, f))
    .sort();
  assert.ok(files.length > versions.length * 100, `${files.length} generated Java files`);
  const r = run("java", ["-jar", jar, "--dry-run", ...files], root);
  assert.ok(r.ok, tail(r.output));
  const changed = r.output.split("\n").filter((l) => l.trim() !== "").map((f) => f.slice(src.length + 1));
  // The hostile schema's 100-character literals are the one thing left: the formatter splits a long string literal
  // into a concatenation, which the renderer does not do.
  const hostile = changed.filter((f) => f.includes("/hostile/"));
  const own = files.length - files.filter((f) => f.includes("/hostile/")).length;
  console.log(`  java google-java-format 1.28.0 --dry-run: ${changed.length - hostile.length} of ${own} files of the ${versions.length} versions would change (hostile schema: ${hostile.length})`);
  assert.equal(changed.filter((f) => !hostile.includes(f)), []);
  // The check can fail: a file the formatter would change is listed.
  const probe = join(jarDir, "Probe.java");
  writeFileSync(probe, "class Probe {\n    int x;\n}\n");
  assert.ok(run("java", ["-jar", jar, "--dry-run", probe], root).output.includes("Probe.java"), "a 4-space indent is listed");
});

function manifestOf(dir: string, cls: string, input = join(projectRoot, "package.json")): string {
  const path = join(dir, `${cls}.tsv`);
  writeFileSync(path, `${cls}\t${input}\t${join(dir, `${cls}.txt`)}\n`);
  return path;
}

test.run();
