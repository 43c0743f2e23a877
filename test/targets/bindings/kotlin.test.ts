import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { kotlinPackage, renderKotlin } from "../../../generator/targets/bindings/kotlin/render.js";
import { exampleFiles, projectRoot, schemaPath, versions } from "../../helpers/paths.js";
import { invalidMessages } from "./invalidMessages.js";
import { numberTexts } from "./validMessages.js";
import { anyJsonNumbers } from "./anyJsonNumbers.js";
import { moduleName, workDir } from "./output.js";
import { strictDifference } from "./strictJson.js";
import { available, run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";
import { jvmResultRejections, jvmResultTypeCases, resultCases, resultUnionCases } from "./resultChecks.js";
import { renderLanguage, schemaInvalid } from "./wireChecks.js";
import { unionChoiceCases } from "./unionChoice.js";
import { classFor } from "./plan/classFor.js";
import { hostileModel } from "./hostileModel.js";
import { caseRows, interopCases, interopTally, jvmClass, type JvmHarness, notKept, notRefusedAt, readIfWritten as read, resultsNotDecoded, runHarness } from "./jvmHarness.js";
import { overlaidModel, overlayCases, overlayVersion } from "./overlayKinds.js";
import { canonicalJson } from "./wireJson.js";
import { ktlintFiles, ktlintMissing } from "./ktlint.js";
import { requiredNullableMembers, requiredNullableRejections, requiredNullableVersion } from "./requiredNullable.js";

/**
 * Kotlin: the bindings of all six versions, plus a hostile schema's, compiled in one Maven build with
 * kotlinx.serialization and the official kotlin-sdk; then, on 2026-07-28, the 129 examples round-trip
 * through `Json.decodeFromString`/`encodeToString` compared as JSON text (number forms kept), the shared
 * invalid messages are rejected with their path, and messages go through kotlin-sdk and back.
 */
const harness = join(projectRoot, "test", "targets", "bindings", "harness", "kotlin");
const root = join(workDir, "kotlin-plan");
const roundTripVersion = "2026-07-28";
const examples = exampleFiles();
const model = buildModel(JSON.parse(readFileSync(schemaPath(roundTripVersion), "utf8")));
const plan = buildPlan(model);
const pkg = (v: string) => `${kotlinPackage}.${moduleName(v)}`;
const classOf = jvmClass(plan);
const jvm: JvmHarness = { root, main: "HarnessKt", classpath: "" };
let skip = "";
/** Every version's generated Kotlin files as `generate --all` writes them. */
let generated: { path: string; contents: string }[] = [];

const marker = "MCP-CODEGEN-INJECTED";
const hostileText = `*/ fun injected() { println("${marker}-1") } /* /* nested \\u000a line ${"$"}{println("${marker}-2")} nul\u0000 bidi\u202e bom\ufeff`;
const hostileLiteral = `${"$"}{println("${marker}-3")}"); init { println("${marker}-4") } val q = ("`;

/** 2026-07-28 with the payload in every description, a const, an enum value and a property name. */
const hostileSchema = () => hostileModel(model, hostileText, hostileLiteral, [hostileLiteral]);

const overlayPackage = `${kotlinPackage}.overlay`;

/** What the Maven build printed (its warnings: the generated code must not warn about its own deprecated uses). */
let buildOutput = "";

test.before(async () => {
  if (!available("mvn", "-v") || !available("javac", "-version")) return void (skip = "mvn or javac not found");
  const src = join(root, "src", "main", "kotlin");
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  cpSync(join(harness, "pom.xml"), join(root, "pom.xml"));
  const files = await renderLanguage("kotlin");
  generated = files;
  for (const v of versions) {
    const own = files.filter((f) => f.path.startsWith(`${v}/kotlin/`));
    assert.ok(own.length > 0, `${v} has Kotlin files`);
    mkdirSync(join(src, moduleName(v)), { recursive: true });
    for (const f of own) writeFileSync(join(src, moduleName(v), f.path.split("/").pop()!), f.contents.replace(`package ${kotlinPackage}\n`, `package ${pkg(v)}\n`));
  }
  mkdirSync(join(src, "hostile"), { recursive: true });
  for (const f of renderKotlin(buildPlan(hostileSchema()))) writeFileSync(join(src, "hostile", f.name), f.text.replace(`package ${kotlinPackage}\n`, `package ${kotlinPackage}.hostile\n`));
  // The overlay fixture's package: 2026-07-28 with object-policy ignore, null-absent and onInvalid on Tool.
  mkdirSync(join(src, "overlay"), { recursive: true });
  for (const f of renderKotlin(buildPlan(overlaidModel(model)))) writeFileSync(join(src, "overlay", f.name), f.text.replace(`package ${kotlinPackage}\n`, `package ${overlayPackage}\n`));
  cpSync(join(harness, "Harness.kt"), join(src, "Harness.kt"));
  // Not quiet: the Kotlin compiler's warnings are part of what is checked.
  const args = ["-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  const offline = run("mvn", ["-o", ...args], root);
  const build = offline.ok ? offline : run("mvn", args, root);
  buildOutput = build.output;
  assert.ok(build.ok, `mvn compile (kotlin):\n${tail(build.output.split("\n").filter((l) => !l.startsWith("[WARNING]")).join("\n"))}`);
  jvm.classpath = `${join(root, "target", "classes")}:${readFileSync(join(root, "classpath.txt"), "utf8").trim()}`;
  console.log(`  kotlin: mvn compile ok for ${versions.length} versions and the hostile schema (Kotlin 2.3.21, kotlinx.serialization 1.10.0, kotlin-sdk 0.11.1)`);
});

const harnessRun = (mode: string, rows: string[][], name: string, packageName = pkg(roundTripVersion)) => runHarness(jvm, mode, packageName, rows, name);

/** `cases` round-tripped (in `runs/<name>-in`): for each, its type and the member it decoded as (or the error). */
function membersChosen(cases: readonly { type: string; text: string }[], name: string): (string | undefined)[][] {
  const dir = join(root, "runs", `${name}-in`);
  harnessRun("roundtrip", caseRows(dir, cases, classOf), name);
  return cases.map((c, i) => [c.type, read(join(dir, `${i}.out.member`)) ?? read(join(dir, `${i}.out.err`))]);
}

test("kotlin: the 129 examples round-trip through kotlinx.serialization, compared as JSON text (the one schema.json refuses: refused at its path)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const { dir } = harnessRun("roundtrip", examples.map((e, i) => [classFor(plan, e.type) ?? "MissingClass", e.path, join(root, "runs", "roundtrip", `${i}.json`)]), "roundtrip");
  const failures: string[] = [];
  // read-resource-example lacks the cacheScope and ttlMs schema.json requires: resultType "complete" says it is no
  // InputRequiredResult (issue 23), so it must be refused at the first missing key's path.
  examples.forEach((e, i) => {
    const out = read(join(dir, `${i}.json`));
    const err = read(join(dir, `${i}.json.err`)) ?? "";
    const bad = schemaInvalid(e);
    const why = bad
      ? out === undefined && bad.at.some((p) => err.includes(`${p}:`))
        ? ""
        : `schema-invalid: want refused at ${bad.at.join(" or ")}, got ${out === undefined ? err : "accepted"}`
      : out === undefined
        ? `not decoded: ${err}`
        : strictDifference(readFileSync(e.path, "utf8"), out);
    if (why) failures.push(`${e.type}/${e.file}: ${why}`);
  });
  const refused = examples.filter(schemaInvalid).length;
  console.log(`  kotlin strict round trip: ${examples.length - refused - failures.length}/${examples.length}, ${refused} schema-invalid refused at its path`);
  assert.is(refused, 1);
  if (failures.length) console.log(failures.slice(0, 12).map((f) => `    ${f}`).join("\n"));
  assert.equal(failures, []);
});

test("kotlin: a value several union members accept decodes as the most specific (a plain enum schema is Untitled, not Legacy)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const got = membersChosen(unionChoiceCases, "union-choice");
  assert.equal(got, unionChoiceCases.map((c) => [c.type, c.member]));
  console.log(`  kotlin union choice: ${got.length}/${unionChoiceCases.length}`);
  // resultType decides a union of results (issue 23): "input_required" is only ever an InputRequiredResult.
  const selected = resultUnionCases().filter((c) => c.ok);
  const sgot = membersChosen(selected, "result-union");
  assert.equal(sgot, selected.map((c) => [c.type, c.member]));
  console.log(`  kotlin union of results by resultType: ${sgot.length}/${selected.length}`);
});

