import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { OutputFile } from "../../../generator/emit/output.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.ts";
import { spanVersions, type SpanningPlan } from "../../../generator/targets/bindings/plan/spanVersions.ts";
import { context } from "../../../generator/targets/bindings/java/types.ts";
import { spanningContext, spanningName } from "../../../generator/targets/bindings/java/spanningTypes.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { marker } from "./hostile/schema.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { exampleFiles, projectRoot, readJson, schemaPath, versions } from "../../helpers/paths.ts";
import { workDir } from "./output.ts";
import { readIfWritten as read } from "./jvmHarness.ts";
import { schemaInvalid } from "./wireChecks.ts";
import { strictDifference } from "./strictJson.ts";
import { available, run, tail } from "./toolchains.ts";

/**
 * java-all: 2025-11-25 and 2026-07-28's wire packages and the spanning package over them in one Maven build on the
 * Java target's Jackson floor (jackson-databind 2.20.0, a plain `new ObjectMapper()`); the spec's examples decoded
 * through the spanning layer as a version and encoded back, compared byte for byte with what that version's wire
 * package writes; a version-only field refused at its pointer; all six versions compiled together.
 */
const spanned = ["2025-11-25", "2026-07-28"];
const mvn = available("mvn", "-v") && available("javac", "-version");
const harness = join(projectRoot, "test", "targets", "bindings", "harness", "java-spanning");
const root = join(workDir, "java-spanning");
const spanningPackage = "io.modelcontextprotocol.schema";
const wirePackage = (v: string) => `${spanningPackage}.v${v.replace(/-/g, "_")}`;
const plans: BindingPlan[] = spanned.map((v) => ({ ...buildPlan(buildModel(readJson(schemaPath(v)))), source: v }));
const plan = spanVersions(plans);
let classpath = "";

/** `files` under out/all/java/ as a Maven source tree in `dir` with the harness pom; `mvn compile` offline first. */
function compile(dir: string, files: readonly OutputFile[], driver: boolean): string {
  rmSync(join(dir, "src"), { recursive: true, force: true });
  const src = join(dir, "src", "main", "java");
  for (const f of files) {
    const path = join(src, f.path.slice("all/java/".length));
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, f.contents);
  }
  cpSync(join(harness, "pom.xml"), join(dir, "pom.xml"));
  if (driver) cpSync(join(harness, "SpanCheck.java"), join(src, "SpanCheck.java"));
  const args = ["-q", "-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  const build = run("nice", ["-n", "10", "mvn", "-o", ...args], dir).ok ? { ok: true, output: "" } : run("nice", ["-n", "10", "mvn", ...args], dir);
  assert.ok(build.ok, `mvn compile:\n${tail(build.output)}`);
  return `${join(dir, "target", "classes")}:${readFileSync(join(dir, "classpath.txt"), "utf8").trim()}`;
}

let files: OutputFile[] = [];

test.before(async () => {
  files = await renderFiles({ specs: spanned, targets: ["java-all"] });
  if (mvn) classpath = compile(root, files, true);
});

/** The spanning class and the version's wire class an example of `type` decodes to, through aliases; undefined where the spanning type is `Json`. */
function classes(type: string, version: string, span: SpanningPlan, wirePlan: BindingPlan): { spanning: string; wire: string } | undefined {
  const ctx = spanningContext(span, plans, new Map());
  let d = ctx.byName.get(type);
  while (d?.kind === "alias" && d.type.kind === "ref") d = ctx.byName.get(d.type.name);
  // A map of records (InputRequests): `map:` and the values' classes.
  if (d?.kind === "alias" && d.type.kind === "map" && d.type.values.kind === "ref") {
    const wireMap = wirePlan.declarations.find((x) => x.name === type);
    const values = classes(d.type.values.name, version, span, wirePlan);
    return values && wireMap?.kind === "alias" ? { spanning: `map:${values.spanning}`, wire: `map:${values.wire}` } : undefined;
  }
  const typed = d !== undefined && ((d.kind === "record" && !ctx.interfaces.has(d.name)) || (d.kind === "tagged" && ctx.tagged.has(d.name)) || (d.kind === "shape" && ctx.shapes.has(d.name)));
  if (!d || !typed) return undefined;
  let w = wirePlan.declarations.find((x) => x.name === type);
  while (w?.kind === "alias" && w.type.kind === "ref") {
    const name = w.type.name;
    w = wirePlan.declarations.find((x) => x.name === name);
  }
  if (!w || (w.kind !== "record" && w.kind !== "union")) return undefined;
  return { spanning: `${spanningPackage}.${spanningName(d.name)}`, wire: `${wirePackage(version)}.${context(wirePlan).name(w.name)}` };
}

