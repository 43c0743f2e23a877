import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import { exampleFiles, projectRoot, versions } from "../../helpers/paths.js";
import { goDecoders } from "./go/harness.js";
import { invalidMessages } from "./invalidMessages.js";
import { validMessages } from "./validMessages.js";
import { moduleName, workDir, writeFiles } from "./output.js";
import { patchedModel } from "./plan/models.js";
import { rejectsResults, resultCases, resultRejections, resultTypeCases, resultUnionCases } from "./resultChecks.js";
import { available, run, tail } from "./toolchains.js";
import { unionChoiceCases, unionChoiceTypes } from "./unionChoice.js";
import { lacks } from "../../helpers/toolchain.js";
import { acceptsValid, decidesByResultType, exampleVersion, reportsUnknownMethods, unknownMethodCases, interop, interopLine, rejectsInvalid, renderLanguage, messageCases, strictRoundTrip, unionCases, unionRoundTrip } from "./wireChecks.js";

const root = join(workDir, "go-plan");
const interopRoot = join(workDir, "go-interop");
const drivers = join(projectRoot, "test", "targets", "bindings", "go");
const go = available("go", "version");
/** The official SDK's version, as .ci/run downloads it into the module cache. */
const goSdk = "github.com/modelcontextprotocol/go-sdk v1.8.0";
/** Builds read only the module cache: tests never touch the network. */
const offline = { GOFLAGS: "-mod=mod", GOPROXY: "off", GOSUMDB: "off" };

test.before(async () => {
  if (!go) return;
  const files = await renderLanguage("go");
  const plan = buildPlan(await patchedModel(exampleVersion));
  const types = [
    ...exampleFiles().map((e) => e.type),
    ...invalidMessages.map((c) => c.type),
    ...unionCases(plan).map((c) => c.type),
    ...[...resultCases(plan), ...resultRejections(), ...resultTypeCases, ...resultUnionCases()].map((c) => c.type),
    ...unionChoiceTypes,
  ];
  const own = (v: string) => files.filter((f) => f.path.startsWith(`${v}/go/`)).map((f) => ({ path: f.path.slice(`${v}/go/`.length), contents: f.contents }));
  for (const v of versions) writeFiles(join(root, moduleName(v)), own(v));
  writeFileSync(join(root, "go.mod"), "module mcpcheck\n\ngo 1.24\n");
  mkdirSync(join(root, "cmd", "roundtrip"), { recursive: true });
  cpSync(join(drivers, "roundtrip.go"), join(root, "cmd", "roundtrip", "main.go"));
  writeFileSync(join(root, "cmd", "roundtrip", "decoders.go"), goDecoders(plan, `mcpcheck/${moduleName(exampleVersion)}`, types));
  // The interop module needs the SDK: its own module, so the checks above build without it.
  writeFiles(join(interopRoot, "mcp"), own(exampleVersion));
  writeFileSync(join(interopRoot, "go.mod"), `module mcpinterop\n\ngo 1.25.0\n\nrequire ${goSdk}\n`);
  mkdirSync(join(interopRoot, "cmd", "interop"), { recursive: true });
  cpSync(join(drivers, "interop.go"), join(interopRoot, "cmd", "interop", "main.go"));
  writeFileSync(join(interopRoot, "cmd", "interop", "decoders.go"), goDecoders(plan, "mcpinterop/mcp", types));
});

