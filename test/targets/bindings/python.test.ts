import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exampleFiles, projectRoot, versions } from "../../helpers/paths.js";
import { invalidMessages } from "./invalidMessages.js";
import { numberTexts, validMessages } from "./validMessages.js";
import { moduleName, workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";
import { acceptsValid, decidesByResultType, exampleVersion, interop, interopLine, reportsUnknownMethods, unknownMethodCases, rejectsInvalid, renderLanguage, messageCases, strictRoundTrip, unionCases, unionRoundTrip } from "./wireChecks.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { patchedModel } from "./plan/models.js";
import { rejectsResults, resultCases, resultRejections, resultTypeCases, resultUnionCases } from "./resultChecks.js";
import { unionChoiceCases } from "./unionChoice.js";

const root = join(workDir, "python-plan");
const drivers = join(projectRoot, "test", "targets", "bindings", "python");
const python = available("python3");
const pydantic = python && run("python3", ["-c", "import pydantic, sys; sys.exit(0 if pydantic.VERSION >= '2.11' else 1)"], projectRoot).ok;
const packageDir = (v: string) => join(root, moduleName(v));

test.before(async () => {
  if (!pydantic) return;
  const files = await renderLanguage("python");
  for (const v of versions) {
    writeFiles(packageDir(v), files.filter((f) => f.path.startsWith(`${v}/python/`)).map((f) => ({ path: f.path.slice(`${v}/python/`.length), contents: f.contents })));
  }
});

test("python: every version imports (pydantic v2 resolves every model) and is ruff-format clean", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  for (const v of versions) {
    const r = run("python3", ["-c", "import mcp_codegen_types as m; print(len(m.__all__))"], packageDir(v));
    assert.ok(r.ok, `${v} imports:\n${tail(r.output)}`);
  }
  // The idiom: open models, aliased `_meta`, Literal tags, discriminated unions, ids string | integer.
  const source = readFileSync(join(packageDir(exampleVersion), "mcp_codegen_types", "__init__.py"), "utf8");
  assert.match(source, /^class TextContent\(OpenModel\):$/m);
  assert.match(source, /^ {4}meta: Omittable\[MetaObject\] = Field\(default=None, alias="_meta"\)$/m);
  assert.match(source, /^ {4}type: Literal\["text"\] = "text"$/m);
  assert.match(source, /^ {4}Field\(discriminator="type"\),$/m);
  assert.match(source, /^class ContentBlock\(RootModel\[_ContentBlock\]\):$/m);
  assert.match(source, /^RequestId = Union\[str, int\]$/m);
  assert.not.match(source, /\bassert\b/, "no assert: python -O decodes the same");
  const ruff = run("python3", ["-m", "ruff", "--version"], root);
  if (lacks(ruff.ok, "python: ruff not installed (the format check)")) return;
  const check = run("python3", ["-m", "ruff", "format", "--check", "--diff", ...versions.map(packageDir)], root);
  assert.ok(check.ok, `ruff format --check:\n${tail(check.output)}`);
  console.log(`  python: ruff format --check clean for ${versions.length} versions`);
});

test("python: mypy --strict finds no error in any version's package", () => {
  if (!pydantic) return;
  if (lacks(run("python3", ["-m", "mypy", "--version"], root).ok, "python: mypy not installed (the --strict type check)")) return;
  for (const v of versions) {
    const r = run("python3", ["-m", "mypy", "--strict", "--no-incremental", "mcp_codegen_types"], packageDir(v));
    assert.ok(r.ok, `${v}: mypy --strict:\n${tail(r.output)}`);
  }
  console.log(`  python: mypy --strict clean for ${versions.length} versions`);
});

test("python: pyright in strict mode finds no error in any version's package", () => {
  if (!pydantic) return;
  if (lacks(run("pyright", ["--version"], root).ok, "python: pyright not installed (the strict type check)")) return;
  for (const v of versions) {
    writeFileSync(join(packageDir(v), "pyrightconfig.json"), JSON.stringify({ typeCheckingMode: "strict" }));
    const r = run("pyright", ["mcp_codegen_types"], packageDir(v));
    assert.ok(r.ok && /0 errors/.test(r.output), `${v}: pyright strict:\n${tail(r.output)}`);
  }
  console.log(`  python: pyright strict clean for ${versions.length} versions`);
});

test("python: strict round trip of the examples (JSON text, number forms kept)", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const { passed, refused, failures } = strictRoundTrip(root, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  // read-resource-example lacks the cacheScope and ttlMs schema.json requires: it must be refused at their path.
  console.log(`  python strict round trip: ${passed}/${exampleFiles().length}, ${refused} schema-invalid refused at its path`);
  assert.is(refused, 1);
  assert.equal(failures, []);
});

