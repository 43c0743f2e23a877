import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import type { OutputFile } from "../../../generator/emit/output.ts";
import { loadConfig } from "../../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../../generator/config/mergeConfig.ts";
import { render } from "../../../generator/generate.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { exampleFiles, projectRoot, readJson, schemaPath, schemasDir, versions } from "../../helpers/paths.ts";
import { available, run, tail } from "./toolchains.ts";
import { strictRoundTrip, writeManifest } from "./wireChecks.ts";
import { goDecoders } from "./go/harness.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";

const spanned = ["2025-11-25", "2026-07-28"];
const go = available("go", "version");
const drivers = join(projectRoot, "test", "targets", "bindings");
/** Builds read only the module cache: tests never touch the network. */
const offline = { GOFLAGS: "-mod=mod", GOPROXY: "off", GOSUMDB: "off" };

/**
 * decoders.go for roundtrip.go: each example's type decoded through the spanning package as SPAN_VERSION (checked
 * by that version's wire package) and encoded back through it; errorPath reads 2026-07-28's *DecodeError.
 */
function spanningDecoders(types: readonly string[], source: string, renamed: ReadonlyMap<string, string> = new Map()): string {
  const goName = (t: string) => renamed.get(t) ?? t;
  const declared = [...new Set(types)].sort().filter((t) => new RegExp(`^type ${goName(t)} `, "m").test(source));
  const entries = declared.map((t) => `\t${JSON.stringify(t)}: func(b []byte) (any, error) { return roundTrip[mcp.${goName(t)}](b) },`);
  return `package main

import (
\t"cmp"
\t"encoding/json"
\t"errors"
\t"os"

\t"mcp"
\t"mcp/mcp20260728"
)

// version is the one read and written: SPAN_VERSION, else 2026-07-28.
var version = cmp.Or(os.Getenv("SPAN_VERSION"), "2026-07-28")

var decoders = map[string]func([]byte) (any, error){
${entries.join("\n")}
}

func roundTrip[T any](data []byte) (any, error) {
\tv, err := mcp.Decode[T](version, data)
\tif err != nil {
\t\treturn nil, err
\t}
\tout, err := mcp.Encode(version, v)
\treturn json.RawMessage(out), err
}

func errorPath(err error) (string, bool) {
\tvar d *mcp20260728.DecodeError
\tif errors.As(err, &d) {
\t\treturn d.Path, true
\t}
\treturn "", false
}

func unknownMethod(err error) (json.RawMessage, string, bool) {
\treturn nil, "", false
}
`;
}

let root = "";

/** The go-all module of `files` written to a temp folder, with the round-trip driver over its spanning package (example types renamed as `renamed` says). */
function spanningModule(files: readonly OutputFile[], prefix: string, renamed?: ReadonlyMap<string, string>): string {
  const dir = join(writeTemp(files, prefix), "all", "go");
  mkdirSync(join(dir, "cmd", "roundtrip"), { recursive: true });
  cpSync(join(drivers, "go", "roundtrip.go"), join(dir, "cmd", "roundtrip", "main.go"));
  const source = readFileSync(join(dir, "mcp.go"), "utf8");
  writeFileSync(join(dir, "cmd", "roundtrip", "decoders.go"), spanningDecoders(exampleFiles().map((e) => e.type), source, renamed));
  return dir;
}

test.before(async () => {
  if (!go) return;
  const files = await renderFiles({ specs: spanned, targets: ["go-all"], formatting: "builtin" });
  root = spanningModule(files, "mcp-codegen-go-all-");
  mkdirSync(join(root, "cmd", "spancheck"), { recursive: true });
  cpSync(join(drivers, "go", "spancheck.go"), join(root, "cmd", "spancheck", "main.go"));
  // The same driver over 2025-11-25's wire package alone: what the spanning layer must write as 2025-11-25.
  mkdirSync(join(root, "cmd", "wire20251125"), { recursive: true });
  cpSync(join(drivers, "go", "roundtrip.go"), join(root, "cmd", "wire20251125", "main.go"));
  const plan = buildPlan(buildModel(readJson(schemaPath("2025-11-25"))));
  writeFileSync(join(root, "cmd", "wire20251125", "decoders.go"), goDecoders(plan, "mcp/mcp20251125", exampleFiles().map((e) => e.type)));
});