test("go: gofmt -l finds nothing, go vet passes, every version builds", () => {
  if (lacks(go, "go: go not found")) return;
  const fmt = run("gofmt", ["-l", ...versions.map(moduleName)], root);
  assert.ok(fmt.ok, fmt.output);
  assert.is(fmt.output.trim(), "", `gofmt would change:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], root, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  const build = run("go", ["build", "-o", join(root, "roundtrip"), "./cmd/roundtrip"], root, offline);
  assert.ok(build.ok, `go build:\n${tail(build.output)}`);
  // Names are the spec's and stable across versions: an enum constant keeps its name where the enum exists.
  for (const v of ["2025-11-25", "2026-07-28"]) {
    const source = readFileSync(join(root, moduleName(v), "mcp.go"), "utf8");
    assert.match(source, /^\tToolChoiceModeRequired ToolChoiceMode = "required"$/m, v);
    assert.match(source, /^type ContentBlock interface \{\n\tisContentBlock\(\)\n\}$/m, `${v}: a sealed interface`);
    assert.match(source, /^type RequestIdInteger int64$/m, `${v}: integer ids`);
  }
  console.log(`  go: gofmt clean, go vet + go build ok for ${versions.length} versions`);
});

test("go: what the schema deprecates has a `Deprecated:` paragraph with the source's reason (the convention go doc, gopls and staticcheck read)", () => {
  if (lacks(go, "go: go not found")) return;
  const source = readFileSync(join(root, moduleName("2026-07-28"), "mcp.go"), "utf8");
  const reason = "Deprecated: as of protocol version 2026-07-28 (SEP-2577). Remains in the specification for at least twelve months; see the deprecated features registry.";
  assert.ok(source.includes(`//\n// ${reason}\ntype CreateMessageResult struct {`), "a deprecated type");
  assert.ok(source.includes(`\t//\n\t// ${reason}\n\tRoots `), "a deprecated field");
  assert.not.match(source, /Deprecated: see the specification/, "every 2026-07-28 deprecation has its reason");
  // An enum constant the source deprecates on its own ("none" stays current).
  assert.match(source, /\t\/\/ CreateMessageRequestParamsIncludeContextAllServers is the wire value "allServers"\.\n\t\/\/\n\t\/\/ Deprecated: The `"thisServer"` and `"allServers"` values are deprecated [^\n]*\n\tCreateMessageRequestParamsIncludeContextAllServers /);
  assert.match(source, /is the wire value "none"\.\n\tCreateMessageRequestParamsIncludeContextNone /);
});

test("go: strict round trip of the examples (JSON text, number forms kept)", () => {
  if (lacks(go, "go: go not found")) return;
  const { passed, refused, failures } = strictRoundTrip(root, join(root, "roundtrip"), (m) => [m], root);
  // read-resource-example lacks the cacheScope and ttlMs schema.json requires: it must be refused at their path.
  console.log(`  go strict round trip: ${passed}/${exampleFiles().length}, ${refused} schema-invalid refused at its path`);
  assert.is(refused, 1);
  assert.equal(failures, []);
});

test("go: invalid messages are rejected with the JSON path of their first error", () => {
  if (lacks(go, "go: go not found")) return;
  const { passed, failures } = rejectsInvalid(root, join(root, "roundtrip"), (m) => [m], root);
  console.log(`  go invalid messages rejected with their path: ${passed}/${invalidMessages.length}`);
  assert.equal(failures, []);
});

test("go: valid messages with explicit nulls (structuredContent, error.data) decode and are written back with the null", () => {
  if (!go) return;
  const { passed, failures } = acceptsValid(join(root, "valid"), join(root, "roundtrip"), (m) => [m], root);
  console.log(`  go valid messages kept as written: ${passed}/${validMessages.length}`);
  assert.equal(failures, []);
});

test("go: every union decodes its members' examples (by tag, or by shape in the plan's order)", async () => {
  if (lacks(go, "go: go not found")) return;
  const cases = unionCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  console.log(`  go unions: ${r.passed}/${cases.length} member examples decoded through their union and written back unchanged; ${r.exact} as their own member`);
  assert.equal(r.failures, []);
});

test("go: the one-call decoder reads every whole JSON-RPC example as its method's type or its envelope", async () => {
  if (lacks(go, "go: go not found")) return;
  const cases = messageCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(root, cases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  console.log(`  go parse_message: ${r.exact}/${cases.length} JSON-RPC examples decoded as their method's type or envelope and written back unchanged`);
  assert.ok(cases.length >= 30, `${cases.length} message examples`);
  assert.equal(r.failures, []);
});

test("go: ParseResult decodes every example of a method's result type as that method's result (JSON text kept)", async () => {
  // 2026-07-28: tools/call, prompts/get and resources/read may also be answered with an InputRequiredResult.
  if (lacks(go, "go: go not found")) return;
  const cases = resultCases(buildPlan(await patchedModel(exampleVersion)));
  const r = unionRoundTrip(join(root, "results"), cases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  console.log(`  go ParseResult strict round trip: ${r.exact}/${cases.length} result examples decoded as their method's result type and written back unchanged`);
  assert.ok(cases.some((c) => c.type === "result:tools/call" && c.member === "InputRequiredResult"), "an alternative result is decoded");
  assert.equal(r.failures, []);
  assert.is(r.exact, cases.length);
});

test("go: ParseResult rejects an unknown method, a result of another method and invalid results, with the path", () => {
  if (lacks(go, "go: go not found")) return;
  const { passed, failures } = rejectsResults(join(root, "result-rejects"), join(root, "roundtrip"), (m) => [m], root);
  console.log(`  go ParseResult rejections at their path: ${passed}/${resultRejections().length}`);
  assert.equal(failures, []);
});

test("go: ParseResult lets resultType decide: a complete resources/read result lacking cacheScope is refused at its path, not read as InputRequiredResult", () => {
  if (lacks(go, "go: go not found")) return;
  const { got, want } = decidesByResultType(join(root, "result-type"), resultTypeCases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  assert.equal(got, want);
  console.log(`  go ParseResult by resultType: ${got.length}/${resultTypeCases.length}`);
});

test("go: resultType decides a union of results: the spec's read-resource-example (complete, lacking cacheScope/ttlMs) is refused at its path, input_required is InputRequiredResult", () => {
  if (lacks(go, "go: go not found")) return;
  const cases = resultUnionCases();
  const { got, want } = decidesByResultType(join(root, "result-union"), cases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  assert.equal(got, want);
  console.log(`  go union of results by resultType: ${got.length}/${cases.length}`);
});

test("go: a value several union members accept decodes as the most specific (a plain enum schema is Untitled, not Legacy)", () => {
  if (lacks(go, "go: go not found")) return;
  const { got, want } = decidesByResultType(join(root, "union-choice"), unionChoiceCases, join(root, "roundtrip"), (m) => [m], root, (t) => t.replace(/^\*?mcp\./, ""));
  assert.equal(got, want);
  console.log(`  go union choice: ${got.length}/${unionChoiceCases.length}`);
});

test("go: ParseMessage on a method this version lacks fails with *UnknownMethodError carrying the request's id (for -32601)", () => {
  if (lacks(go, "go: go not found")) return;
  const { got, want } = reportsUnknownMethods(join(root, "unknown-method"), join(root, "roundtrip"), (m) => [m], root);
  assert.equal(got, want);
  console.log(`  go ParseMessage unknown methods reported with their id: ${got.length}/${unknownMethodCases.length}`);
});

test("go: interop with the official SDK (github.com/modelcontextprotocol/go-sdk)", () => {
  if (lacks(go, "go: go not found")) return;
  const build = run("go", ["build", "-o", join(interopRoot, "interop"), "./cmd/interop"], interopRoot, offline);
  if (!build.ok && /module lookup disabled|missing go.sum|not found/.test(build.output)) {
    if (lacks(false, `go interop: ${goSdk} not in the module cache (.ci/run downloads it)`)) return;
  }
  assert.ok(build.ok, `go build (interop):\n${tail(build.output)}`);
  const c = interop(interopRoot, join(interopRoot, "interop"), (m) => [m], interopRoot);
  console.log(`  ${interopLine("go", "go-sdk", c, exampleFiles().length)}`);
  for (const note of c.notes) console.log(`    ${note}`);
  assert.ok(c.declared >= 90, `the SDK has types for ${c.declared} examples`);
  assert.ok(c.oursRead === c.theirsRead, "ours read everything the SDK writes");
  assert.ok(c.theirsRead >= c.declared - 1, `the SDK reads ours: ${c.theirsRead}/${c.declared}`);
});

test.run();