test("kotlin: a required key that may be null (2025-11-25's ttl, a log message's data) keeps null, through ServerResult and decodeResult; lacking it is refused at its path", () => {
  // The Java target read such a null as absent and refused it (issue 23); Kotlin's required + nullable readers keep it.
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const old = buildPlan(buildModel(JSON.parse(readFileSync(schemaPath(requiredNullableVersion), "utf8"))));
  const classOfOld = (type: string) => (type.startsWith("result:") ? type : classFor(old, type)!);
  const dir = join(root, "runs", "required-nullable-in");
  harnessRun("roundtrip", caseRows(dir, requiredNullableMembers, classOfOld), "required-nullable", pkg(requiredNullableVersion));
  harnessRun("reject", caseRows(dir, requiredNullableRejections, classOfOld, "bad"), "required-nullable-reject", pkg(requiredNullableVersion));
  const label = (c: { type: string; text: string }) => `${c.type} ${c.text}`;
  // Written back with the null itself, as the text has it (not dropped, not a default).
  const nullLost = requiredNullableMembers.filter((c, i) => c.text.includes(`"ttl":null`) && !read(join(dir, `${i}.out`))?.includes(`"ttl":null`)).map((c) => `${label(c)}: "ttl":null not written back`);
  const wrong = [...notKept(dir, requiredNullableMembers, label), ...nullLost];
  const kept = requiredNullableMembers.filter((c) => !wrong.some((w) => w.startsWith(`${label(c)}: `))).length;
  const misplaced = notRefusedAt(dir, requiredNullableRejections, "", "bad");
  console.log(
    `  kotlin required nullable keys (${requiredNullableVersion}): ${kept}/${requiredNullableMembers.length} decoded as their member and written back, ${requiredNullableRejections.length - misplaced.length}/${requiredNullableRejections.length} refused at their path`,
  );
  assert.equal([...wrong, ...misplaced], []);
});