test("python: invalid messages are rejected with the JSON path of their first error", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const { passed, failures } = rejectsInvalid(root, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python invalid messages rejected with their path: ${passed}/${invalidMessages.length}`);
  assert.equal(failures, []);
});

test("python: valid messages with explicit nulls (structuredContent, error.data) decode and are written back with the null", () => {
  if (!pydantic) return;
  const { passed, failures } = acceptsValid(join(root, "valid"), "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python valid messages kept as written: ${passed}/${validMessages.length}`);
  assert.equal(failures, []);
});

test("python: number text is kept as written (1e3, 1E+3, digits beyond f64), in number fields and any JSON", () => {
  if (!pydantic) return;
  const { passed, failures } = acceptsValid(join(root, "numbers"), "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root, numberTexts);
  console.log(`  python number texts kept: ${passed}/${numberTexts.length}`);
  assert.equal(failures, []);
});

test("python: parse_result lets resultType decide: a complete resources/read result lacking cacheScope is refused at its path, not read as InputRequiredResult", () => {
  if (!pydantic) return;
  const { got, want } = decidesByResultType(join(root, "result-type"), resultTypeCases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  assert.equal(got, want);
  console.log(`  python parse_result by resultType: ${got.length}/${resultTypeCases.length}`);
});

test("python: resultType decides a union of results: the spec's read-resource-example (complete, lacking cacheScope/ttlMs) is refused at its path, input_required is InputRequiredResult", () => {
  if (!pydantic) return;
  const cases = resultUnionCases();
  const { got, want } = decidesByResultType(join(root, "result-union"), cases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  assert.equal(got, want);
  console.log(`  python union of results by resultType: ${got.length}/${cases.length}`);
});

test("python: a value several union members accept decodes as the most specific (a plain enum schema is Untitled, not Legacy)", () => {
  if (!pydantic) return;
  const { got, want } = decidesByResultType(join(root, "union-choice"), unionChoiceCases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  assert.equal(got, want);
  console.log(`  python union choice: ${got.length}/${unionChoiceCases.length}`);
});

test("python: parse_message on a method this version lacks raises UnknownMethodError with the request's id (for -32601)", () => {
  if (!pydantic) return;
  const { got, want } = reportsUnknownMethods(join(root, "unknown-method"), "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  assert.equal(got, want);
  console.log(`  python parse_message unknown methods reported with their id: ${got.length}/${unknownMethodCases.length}`);
});

test("python: every union decodes its members' examples (by tag, or by shape in the plan's order)", async () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const cases = unionCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python unions: ${r.passed}/${cases.length} member examples decoded through their union and written back unchanged; ${r.exact} as their own member`);
  assert.equal(r.failures, []);
});

test("python: the one-call decoder reads every whole JSON-RPC example as its method's type or its envelope", async () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const cases = messageCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python parse_message: ${r.exact}/${cases.length} JSON-RPC examples decoded as their method's type or envelope and written back unchanged`);
  assert.ok(cases.length >= 30, `${cases.length} message examples`);
  assert.equal(r.failures, []);
});

test("python: parse_result decodes every example of a method's result type as that method's result (JSON text kept)", async () => {
  // 2026-07-28: tools/call, prompts/get and resources/read may also be answered with an InputRequiredResult.
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const cases = resultCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(join(root, "results"), cases, "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python parse_result strict round trip: ${r.exact}/${cases.length} result examples decoded as their method's result type and written back unchanged`);
  assert.ok(cases.some((c) => c.type === "result:tools/call" && c.member === "InputRequiredResult"), "an alternative result is decoded");
  assert.equal(r.failures, []);
  assert.is(r.exact, cases.length);
});

test("python: parse_result rejects an unknown method, a result of another method and invalid results, with the path", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const { passed, failures } = rejectsResults(join(root, "result-rejects"), "python3", (m) => [join(drivers, "roundtrip.py"), packageDir(exampleVersion), m], root);
  console.log(`  python parse_result rejections at their path: ${passed}/${resultRejections().length}`);
  assert.equal(failures, []);
});

test("python: interop with the official SDK's types (mcp / mcp-types from PyPI)", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  if (lacks(run("python3", ["-c", "import mcp.types"], root).ok, "python interop: pip package mcp not installed")) return;
  const c = interop(root, "python3", (m) => [join(drivers, "interop.py"), packageDir(exampleVersion), m], root);
  console.log(`  ${interopLine("python", "mcp", c, exampleFiles().length)}`);
  for (const note of c.notes) console.log(`    ${note}`);
  // Everything the SDK declares must be read by it and read back by ours.
  assert.ok(c.declared >= 100, `the SDK declares ${c.declared} example types`);
  assert.ok(c.oursRead === c.theirsRead, "ours read everything the SDK writes");
  assert.ok(c.theirsRead >= c.declared - 1, `the SDK reads ours: ${c.theirsRead}/${c.declared}`);
});

test.run();
