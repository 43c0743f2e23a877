import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { javaPackage, renderJava } from "../../../generator/targets/bindings/java/render.js";
import { exampleFiles, projectRoot, schemaPath } from "../../helpers/paths.js";
import { lacks } from "../../helpers/toolchain.js";
import { invalidMessages } from "./invalidMessages.js";
import { workDir } from "./output.js";
import { strictDifference } from "./strictJson.js";
import { available, run, tail } from "./toolchains.js";
import { javaNullMessages } from "./javaNulls.js";
import { javaNumberTexts } from "./javaNumbers.js";
import { javaMixedMembers, javaMixedRejections, unpatchedIntegerCases } from "./javaMixedUnions.js";
import { validMessages } from "./validMessages.js";
import { classFor } from "./plan/classFor.js";
import { caseRows, jvmClass, type JvmHarness, notKept, notRefusedAt, readIfWritten as read, runHarness, typeAndWhy } from "./jvmHarness.js";
import { schemaInvalid } from "./wireChecks.js";

/**
 * Java on the Jackson floor docs/bindings.md states: 2026-07-28's bindings compiled (`-Xlint:all -Werror`) in a
 * Maven build whose only Jackson is jackson-databind 2.20.0 (annotations 2.20), driven by a plain `new ObjectMapper()`
 * with no setting changed. Before the builders (issue 23) 2.20.x threw `MissingInjectableValueException` on 105 of 129 examples:
 * the optional `@JacksonInject` the records used needs 2.21.
 */
const harness = join(projectRoot, "test", "targets", "bindings", "harness", "java-floor");
const root = join(workDir, "java-floor");
const floor = "2.20.0";
const plan = buildPlan(buildModel(JSON.parse(readFileSync(schemaPath("2026-07-28"), "utf8"))));
const examples = exampleFiles();
const classOf = jvmClass(plan);
const jvm: JvmHarness = { root, main: "Plain", classpath: "" };
let skip = "";

test.before(() => {
  if (!available("mvn", "-v") || !available("javac", "-version")) return void (skip = "mvn or javac not found");
  const src = join(root, "src", "main", "java");
  rmSync(src, { recursive: true, force: true });
  const dir = join(src, ...javaPackage.split("."));
  mkdirSync(dir, { recursive: true });
  for (const f of renderJava(plan)) writeFileSync(join(dir, f.name), f.text);
  cpSync(join(harness, "pom.xml"), join(root, "pom.xml"));
  cpSync(join(harness, "Plain.java"), join(src, "Plain.java"));
  const args = ["-q", "-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  // Offline first: after the first resolve everything is in ~/.m2.
  const build = run("mvn", ["-o", ...args], root).ok ? { ok: true, output: "" } : run("mvn", args, root);
  assert.ok(build.ok, `mvn compile:\n${tail(build.output)}`);
  jvm.classpath = `${join(root, "target", "classes")}:${readFileSync(join(root, "classpath.txt"), "utf8").trim()}`;
});

const plain = (mode: string, rows: string[][], name: string, mapper = "plain"): string => runHarness(jvm, mode, javaPackage, rows, name, mapper).dir;

/** `cases` round-tripped through a plain ObjectMapper (in `runs/<name>-in`): each written back as its text. */
function textsKept(cases: readonly { type: string; text: string; why: string }[], name: string, what: string): void {
  const dir = join(root, "runs", `${name}-in`);
  plain("roundtrip", caseRows(dir, cases, classOf), name);
  const wrong = notKept(dir, cases, typeAndWhy);
  console.log(`  java floor ${what} kept: ${cases.length - wrong.length}/${cases.length}`);
  assert.equal(wrong, []);
}

test(`java floor: the build's only jackson-databind is ${floor}, and it is the one loaded`, () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  const jars = jvm.classpath.split(":").filter((p) => /jackson-(databind|annotations|core)-/.test(p));
  assert.equal(jars.map((p) => p.split("/").pop()).sort(), [`jackson-annotations-2.20.jar`, `jackson-core-${floor}.jar`, `jackson-databind-${floor}.jar`]);
  const r = run("java", ["-cp", jvm.classpath, "Plain", "version"], root);
  assert.ok(r.ok, tail(r.output));
  assert.match(r.output, `jackson-databind ${floor}`);
  console.log(`  java floor: ${r.output.trim()} with jackson-annotations 2.20 (mvn compile -Xlint:all -Werror ok)`);
});

test(`java floor: the 129 examples (one schema-invalid, refused) round-trip through a plain ObjectMapper on jackson-databind ${floor}, compared as JSON text`, () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  const rows = examples.flatMap((e, i) => {
    const cls = classFor(plan, e.type);
    return cls ? [[cls, e.path, join(root, "runs", "roundtrip", `${i}.json`)]] : [];
  });
  const dir = plain("roundtrip", rows, "roundtrip");
  const thrown: string[] = [];
  const changed: string[] = [];
  // read-resource-example lacks the cacheScope and ttlMs schema.json requires; its resultType "complete" says it is no
  // InputRequiredResult (issue 23): it must be refused.
  const accepted: string[] = [];
  examples.forEach((e, i) => {
    const out = read(join(dir, `${i}.json`));
    if (schemaInvalid(e)) return void (out === undefined || accepted.push(`${e.type}/${e.file}`));
    if (out === undefined) return void thrown.push(`${e.type}/${e.file}: ${read(join(dir, `${i}.json.err`)) ?? "no class"}`);
    const why = strictDifference(readFileSync(e.path, "utf8"), out);
    if (why) changed.push(`${e.type}/${e.file}: ${why}`);
  });
  const refused = examples.filter(schemaInvalid).length;
  const same = examples.length - refused - thrown.length - changed.length;
  console.log(`  java floor (plain ObjectMapper, ${floor}): ${examples.length - refused - thrown.length}/${examples.length} examples decoded, ${same}/${examples.length} written back as the same JSON text, ${refused} schema-invalid refused`);
  if (thrown.length + changed.length) console.log([...thrown, ...changed].slice(0, 12).map((f) => `    ${f}`).join("\n"));
  assert.equal(thrown, [], "every valid example decodes on the floor");
  assert.equal(accepted, [], "the schema-invalid example is refused");
  assert.is(refused, 1);
});