/** Each overlay case decoded by `packageName`'s bindings: the JSON written back (canonical), or the error. */
function overlayRun(packageName: string, name: string): { out?: string; err?: string }[] {
  const dir = join(root, "runs", `${name}-in`);
  harnessRun("roundtrip", caseRows(dir, overlayCases, classOf), name, packageName);
  return overlayCases.map((_, i) => {
    const out = read(join(dir, `${i}.out`));
    return out !== undefined ? { out: canonicalJson(out) } : { err: read(join(dir, `${i}.out.err`)) };
  });
}

test("kotlin overlay: ignore drops unlisted keys, null-absent reads null as absent, onInvalid reads a malformed value as absent", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  assert.is(overlayVersion, roundTripVersion);
  const got = overlayRun(overlayPackage, "overlay-kinds");
  assert.equal(got, overlayCases.map((c) => ({ out: canonicalJson(c.want) })));
  const types = readFileSync(join(root, "src", "main", "kotlin", "overlay", "McpTypes.kt"), "utf8");
  const tool = types.slice(types.indexOf("data class Tool("), types.indexOf("\n) {", types.indexOf("data class Tool(")));
  assert.not.match(tool, /unlistedProperties/, "no unlisted map where keys are dropped");
  console.log(`  kotlin overlay kinds: ${got.length}/${overlayCases.length} messages decoded as the overlay says`);
});

test("kotlin overlay: the same messages without the overlay keep the unlisted key or are rejected at their path (the fixture fails without the support)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const got = overlayRun(pkg(roundTripVersion), "overlay-plain").map((r) => (r.out !== undefined ? { kept: r.out } : { at: /McpDecodingException: (\S*): /.exec(r.err ?? "")?.[1] ?? r.err }));
  assert.equal(got, overlayCases.map((c) => ("kept" in c.plain ? { kept: canonicalJson(c.text) } : { at: c.plain.at })));
});