/** Each example decoded and encoded as `version` by the driver (in `runs/<version>`): the wire package's text and the spanning layer's. */
function roundTrip(version: string): { type: string; file: string; wire?: string; span?: string; why?: string }[] {
  const dir = join(root, "runs", version);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const wirePlan = plans.find((p) => p.source === version)!;
  const rows = exampleFiles().map((e, i) => ({ e, i, c: classes(e.type, version, plan, wirePlan) }));
  const manifest = join(dir, "manifest.tsv");
  writeFileSync(manifest, rows.flatMap(({ e, i, c }) => (c ? [[c.spanning, c.wire, version, e.path, join(dir, `${i}.json`)].join("\t")] : [])).join("\n") + "\n");
  const r = run("java", ["-cp", classpath, "SpanCheck", "roundtrip", manifest], root);
  assert.ok(r.ok, tail(r.output));
  return rows.map(({ e, i, c }) => {
    if (!c) return { type: e.type, file: e.file, why: "no spanning class" };
    const out = join(dir, `${i}.json`);
    return { type: e.type, file: e.file, wire: read(`${out}.wire`), span: read(out), why: read(`${out}.err`) ?? read(`${out}.wire.err`) };
  });
}

test("java-all: one source tree, each version's wire package (the java target's output) beside the spanning package; compiled in one Maven build", async () => {
  const paths = files.map((f) => f.path);
  for (const v of spanned) assert.ok(paths.includes(`all/java/${wirePackage(v).replace(/\./g, "/")}/McpMessages.java`), v);
  for (const name of ["McpSpanning", "SpanningWire", "CallToolResult", "ContentBlock", "Json", "JsonNumber"]) assert.ok(paths.includes(`all/java/io/modelcontextprotocol/schema/${name}.java`), name);
  const again = await renderFiles({ specs: spanned, targets: ["java-all"] });
  assert.equal(again, files, "the same output twice");
  const wire = await renderFiles({ specs: ["2026-07-28"], targets: ["java"], bindings: { java: { package: `${spanningPackage}.{version}` } } });
  const own = (p: string) => files.find((f) => f.path === `all/java/${p}`)!.contents;
  const path = `${wirePackage("2026-07-28").replace(/\./g, "/")}/CallToolResult.java`;
  assert.is(own(path), wire.find((f) => f.path === `2026-07-28/java/${path}`)!.contents, "a version's wire package is the java target's output");
  // Each field names the versions that have it, in its annotation and its Javadoc; what a version deprecates is @Deprecated.
  const result = own("io/modelcontextprotocol/schema/CallToolResult.java");
  assert.match(result, /\* <p>Only in 2026-07-28\.\n {5}\*\/\n {4}@McpSpanning\.Field\(wire = "resultType", versions = "2026-07-28"\) String resultType,/);
  assert.match(own("io/modelcontextprotocol/schema/ContentBlock.java"), /^public sealed interface ContentBlock\n {4}permits TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource \{\}$/m);
  assert.match(own("io/modelcontextprotocol/schema/CreateMessageRequest.java"), /^@Deprecated\npublic record CreateMessageRequest\(/m);
  assert.match(own("io/modelcontextprotocol/schema/ListToolsResult.java"), /\) implements (?:\w+, )*PaginatedResult \{|\n {4}implements (?:\w+, )*PaginatedResult \{/);
  // Shape unions the versions hold alike are sealed interfaces: records the member records implement, scalars value records.
  assert.match(own("io/modelcontextprotocol/schema/ServerResult.java"), /^@McpSpanning\.Shape\npublic sealed interface ServerResult\n {4}permits InitializeResult,[\s\S]* CallToolResult,/m);
  assert.match(own("io/modelcontextprotocol/schema/CallToolResult.java"), /\n {4}implements (?:\w+, )*ServerResult(?:, \w+)* \{|\) implements (?:\w+, )*ServerResult(?:, \w+)* \{/);
  assert.match(own("io/modelcontextprotocol/schema/RequestId.java"), /^public sealed interface RequestId permits RequestId\.StringValue, RequestId\.IntegerValue \{$/m);
  assert.match(own("io/modelcontextprotocol/schema/InputResponseRequestParams.java"), /Map<String, InputResponse> inputResponses,/);
  const ctx = spanningContext(plan, plans, new Map());
  const shapes = plan.declarations.filter((d) => d.kind === "shape");
  const untyped = shapes.filter((d) => !ctx.shapes.has(d.name)).map((d) => d.name);
  console.log(`  java-all shape unions: ${shapes.length - untyped.length} of ${shapes.length} sealed interfaces, ${untyped.length} any JSON (${untyped.join(", ")})`);
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  console.log(`  java-all: mvn compile ok for ${spanned.join(" + ")} in one build (${files.length} files, jackson-databind 2.20.0)`);
});

test("java-all: the spec's examples decoded as 2026-07-28 through the spanning layer and re-encoded byte-exact against the wire package", () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const rows = roundTrip("2026-07-28");
  const examples = exampleFiles();
  const failures: string[] = [];
  let same = 0;
  let refused = 0;
  const untyped: string[] = [];
  rows.forEach((r, i) => {
    if (schemaInvalid(examples[i]!)) {
      if (r.wire === undefined && r.span === undefined) refused++;
      else failures.push(`${r.type}/${r.file}: schema-invalid, accepted`);
      return;
    }
    if (r.why === "no spanning class") return void untyped.push(r.type);
    if (r.span !== undefined && r.span === r.wire) {
      same++;
      const kept = strictDifference(readFileSync(examples[i]!.path, "utf8"), r.span);
      if (kept) failures.push(`${r.type}/${r.file}: written as the wire package writes it, but not as read: ${kept}`);
    } else failures.push(`${r.type}/${r.file}: ${r.why ?? `spanning ${r.span?.slice(0, 200)}\n    wire     ${r.wire?.slice(0, 200)}`}`);
  });
  const none = untyped.length > 0 ? ` (${untyped.join(", ")})` : "";
  console.log(`  java-all examples (2026-07-28): ${same} of ${examples.length} byte-exact as the wire package writes them, ${refused} refused by both as schema-invalid, ${untyped.length} with no spanning class${none}, ${failures.length} failures`);
  if (failures.length) console.log(failures.map((f) => `    ${f}`).join("\n"));
  assert.equal(failures, []);
  // InputResponses, a map of a shape union (InputResponse), has one since the shape unions are typed.
  assert.equal(untyped, []);
});

test("java-all: every example 2025-11-25's wire package accepts decodes as 2025-11-25 through the spanning layer and is written as that wire package writes it", () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const rows = roundTrip("2025-11-25");
  const accepted = rows.filter((r) => r.wire !== undefined);
  const differs = accepted.filter((r) => r.span !== r.wire).map((r) => `${r.type}/${r.file}: ${r.why ?? r.span}`);
  console.log(`  java-all examples (2025-11-25): ${accepted.length} of ${rows.length} accepted by its wire package, ${accepted.length - differs.length} of them written alike through the spanning layer`);
  if (differs.length) console.log(differs.map((d) => `    ${d}`).join("\n"));
  assert.equal(differs, []);
  assert.ok(accepted.length > 50, `${accepted.length} accepted`);
});

test("java-all: a version-only field marked, refused as 2025-11-25 at its pointer, kept as an unknown key; constants defaulted per version; shape unions read as the wire type picks", () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const r = run("java", ["-cp", classpath, "SpanCheck", "checks"], root);
  assert.ok(r.ok, tail(r.output));
  const lines = r.output.trim().split("\n");
  for (const l of lines) console.log(`  ${l}`);
  assert.equal(lines, [
    "content block: TextContent x",
    "resultType versions: [2026-07-28]",
    '2026-07-28: {"content":[{"text":"x","type":"text"}],"resultType":"complete"}',
    "2025-11-25 refuses: true at /resultType",
    'unknown key: field null, kept [resultType], written back {"content":[{"text":"x","type":"text"}],"resultType":"complete"}',
    'tag defaulted: {"content":[{"text":"hi","type":"text"}]}',
    'constants per version: {"id":1,"jsonrpc":"2.0","method":"roots/list"} {"method":"roots/list"}',
    'extra keys: {"content":[],"x":1.50}',
    'toBuilder: {"content":[{"text":"x","type":"text"}],"isError":true}',
    'server result: CallToolResult x, written {"content":[{"text":"x","type":"text"}],"resultType":"complete"}',
    'input required: true {"inputRequests":{},"resultType":"input_required"}',
    'request ids: IntegerValue[value=7] StringValue[value=a] {"id":"b","jsonrpc":"2.0","method":"ping"}',
    "wire check: true at /content/0/text",
  ]);
});

/** google-java-format from ~/.m2, as java.test.ts runs it. */
const formatter = "com.google.googlejavaformat:google-java-format:1.28.0:jar:all-deps";

test("java-all: the spanning package is google-java-format 1.28.0 clean (--dry-run lists none)", () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const jarDir = join(root, "formatter");
  const copy = run("mvn", ["-o", "-q", "-B", "dependency:copy", `-Dartifact=${formatter}`, `-DoutputDirectory=${jarDir}`], root);
  const jar = join(jarDir, "google-java-format-1.28.0-all-deps.jar");
  if (lacks(copy.ok && existsSync(jar), `java-all formatter check: ${formatter} is not in ~/.m2`)) return;
  const dir = join(root, "src", "main", "java", ...spanningPackage.split("."));
  const layer = readdirSync(dir).filter((f) => f.endsWith(".java")).map((f) => join(dir, f)).sort();
  const r = run("nice", ["-n", "10", "java", "-jar", jar, "--dry-run", ...layer], root);
  assert.ok(r.ok, tail(r.output));
  const changed = r.output.split("\n").filter((l) => l.trim() !== "");
  console.log(`  java-all google-java-format 1.28.0 --dry-run: ${changed.length} of the spanning package's ${layer.length} files would change`);
  assert.equal(changed, []);
});