test(`java floor: on ${floor} a plain ObjectMapper and the documented one line both reject every invalid message at its JSON path`, () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  const dir = join(root, "runs", "reject-in");
  const results: Record<string, string[]> = {};
  for (const [mapper, label] of [
    ["plain", "new ObjectMapper()"],
    ["one-line", "JsonMapper.builder().disable(MapperFeature.ALLOW_COERCION_OF_SCALARS).build()"],
  ] as const) {
    plain("reject", caseRows(dir, invalidMessages, classOf, `.${mapper}`), `reject-${mapper}`, mapper);
    const wrong = notRefusedAt(dir, invalidMessages, "", `.${mapper}`);
    console.log(`  java floor invalid messages rejected at their path (${label}, ${floor}): ${invalidMessages.length - wrong.length}/${invalidMessages.length}`);
    if (wrong.length) console.log(wrong.map((w) => `    ${w}`).join("\n"));
    results[mapper] = wrong;
  }
  // Before JsonNumber (issue 23) a plain mapper coerced "50" to a BigDecimal: 32/33.
  assert.equal(results.plain, [], "a plain mapper rejects them all");
  assert.equal(results["one-line"], [], "the documented one line rejects them all");
});

test("java floor: the builders make messages (constants preset, JSON null where any JSON stands), and build() names a required key missing", () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  const r = run("java", ["-cp", jvm.classpath, "Plain", "builders"], root);
  assert.ok(r.ok, tail(r.output));
  const lines = r.output.trim().split("\n");
  const expected = [
    `{"type":"text","text":"hi"}`,
    `{"content":[{"type":"text","text":"hi"}],"resultType":"complete","structuredContent":null}`,
    `{"error":{"code":-32603,"data":null,"message":"failed"},"id":7,"jsonrpc":"2.0"}`,
  ];
  expected.forEach((e, i) => assert.is(strictDifference(e, lines[i] ?? ""), undefined, `${e} <- ${lines[i]}`));
  // Numbers as JsonNumber: written as given (`1e3`, not `1000` or `1E+3`), read as BigDecimal.
  assert.is(lines[3], `{"costPriority":1e3,"intelligencePriority":1,"speedPriority":0.5} 1000 JsonNumber`);
  assert.is(lines[4], "refused: text is required");
  console.log(`  java floor builders: ${expected.length + 1} messages built as expected (numbers as given), a missing required key refused`);
});

test(`java floor: explicit nulls in any-JSON fields are written back as read (plain ObjectMapper, ${floor})`, () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  textsKept([...validMessages, ...javaNullMessages], "nulls", "explicit nulls");
});

test(`java floor: number fields keep their text through a plain ObjectMapper (${floor})`, () => {
  if (lacks(!skip, `java floor: ${skip}`)) return;
  textsKept(javaNumberTexts, "numbers", "number texts");
});

test(`java floor: unions of records beside arrays or scalars decode and are written back, or refused at their path (plain ObjectMapper, ${floor})`, () => {
  // Before, these unions were `Object` (issue 23); 2026-07-28's cases (the floor build has that version only, unpatched).
  if (lacks(!skip, `java floor: ${skip}`)) return;
  const dir = join(root, "runs", "mixed-in");
  mkdirSync(dir, { recursive: true });
  const members = [...javaMixedMembers.filter((m) => m.version === "2026-07-28" && !m.numberPatch), ...unpatchedIntegerCases.members];
  const rejections = [...javaMixedRejections.filter((m) => m.version === "2026-07-28"), ...unpatchedIntegerCases.rejections];
  members.forEach((m, i) => writeFileSync(join(dir, `${i}.in.json`), m.text));
  rejections.forEach((m, i) => writeFileSync(join(dir, `${i}.bad.json`), m.text));
  plain("roundtrip", members.map((m, i) => [m.type, join(dir, `${i}.in.json`), join(dir, `${i}.out`)]), "mixed");
  plain("reject", rejections.map((m, i) => [m.type, join(dir, `${i}.bad.json`), join(dir, `${i}.bad.out`)]), "mixed-reject");
  const wrong = members.flatMap((m, i) => {
    const out = read(join(dir, `${i}.out`));
    const why = out === undefined ? `not decoded: ${read(join(dir, `${i}.out.err`))}` : strictDifference(m.text, out);
    return why ? [`${m.type} ${m.text}: ${why}`] : [];
  });
  const misplaced = rejections.flatMap((m, i) => {
    const [path, message] = (read(join(dir, `${i}.bad.out`)) ?? "missing").split("\t");
    return path === m.path ? [] : [`${m.type} (${m.why}): ${path === "accepted" ? "accepted" : `at ${JSON.stringify(path)} (${message})`}, expected ${m.path}`];
  });
  console.log(`  java floor mixed unions: ${members.length - wrong.length}/${members.length} written back as read, ${rejections.length - misplaced.length}/${rejections.length} refused at their path`);
  assert.equal([...wrong, ...misplaced], []);
});

test.run();