test("kotlin: what the schema deprecates is @Deprecated, and the generated code's own uses of it do not warn", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const types = generated.find((f) => f.path === `${roundTripVersion}/kotlin/McpTypes.kt`)!.contents;
  assert.match(types, /^@Deprecated\("Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\."\)\n@Serializable\(with = CreateMessageResult\.Serializer::class\)$/m);
  assert.match(types, /^ {4}@Deprecated\("[^"\n]+"\)\n {4}val roots: /m, "a deprecated field");
  // An enum constant the source deprecates on its own ("none" stays current).
  assert.match(types, /^ {4}@Deprecated\("The `\\"thisServer\\"` and `\\"allServers\\"` values are deprecated [^"\n]*"\)\n {4}ALL_SERVERS\("allServers"\),\n {4}NONE\("none"\),\n\n {4}@Deprecated\("The [^\n]+"\)\n {4}THIS_SERVER\("thisServer"\),\n/m);
  const warnings = buildOutput.split("\n").filter((l) => /deprecated/i.test(l) && /\/src\/main\/kotlin\/(?!Harness)/.test(l));
  assert.equal(warnings, [], "no deprecation warning from generated code");
  console.log(`  kotlin deprecations: ${(types.match(/@Deprecated\(/g) ?? []).length} markers in ${roundTripVersion}, 0 warnings on own uses`);
});

test("kotlin: number text is kept as written, in number fields, in any JSON and in unknown keys (1e3, 1.50, -0, digits beyond f64: issue 23)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  // anyJsonNumbers has its keys in the order the bindings write them: its text itself must come back.
  const exact = anyJsonNumbers.filter((c) => c.version === roundTripVersion);
  const cases = [...numberTexts, ...exact];
  const dir = join(root, "runs", "numbers-in");
  harnessRun("roundtrip", caseRows(dir, cases, classOf), "numbers");
  const wrong = cases.flatMap((c, i) => {
    const out = read(join(dir, `${i}.out`));
    const why = out === undefined ? read(join(dir, `${i}.out.err`)) : (strictDifference(c.text, out) ?? (i >= numberTexts.length && out !== c.text ? `written ${out}` : undefined));
    return why ? [`${c.text}: ${why}`] : [];
  });
  console.log(`  kotlin number texts kept: ${cases.length - wrong.length}/${cases.length} (${exact.length} with numbers in any JSON and unknown keys, byte for byte)`);
  if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
  assert.equal(wrong, []);
});

test("kotlin: invalid messages are rejected with the JSON path of the first error", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const dir = join(root, "runs", "reject-in");
  harnessRun("reject", caseRows(dir, invalidMessages, classOf), "reject");
  const wrong = notRefusedAt(dir, invalidMessages);
  console.log(`  kotlin invalid messages rejected at their path: ${invalidMessages.length - wrong.length}/${invalidMessages.length}`);
  if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
  assert.equal(wrong, []);
});

test("kotlin: decodeResult decodes every example of a method's result type as that method's result (JSON text kept)", () => {
  // 2026-07-28: tools/call, prompts/get and resources/read may also be answered with an InputRequiredResult.
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const cases = resultCases(plan);
  const { dir } = harnessRun("roundtrip", cases.map((c, i) => [c.type, c.path, join(root, "runs", "results", `${i}.json`)]), "results");
  const failures = resultsNotDecoded(dir, cases);
  console.log(`  kotlin decodeResult strict round trip: ${cases.length - failures.length}/${cases.length} result examples decoded as their method's result type and written back unchanged`);
  assert.ok(cases.some((c) => c.type === "result:tools/call" && c.member === "InputRequiredResult"), "an alternative result is decoded");
  assert.equal(failures, []);
});

test("kotlin: decodeResult lets resultType decide (issue 23): tools/call input_required is InputRequiredResult, complete lacking content is refused at /content", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const { rows, got, want } = jvmResultTypeCases(join(root, "runs", "result-type-in"));
  harnessRun("reject", rows("rej"), "result-type-rej");
  harnessRun("roundtrip", rows("out"), "result-type-out");
  assert.equal(got(), want);
  console.log(`  kotlin decodeResult by resultType: ${got().length}/${want.length}`);
});

test("kotlin: decodeResult rejects a result of another method and invalid results, with the path (null for an unknown method)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const { cases, rows, wrong: wrongAt } = jvmResultRejections(join(root, "runs", "result-reject-in"));
  harnessRun("reject", rows, "result-reject");
  const wrong = wrongAt();
  console.log(`  kotlin decodeResult rejections at their path: ${cases.length - wrong.length}/${cases.length}`);
  assert.equal(wrong, []);
});