test("java-all: bindings.java.package names the spanning package and each version's wire package; an illegal name is refused naming the option", async () => {
  const named = await renderFiles({ specs: spanned, targets: ["java-all"], bindings: { java: { package: "io.modelcontextprotocol.spec.{version}" } } });
  const paths = named.map((f) => f.path);
  assert.ok(paths.includes("all/java/io/modelcontextprotocol/spec/McpSpanning.java"));
  assert.ok(paths.includes("all/java/io/modelcontextprotocol/spec/v2026_07_28/CallToolResult.java"));
  assert.match(named.find((f) => f.path === "all/java/io/modelcontextprotocol/spec/SpanningWire.java")!.contents, /io\.modelcontextprotocol\.spec\.v2025_11_25\.CallToolResult\.class/);
  try {
    await renderFiles({ specs: spanned, targets: ["java-all"], bindings: { java: { package: "java.mcp.{version}" } } });
    assert.unreachable("java.* is prohibited for user classes");
  } catch (error) {
    assert.match(String(error), /bindings\.java\.package/);
  }
});

test("java-all over all six versions: one Maven build compiles (a tag two versions give differently named members stays any JSON)", async () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const six = await renderFiles({ specs: [...versions], targets: ["java-all"] });
  compile(join(workDir, "java-spanning-six"), six, false);
  const params = six.find((f) => f.path === "all/java/io/modelcontextprotocol/schema/CompleteRequestParams.java")!.contents;
  assert.match(params, /\n\s+Json ref,/);
  console.log(`  java-all: mvn compile ok for all ${versions.length} versions in one build (${six.length} files)`);
});

test("java-all over a hostile schema: javac checks it (through flow analysis), and the payloads stay inside comments and string literals", async () => {
  if (lacks(mvn, "java-all: mvn or javac not found")) return;
  const out = await renderHostileSpanning("java-all");
  const sources = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".java")).map((f) => join(out, f));
  // Parsed, attributed and flow-checked, no class written: a 100,000-character key exceeds the class file's
  // constant pool (wire package and spanning package alike).
  const r = run("nice", ["-n", "10", "javac", "-XDshould-stop.ifNoError=FLOW", "-d", join(out, "..", "classes"), "-cp", classpath, ...sources], out);
  assert.ok(r.ok, tail(r.output));
  // The code without string literals and comments: the marker may be nowhere in it.
  const bare = (text: string) => text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""').replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  for (const f of sources) assert.not.match(bare(readFileSync(f, "utf8")), marker, f);
  console.log(`  java-all hostile schema: ${sources.length} files checked by javac, no payload outside comments and strings`);
});

test.run();