test("go-all: one module, each version's wire package beside the spanning package; gofmt clean, go vet + go build", async () => {
  if (lacks(go, "go: go not found")) return;
  const files = await renderFiles({ specs: spanned, targets: ["go-all"], formatting: "builtin" });
  assert.equal(files.map((f) => f.path).sort(), ["all/go/go.mod", "all/go/mcp.go", "all/go/mcp20251125/mcp.go", "all/go/mcp20251125/runtime.go", "all/go/mcp20260728/mcp.go", "all/go/mcp20260728/runtime.go", "all/go/spanning.go"]);
  const again = await renderFiles({ specs: spanned, targets: ["go-all"], formatting: "builtin" });
  assert.equal(again, files, "the same output twice");
  const wire = await renderFiles({ specs: ["2026-07-28"], targets: ["go"], formatting: "builtin", bindings: { go: { package: "mcp{version}" } } });
  const own = files.find((f) => f.path === "all/go/mcp20260728/mcp.go")!.contents;
  assert.is(own, wire.find((f) => f.path === "2026-07-28/go/mcp.go")!.contents, "a version's wire package is the go target's output");
  const fmt = run("gofmt", ["-l", "mcp.go", "spanning.go", "mcp20251125", "mcp20260728", join("cmd", "spancheck")], root);
  assert.ok(fmt.ok && fmt.output.trim() === "", `gofmt -l:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], root, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  const build = run("go", ["build", "-o", join(root, "bin") + "/", "./cmd/..."], root, offline);
  assert.ok(build.ok, `go build:\n${tail(build.output)}`);
  // Each field names the versions that have it, in its doc comment and in FieldVersions.
  const source = readFileSync(join(root, "mcp.go"), "utf8");
  assert.match(source, /\t\/\/ Only in 2026-07-28\.\n\tResultType \*string +`json:"resultType,omitempty"`/);
  assert.match(source, /^\/\/ Only in 2025-11-25\.\ntype InitializeRequest struct \{/m);
  assert.match(source, /^\tContent +\[\]ContentBlock +`json:"content"`$/m, "required in every version: a plain field");
  // Unions told apart by shape have Go types: a request id holds its JSON text, the others are sealed interfaces.
  assert.match(source, /^type RequestId struct \{\n\ttext string\n\}$/m);
  assert.match(source, /^type ServerResult interface \{\n\tisServerResult\(\)\n\}$/m);
  assert.match(source, /^\tTTL \*json\.Number +`json:"ttl"`$/m, "a required nullable value is a pointer, nil its null");
  assert.equal(source.match(/^type \w+ = json\.RawMessage$/gm), ["type JSONValue = json.RawMessage"], "only any JSON stays json.RawMessage");
  // What a version deprecates has Go's `Deprecated:` paragraph (go doc, gopls and staticcheck read it).
  assert.match(source, /^\/\/ Deprecated: as of protocol version 2026-07-28 \(SEP-2577\)[^\n]*\ntype CreateMessageRequest struct \{/m);
  console.log("  go-all: gofmt clean, go vet + go build ok for 2025-11-25 + 2026-07-28 in one module");
});

test("go-all: the spec's examples decoded as 2026-07-28 through the spanning package and re-encoded byte-exact", () => {
  if (lacks(go, "go: go not found")) return;
  const r = strictRoundTrip(join(root, ".."), join(root, "bin", "roundtrip"), (m) => [m], root);
  console.log(`  go-all examples (2026-07-28): ${r.passed} of ${exampleFiles().length} byte-exact, ${r.refused} refused as schema-invalid at its pointer, ${r.failures.length} failures`);
  assert.equal(r.failures, [], r.failures.join("\n"));
  assert.is(r.passed + r.refused, exampleFiles().length);
});

test("go-all: every example 2025-11-25's wire package accepts decodes as 2025-11-25 through the spanning package and is written as that wire package writes it", () => {
  if (lacks(go, "go: go not found")) return;
  const manifest = writeManifest(join(root, ".."), "examples.json", exampleFiles().map((e) => ({ type: e.type, path: e.path })));
  const rows = (command: string, env: Record<string, string> = {}) =>
    run(join(root, "bin", command), [manifest], root, env)
      .output.trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { ok: boolean; out?: string; error?: string });
  const wire = rows("wire20251125");
  const span = rows("roundtrip", { SPAN_VERSION: "2025-11-25" });
  const accepted = wire.flatMap((w, i) => (w.ok ? [i] : []));
  const differs = accepted.filter((i) => !span[i]!.ok || span[i]!.out !== wire[i]!.out).map((i) => `${exampleFiles()[i]!.type}: ${span[i]!.error ?? span[i]!.out}`);
  console.log(`  go-all examples (2025-11-25): ${accepted.length} of ${wire.length} accepted by its wire package, ${accepted.length - differs.length} of them written alike through the spanning package`);
  assert.equal(differs, [], differs.join("\n"));
  assert.ok(accepted.length > 50, `${accepted.length} accepted`);
});

test("go-all: a 2025-11-25 message; a version-specific field marked, refused where its version lacks it, kept as an unknown key; constants defaulted per version", () => {
  if (lacks(go, "go: go not found")) return;
  const r = run(join(root, "bin", "spancheck"), [], root);
  assert.ok(r.ok, r.output);
  const lines = r.output.trim().split("\n");
  for (const l of lines) console.log(`  ${l}`);
  assert.equal(lines, [
    "2025-11-25 round trip: true",
    'content block: *mcp.TextContent true "x"',
    'unknown key: field nil true, written back {"content":[],"resultType":"complete"}',
    "resultType versions: 2026-07-28",
    '2026-07-28: {"content":[],"resultType":"complete"}',
    "2025-11-25 refuses: true at /resultType",
    'tag defaulted: {"content":[{"text":"hi","type":"text"}]}',
    'constants per version: {"id":1,"jsonrpc":"2.0","method":"roots/list"} {"method":"roots/list"}',
    'extra keys: {"_meta":{},"content":[],"x":1.50}',
    "wire check: true at /content/0/text",
    "missing construct: true",
    "request id: 7 true false true 7",
    'string id: "abc" true "abc"',
    'id field: "r-1"',
    'server result: *mcp.CallToolResult *mcp.InputRequiredResult {"inputRequests":{},"resultType":"input_required"}',
    "client result: *mcp.Result *mcp.ListRootsResult",
    "elicit values: mcp.ElicitResultContentValueString mcp.ElicitResultContentValueNumber mcp.ElicitResultContentValueBoolean mcp.ElicitResultContentValueStringArray",
    'nullable: true {"createdAt":"t","lastUpdatedAt":"t","status":"working","taskId":"1","ttl":null} {"createdAt":"t","lastUpdatedAt":"t","status":"working","taskId":"2","ttl":60000}',
  ]);
});

test("go-all: bindings.go.package names the spanning package and each version's wire package; an illegal name is exit 2", async () => {
  const paths = async (pkg: string) => (await renderFiles({ specs: spanned, targets: ["go-all"], formatting: "builtin", bindings: { go: { package: pkg } } })).map((f) => f.path).sort();
  const named = await renderFiles({ specs: spanned, targets: ["go-all"], formatting: "builtin", bindings: { go: { package: "sdk{version}" } } });
  assert.equal(named.map((f) => f.path).sort(), ["all/go/go.mod", "all/go/mcp.go", "all/go/sdk20251125/mcp.go", "all/go/sdk20251125/runtime.go", "all/go/sdk20260728/mcp.go", "all/go/sdk20260728/runtime.go", "all/go/spanning.go"]);
  const layer = named.find((f) => f.path === "all/go/mcp.go")!.contents;
  assert.match(layer, /^package sdk$/m);
  assert.match(layer, /^\t"sdk\/sdk20260728"$/m);
  assert.match(named.find((f) => f.path === "all/go/go.mod")!.contents, /^module sdk$/m);
  assert.ok((await paths("types")).includes("all/go/types20260728/mcp.go"), "a template without {version} gets it appended for the wire packages");
  try {
    await paths("main{version}");
    assert.unreachable("main is no package one can import");
  } catch (error) {
    assert.match(String(error), /bindings\.go\.package/);
  }
});

test("go-all with examples/go-sdk's overlay: go-sdk's names in the spanning package and both wire packages; gofmt, go vet, go build; the examples round trip byte-exact", async () => {
  const example = join(projectRoot, "examples", "go-sdk");
  const config = await loadConfig(join(example, "mcp-codegen.spanning.config.json"));
  const files = await render(resolveOptions({ ...mergeConfig(config, {}), schemaDir: schemasDir, download: false }));
  const layer = files.find((f) => f.path === "all/go/mcp.go")!.contents;
  const declares = (name: string) => new RegExp(`^type ${name} `, "m").test(layer);
  const sdkNames = ["CallToolParams", "CancelledParams", "CompleteParams", "CompleteContext", "CompleteReference", "CompletionResultDetails", "CreateMessageParams", "ElicitParams", "GetPromptParams", "InitializeParams", "ListRootsParams", "LoggingMessageParams", "ReadResourceParams", "SetLoggingLevelParams", "SubscriptionsListenParams", "NotificationSubscriptions", "InputRequestMap", "ToolCapabilities", "PromptCapabilities", "ResourceCapabilities", "LoggingCapabilities", "CompletionCapabilities", "RootCapabilities", "SamplingCapabilities", "SamplingContextCapabilities", "ElicitationCapabilities", "URLElicitationCapabilities"];
  for (const name of sdkNames) assert.ok(declares(name), `declares ${name}`);
  for (const lifted of ["CallToolRequestParams", "ServerCapabilitiesTools", "ClientCapabilitiesRoots", "ClientCapabilitiesSamplingContext", "CompleteRequestParamsRef"]) assert.not.ok(declares(lifted), `${lifted} is not declared`);
  assert.match(layer, /^\tParams +CallToolParams +`json:"params"`$/m, "CallToolRequest.Params refers to go-sdk's name");
  assert.match(layer, /^\tTools +\*ToolCapabilities +`json:"tools,omitempty"`$/m);
  // 2026-07-28 writes logging and roots as bare objects: the spanning field is still go-sdk's struct.
  assert.match(layer, /^\tLogging +\*LoggingCapabilities +`json:"logging,omitempty"`$/m);
  assert.match(layer, /^\tRoots +\*RootCapabilities +`json:"roots,omitempty"`$/m);
  for (const version of ["mcp20251125", "mcp20260728"]) assert.match(files.find((f) => f.path === `all/go/${version}/mcp.go`)!.contents, /^type CallToolParams struct/m, `${version} uses the overlay's names`);
  if (lacks(go, "go: go not found")) return;
  const renames = (JSON.parse(readFileSync(join(example, "overlay.json"), "utf8")) as { entries: { kind: string; definition?: string; to?: string }[] }).entries;
  const dir = spanningModule(files, "mcp-codegen-go-sdk-all-", new Map(renames.flatMap((e) => (e.kind === "rename" ? [[e.definition!, e.to!] as const] : []))));
  const fmt = run("gofmt", ["-l", "mcp.go", "spanning.go", "mcp20251125", "mcp20260728"], dir);
  assert.ok(fmt.ok && fmt.output.trim() === "", `gofmt -l:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], dir, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  const build = run("go", ["build", "-o", join(dir, "bin") + "/", "./cmd/..."], dir, offline);
  assert.ok(build.ok, `go build:\n${tail(build.output)}`);
  const r = strictRoundTrip(join(dir, ".."), join(dir, "bin", "roundtrip"), (m) => [m], dir);
  console.log(`  go-all with go-sdk's names (2026-07-28): ${r.passed} of ${exampleFiles().length} byte-exact, ${r.refused} refused as schema-invalid at its pointer, ${r.failures.length} failures`);
  assert.equal(r.failures, [], r.failures.join("\n"));
  assert.is(r.passed + r.refused, exampleFiles().length);
});

test("go-all over all six versions: gofmt clean and go vet passes (a tag two versions give differently named members stays any JSON)", async () => {
  if (lacks(go, "go: go not found")) return;
  const files = await renderFiles({ specs: [...versions], targets: ["go-all"], formatting: "builtin" });
  const out = join(writeTemp(files, "mcp-codegen-go-all-six-"), "all", "go");
  const fmt = run("gofmt", ["-l", "."], out);
  assert.ok(fmt.ok && fmt.output.trim() === "", `gofmt -l:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], out, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
  // 2024-11-05 calls the "ref/resource" member ResourceReference, later versions ResourceTemplateReference.
  assert.match(readFileSync(join(out, "mcp.go"), "utf8"), /^type CompleteRequestParamsRef = json\.RawMessage$/m);
});

test("go-all over a hostile schema: gofmt clean and go vet passes (the payloads stay in literals and comments)", async () => {
  if (lacks(go, "go: go not found")) return;
  const out = await renderHostileSpanning("go-all");
  const fmt = run("gofmt", ["-l", "."], out);
  assert.ok(fmt.ok && fmt.output.trim() === "", `gofmt -l:\n${fmt.output}`);
  const vet = run("go", ["vet", "./..."], out, offline);
  assert.ok(vet.ok, `go vet:\n${tail(vet.output)}`);
});

test.run();