/**
 * kotlin-sdk formats with ktlint (its .editorconfig: ktlint's `intellij_idea` style, 120 columns, experimental
 * rules on), so every generated file of every version goes through ktlint-cli 1.8.0 from Maven Central with those
 * settings: its check finds nothing, and its formatter, run on a copy, changes no byte.
 */
test("kotlin: every generated file is ktlint-clean with kotlin-sdk's settings (check and format change nothing)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const verdict = ktlintFiles(root, generated);
  if (lacks(verdict !== undefined, `kotlin ktlint: ${ktlintMissing}`) || !verdict) return;
  const { check, violations, format, changed } = verdict;
  console.log(`  kotlin ktlint 1.8.0 (kotlin-sdk's settings) on ${generated.length} files of ${versions.length} versions: ${violations.length} violations`);
  if (violations.length) console.log(violations.slice(0, 20).map((v) => `    ${v}`).join("\n"));
  assert.equal(violations, []);
  assert.ok(check.ok, tail(check.output));
  assert.ok(format.ok, tail(format.output));
  console.log(`  kotlin ktlint --format changed ${changed.length}/${generated.length} files`);
  assert.equal(changed, []);
});

/** kotlin-sdk 0.11.1's types named as the spec names them; full messages go through its JSONRPCMessage. */
const sdkTypes = new Set(
  ("Annotations AudioContent BlobResourceContents BooleanSchema CallToolResult ClientCapabilities CompleteResult CreateMessageResult " +
    "ElicitResult EmbeddedResource GetPromptResult ImageContent Implementation InitializeResult ListPromptsResult ListResourceTemplatesResult " +
    "ListResourcesResult ListRootsResult ListToolsResult ModelPreferences Prompt PromptMessage ReadResourceResult Resource " +
    "ResourceLink ResourceTemplate Root SamplingMessage ServerCapabilities StringSchema TextContent TextResourceContents Tool " +
    "TitledMultiSelectEnumSchema TitledSingleSelectEnumSchema UntitledMultiSelectEnumSchema UntitledSingleSelectEnumSchema").split(" "),
);

test("kotlin: interop with the official kotlin-sdk (ours write, kotlin-sdk reads and writes, ours read back)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const cases = interopCases(examples, plan, sdkTypes, "JSONRPCMessage");
  const { dir } = harnessRun("interop", cases.map((c) => [c.cls, c.e.path, join(root, "runs", "interop", `${c.i}.json`), c.sdk]), "interop");
  const { theirsRead, oursRead, same, notes } = interopTally(dir, cases);
  console.log(`  kotlin interop with kotlin-sdk 0.11.1 on ${cases.length} examples: kotlin-sdk read ours ${theirsRead}/${cases.length}, ours read kotlin-sdk's ${oursRead}/${cases.length}, unchanged after the loop ${same}/${cases.length}`);
  if (notes.length) console.log(notes.slice(0, 20).map((n) => `    ${n}`).join("\n"));
  assert.ok(cases.length >= 60, `${cases.length} interop cases`);
  assert.ok(theirsRead >= cases.length / 2, `kotlin-sdk read ${theirsRead}`);
});

test("kotlin: a hostile schema's descriptions, literals and names cannot inject code (the injected code never runs)", () => {
  if (lacks(!skip, `kotlin: ${skip}`)) return;
  const dir = join(root, "runs", "hostile");
  mkdirSync(dir, { recursive: true });
  // Decoding initialises the classes: the enum's constants (one holds the payload) and a TextContent.
  const input = join(dir, "role.json");
  writeFileSync(input, JSON.stringify("user"));
  const r = harnessRun("roundtrip", [["Role", input, join(dir, "role.out")]], "hostile-run", `${kotlinPackage}.hostile`);
  assert.is(read(join(dir, "role.out")), '"user"', `Role decoded: ${read(join(dir, "role.out.err"))}`);
  assert.not.match(r.output, marker, "injected code ran");
  const types = readFileSync(join(root, "src", "main", "kotlin", "hostile", "McpTypes.kt"), "utf8");
  assert.ok(types.includes(`\\\${println(\\"${marker}-3\\")}`), "the template payload is written escaped");
  const outside = types.split("\n").filter((l) => l.includes("fun injected") && !/^\s*\*/.test(l));
  assert.equal(outside, [], "the payload stays inside its comment");
  console.log("  kotlin hostile schema: compiled, Role initialised and decoded, no injected code ran");
});

test.run();
