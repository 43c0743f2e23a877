import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.ts";
import { spanVersions } from "../../../generator/targets/bindings/plan/spanVersions.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { examplesDir, projectRoot, readJson, schemaPath } from "../../helpers/paths.ts";
import { available, run, tail } from "./toolchains.ts";
import { renderHostileSpanning } from "./hostile/renderAll.ts";
import { validateOverlay } from "../../../generator/overlay/validateOverlay.ts";

const spanned = ["2025-11-25", "2026-07-28"];
const python = available("python3") && run("python3", ["-c", "import pydantic"], projectRoot).ok;
const plans = () => spanned.map((v) => ({ ...buildPlan(buildModel(readJson(schemaPath(v)))), source: v }));

test("spanVersions: one declaration per name, each field with the versions that have it; plans untouched, same result twice", () => {
  const input = plans();
  const before = JSON.stringify(input);
  const plan = spanVersions(input);
  assert.is(JSON.stringify(input), before, "input untouched");
  assert.is(JSON.stringify(spanVersions(input)), JSON.stringify(plan), "deterministic");
  assert.equal(plan.versions, spanned);
  const result = plan.declarations.find((d) => d.name === "CallToolResult");
  assert.ok(result && result.kind === "record");
  const field = (wire: string) => (result.kind === "record" ? result.fields.find((f) => f.wire === wire) : undefined);
  assert.equal([field("content")?.versions, field("content")?.required], [spanned, true]);
  // Required in 2026-07-28 only: optional across versions, and marked.
  assert.equal([field("resultType")?.versions, field("resultType")?.required], [["2026-07-28"], false]);
  const initialize = plan.declarations.find((d) => d.name === "InitializeRequest");
  assert.equal(initialize?.versions, ["2025-11-25"], "a construct one version lacks says so");
  // Shape unions: typed where every version lists the same members, any JSON where they differ.
  const requestId = plan.declarations.find((d) => d.name === "RequestId");
  assert.equal(requestId?.kind === "shape" && requestId.members, [{ kind: "scalar", type: "string" }, { kind: "scalar", type: "integer" }]);
  const elicit = plan.declarations.find((d) => d.name === "ElicitRequestParams");
  assert.equal(elicit?.kind === "shape" && elicit.members.map((m) => m.kind === "ref" && m.name), ["ElicitRequestURLParams", "ElicitRequestFormParams"], "the same members in another order");
  // Members that differ between versions: every member of any version (ServerResult), a union of one that
  // schema.json writes as a copy of its member (2026-07-28's ClientNotification) that member.
  const serverResult = plan.declarations.find((d) => d.name === "ServerResult");
  const serverMembers = serverResult?.kind === "shape" ? serverResult.members.map((m) => m.kind === "ref" && m.name) : [];
  for (const member of ["InitializeResult", "DiscoverResult", "InputRequiredResult", "Result"]) assert.ok(serverMembers.includes(member), `ServerResult holds ${member}: ${serverMembers.join(", ")}`);
  const clientNotification = plan.declarations.find((d) => d.name === "ClientNotification");
  assert.equal(clientNotification?.kind === "tagged" && [clientNotification.property, clientNotification.members[0]], ["method", "CancelledNotification"]);
  // A field the versions type differently takes the type that holds both, not any JSON: a record and a bare
  // object (2026-07-28's roots capability), the record; two records, the one listing the other's keys.
  const fieldType = (record: string, wire: string) => {
    const d = plan.declarations.find((x) => x.name === record);
    return d?.kind === "record" ? d.fields.find((f) => f.wire === wire)?.type : undefined;
  };
  assert.equal(fieldType("ClientCapabilities", "roots"), { kind: "ref", name: "ClientCapabilitiesRoots" });
  assert.equal(fieldType("ListRootsRequest", "params"), { kind: "ref", name: "RequestParams" }, "2026-07-28's ListRootsRequestParams lists no other key");
  assert.equal(fieldType("CallToolRequestParams", "_meta"), { kind: "json" }, "2026-07-28's RequestMetaObject requires a key 2025-11-25's lacks");
  assert.equal(fieldType("ClientCapabilities", "experimental"), { kind: "map", values: { kind: "ref", name: "ClientCapabilitiesExperimentalValue" } });
  assert.equal(fieldType("CallToolResult", "structuredContent"), { kind: "json" }, "a map of any JSON or any JSON: any JSON");
  const names = plan.declarations.map((d) => d.name);
  assert.equal(names, [...names].sort(), "sorted by name");
  // Required only where every version spanned requires it: CacheableResult (2026-07-28 only) is as lax as the
  // records of both versions that repeat its fields. Bases: definitions only ever extended, in every version.
  const cacheable = plan.declarations.find((d) => d.name === "CacheableResult");
  assert.equal(cacheable?.kind === "record" && cacheable.fields.find((f) => f.wire === "cacheScope")?.required, false);
  // Any other record requires what every version that declares it requires (DiscoverResult: 2026-07-28 only).
  const discover = plan.declarations.find((d) => d.name === "DiscoverResult");
  assert.equal(discover?.kind === "record" && discover.fields.filter((f) => f.required).map((f) => f.wire).sort(), ["cacheScope", "capabilities", "resultType", "supportedVersions", "ttlMs"]);
  const bases = plan.declarations.filter((d) => d.kind === "record" && d.base).map((d) => d.name);
  for (const base of ["BaseMetadata", "CacheableResult", "PaginatedResult", "Result"]) assert.ok(bases.includes(base), `${base} is a base: ${bases.join(", ")}`);
  for (const leaf of ["CallToolResult", "ListToolsResult", "TextContent", "Tool"]) assert.not.ok(bases.includes(leaf), `${leaf} is no base`);
});

test("python-all: mypy --strict clean; lax construction; every example each version's wire model accepts decoded and re-encoded byte-exactly; a field set by hand refused where its version lacks it", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const files = await renderFiles({ specs: spanned, targets: ["python-all"], formatting: "builtin" });
  assert.ok(files.every((f) => f.path.startsWith("all/python/mcp_codegen_types/")), files.map((f) => f.path).join(", "));
  const dir = join(writeTemp(files, "mcp-codegen-python-all-"), "all", "python");
  const examples = readdirExamples();
  const script = `
import json, sys, typing
import mcp_codegen_types as m
from mcp_codegen_types import VersionError, decode, encode
from mcp_codegen_types import _v2025_11_25, _v2026_07_28
# Construction is lax: an explicit None is absent, a constant tag has its value.
print(encode(m.TextContent(text="hi", meta=None, annotations=None), "2025-11-25"))
print(encode(m.ServerCapabilities(logging=None, tools=m.ServerCapabilitiesTools(list_changed=True)), "2026-07-28"))
# Each version's own messages, byte for byte (number text included).
for version, text in (
    ("2025-11-25", '{"content":[{"text":"x","type":"text"}],"isError":false,"structuredContent":{"n":1e3}}'),
    ("2026-07-28", '{"content":[{"text":"x","type":"text"}],"resultType":"complete","structuredContent":{"a":1.50}}'),
):
    print(version, encode(decode(m.CallToolResult, version, text), version) == text)
# The spec's examples, read as each version: every one that version's wire model accepts decodes through the
# spanning layer and is written exactly as that wire model writes it. Among them, keys only another version
# defines as a field (2026-07-28: an embedded request's jsonrpc and id, inputSchema.properties; 2025-11-25:
# resultType, extensions) pass as the unknown keys the version's open objects let pass.
for version, wire in (("2025-11-25", _v2025_11_25), ("2026-07-28", _v2026_07_28)):
    accepted = same = 0
    for name, text in json.loads(sys.argv[1]):
        cls = getattr(m, name, None)
        if not (isinstance(cls, type) and issubclass(cls, m.SpanningModel)) or not hasattr(wire, name):
            continue
        try:
            expected = wire.encode(wire.decode(getattr(wire, name), text))
        except wire.DecodeError:
            continue
        accepted += 1
        try:
            got = encode(decode(cls, version, text), version)
        except (VersionError, ValueError) as error:
            print("refused:", version, name, error)
            continue
        if got == expected:
            same += 1
        else:
            print("differs:", version, name)
    print("examples", version, accepted, same)
# A shape union is typed (one whose members differ between versions holds every member of any version); the
# decoded member is the one the version's wire model chose. read-resource-example says resultType "complete" but
# lacks the cacheScope and ttlMs schema.json requires: resultType decides (issue 23), so both refuse it at its path.
print(m.RequestId, m.InputRequiredResult in typing.get_args(m.ServerResult))
print(type(decode(m.EmbeddedResource, "2025-11-25", '{"resource":{"blob":"AA==","uri":"a"},"type":"resource"}').resource).__name__)
text = next(t for n, t in json.loads(sys.argv[1]) if n == "ReadResourceResultResponse" and "ttlMs" not in t)
refused = []
for read in (lambda: decode(m.ReadResourceResultResponse, "2026-07-28", text), lambda: _v2026_07_28.decode(_v2026_07_28.ReadResourceResultResponse, text)):
    try:
        refused.append("accepted " + type(read().result).__name__)
    except _v2026_07_28.DecodeError as error:
        refused.append("refused at " + error.path)
print(*refused)
# (With a requestState: an InputRequiredResult needs it or inputRequests, as the spec's prose says.)
required = text.replace('"resultType": "input_required"', "").replace('"resultType": "complete"', '"resultType": "input_required", "requestState": "s"')
print(type(decode(m.ReadResourceResultResponse, "2026-07-28", required).result).__name__, type(_v2026_07_28.decode(_v2026_07_28.ReadResourceResultResponse, required).result.root).__name__)
# Decoded as 2025-11-25, a 2026-07-28 field is an unknown key there: kept as one (written back), not the field.
read = decode(m.CallToolResult, "2025-11-25", '{"content":[],"resultType":"complete"}')
print(read.result_type, encode(read, "2025-11-25"))
# A constant one version lacks is not set by default (a 2026-07-28 embedded request has no jsonrpc), and each
# version's wire model writes its own.
print(encode(m.ListRootsRequest(method="roots/list"), "2026-07-28"), encode(m.ListRootsRequest(id=1, method="roots/list"), "2025-11-25"))
# The spec's bases are classes (schema.ts's extends: ListToolsResult extends PaginatedResult and CacheableResult),
# a tagged union is a bare Union (isinstance holds), and bases with the same keys are not confused.
print(issubclass(m.ListToolsResult, m.CacheableResult), issubclass(m.ListToolsResult, m.PaginatedResult), issubclass(m.CallToolResult, m.Result), issubclass(m.Tool, m.BaseMetadata), isinstance(m.TextContent(text="x"), m.ContentBlock), issubclass(m.JSONRPCRequest, m.Notification))
# A field the versions type differently holds each version's value as the one type that holds both:
# 2026-07-28's bare roots object is 2025-11-25's record, 2026-07-28's ListRootsRequestParams is RequestParams.
print(type(decode(m.ClientCapabilities, "2026-07-28", '{"roots":{}}').roots).__name__, type(decode(m.ListRootsRequest, "2026-07-28", '{"method":"roots/list","params":{}}').params).__name__)
# Built by hand: a URL object (pydantic's FileUrl, as SDKs pass a root's uri) is its text; a field a subclass
# adds is written in camelCase, as the spec's own fields are.
from pydantic import AnyUrl
class WidgetParams(m.RequestParams):
    widget_id: str
print(m.Root(uri=AnyUrl("file:///r")).uri, WidgetParams(widget_id="w").model_dump(by_alias=True, exclude_unset=True), m.ServerCapabilitiesTools(list_changed=True).model_dump(exclude_unset=True))
# A caller validating a peer's message by wire names only (by_name=False) is obeyed: a snake_case key is an extra.
read = m.CallToolRequestParams.model_validate({"name": "t", "request_state": "s"}, by_name=False)
print(read.request_state, read.model_extra)
# A field one version lacks, set by hand, is refused for that version.
for run in (
    lambda: encode(m.CallToolResult(content=[], result_type="complete"), "2025-11-25"),
    lambda: encode(m.ListRootsRequest(method="roots/list", jsonrpc="2.0"), "2026-07-28"),
    lambda: encode(m.InitializeRequest(id=1, params=m.InitializeRequestParams(protocol_version="2025-11-25", capabilities=m.ClientCapabilities(), client_info=m.Implementation(name="c", version="1"))), "2026-07-28"),
):
    try:
        run()
        print("accepted")
    except VersionError as e:
        print(e)
`;
  const r = run("python3", ["-c", script, JSON.stringify(examples)], dir);
  assert.ok(r.ok, tail(r.output));
  const lines = r.output.trim().split("\n");
  const counts = lines.filter((l) => l.startsWith("examples ")).map((l) => l.split(" "));
  for (const [, version, accepted, same] of counts) assert.is(same, accepted, `${version}: every example its wire model accepts decodes and re-encodes byte-exactly\n${r.output}`);
  assert.equal(lines, [
    '{"text":"hi","type":"text"}',
    '{"tools":{"listChanged":true}}',
    "2025-11-25 True",
    "2026-07-28 True",
    "examples 2025-11-25 93 93",
    // 127 before issue 23's resultType rule: read-resource-example, which schema.json refuses, was read as InputRequiredResult.
    "examples 2026-07-28 126 126",
    "typing.Union[str, int] True",
    "BlobResourceContents",
    "refused at /result/cacheScope refused at /result/cacheScope",
    "InputRequiredResult InputRequiredResult",
    'None {"content":[],"resultType":"complete"}',
    '{"method":"roots/list"} {"id":1,"jsonrpc":"2.0","method":"roots/list"}',
    "True True True True True False",
    "ClientCapabilitiesRoots RequestParams",
    "file:///r {'widgetId': 'w'} {'list_changed': True}",
    "None {'request_state': 's'}",
    "/resultType: not in MCP 2025-11-25",
    "/jsonrpc: not in MCP 2026-07-28",
    "/: not in MCP 2026-07-28",
  ]);
  const mypy = run("python3", ["-m", "mypy", "--version"], dir);
  if (lacks(mypy.ok, "python: mypy not installed (the --strict type check)")) return;
  const check = run("python3", ["-m", "mypy", "--strict", "--no-incremental", "-p", "mcp_codegen_types"], dir);
  assert.ok(check.ok, `mypy --strict:\n${tail(check.output)}`);
  if (lacks(run("pyright", ["--version"], dir).ok, "python: pyright not installed (the strict type check)")) return;
  writeFileSync(join(dir, "pyrightconfig.json"), JSON.stringify({ typeCheckingMode: "strict" }));
  const strict = run("pyright", ["mcp_codegen_types"], dir);
  assert.ok(strict.ok && /0 errors/.test(strict.output), `pyright strict:\n${tail(strict.output)}`);
});

/** The python-all layer over the versions spanned, with an overlay of `entries`, written out: its package's folder. */
async function spanningWith(entries: object[], prefix: string): Promise<{ dir: string; module: string }> {
  const overlay = entries.length === 0 ? undefined : validateOverlay({ entries: entries.map((e) => ({ reason: "as the SDK", ...e })) }, "overlay.json", "#/overlay");
  const files = await renderFiles({ specs: spanned, targets: ["python-all"], formatting: "builtin", overlay });
  const module = files.find((f) => f.path === "all/python/mcp_codegen_types/__init__.py")!.contents;
  return { dir: join(writeTemp(files, prefix), "all", "python"), module };
}

/** What Python prints running `lines` in `dir` (trimmed); the test fails where Python does. */
function pythonPrints(dir: string, lines: string[]): string {
  const r = run("python3", ["-c", lines.join("\n")], dir);
  assert.ok(r.ok, tail(r.output));
  return r.output.trim();
}

test("python-all: a typed-dict record is plain data whose listed keys are typed under Python names (mypy --strict clean; the SDK's RequestParamsMeta)", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const { dir, module } = await spanningWith([{ kind: "typed-dict", versions: ["2026-07-28"], at: "#/definitions/RequestMetaObject" }], "mcp-codegen-python-all-typed-dict-");
  assert.match(module, "class RequestMetaObject(TypedDict, extra_items=Any):");
  const printed = pythonPrints(dir, [
    "import pydantic",
    "import mcp_codegen_types as m",
    "adapter = pydantic.TypeAdapter(m.RequestMetaObject)",
    // 2026-07-28 requires its reserved keys: typed too, under their wire names as aliases.
    'reserved = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientInfo": {"name": "c", "version": "1"}, "io.modelcontextprotocol/clientCapabilities": {}}',
    'meta = adapter.validate_python({**reserved, "progressToken": 7, "k": 1})',
    'assert meta["progress_token"] == 7 and meta["k"] == 1 and "progressToken" not in meta, meta',
    'assert adapter.dump_python(meta, by_alias=True, exclude_unset=True) == {**reserved, "progressToken": 7, "k": 1}, adapter.dump_python(meta, by_alias=True)',
    "try:",
    '    adapter.validate_python({**reserved, "progressToken": []})',
    "except pydantic.ValidationError:",
    '    print("refused")',
  ]);
  assert.is(printed, "refused");
  if (lacks(run("python3", ["-m", "mypy", "--version"], dir).ok, "python: mypy not installed (the --strict type check)")) return;
  const mypy = run("python3", ["-m", "mypy", "--strict", "--no-incremental", "-p", "mcp_codegen_types"], dir);
  assert.ok(mypy.ok, `mypy --strict:\n${tail(mypy.output)}`);
});

test("python-all: a class whose base drops unknown keys (an overlay's ignore on Result) keeps its own, as its versions' wire models do", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const { dir } = await spanningWith([{ kind: "object-policy", at: "#/definitions/Result", policy: "ignore" }], "mcp-codegen-python-all-policy-");
  const printed = pythonPrints(dir, [
    "import mcp_codegen_types as m",
    "class Ping(m.Result):",
    "    pong: bool",
    'ping = Ping.model_validate({"pong": True, "resultType": "complete", "x": 1})',
    "assert not ping.model_extra, ping.model_extra",
    "assert issubclass(m.CallToolResult, m.Result)",
    'result = m.CallToolResult.model_validate({"content": [], "x": 1})',
    "print(result.model_extra)",
  ]);
  assert.is(printed, "{'x': 1}");
});

test("python-all: a number's schema bounds (Annotations.priority, 0 to 1) are checked on a value built by hand", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const priority = spanVersions(plans()).declarations.find((d) => d.name === "Annotations");
  assert.equal(priority?.kind === "record" && priority.fields.find((f) => f.wire === "priority")?.range, { minimum: 0, maximum: 1 });
  const { dir } = await spanningWith([], "mcp-codegen-python-all-range-");
  const printed = pythonPrints(dir, [
    "import pydantic",
    "import mcp_codegen_types as m",
    "for ok in (0, 0.5, 1, None):",
    "    m.Annotations(priority=ok)",
    "for bad in (-0.1, 1.1):",
    "    try:",
    "        m.Annotations(priority=bad)",
    "    except pydantic.ValidationError:",
    '        print("refused", bad)',
  ]);
  assert.is(printed, "refused -0.1\nrefused 1.1");
});

test("python-all: a string's pattern (an overlay's tighten: the SDK's file-only Root.uri) is checked on a value built by hand and decoded", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const fileOnly = { type: "string", format: "uri", pattern: "^file://" };
  const { dir } = await spanningWith([{ kind: "tighten", at: "#/definitions/Root", property: "uri", schema: fileOnly }], "mcp-codegen-python-all-pattern-");
  const printed = pythonPrints(dir, [
    "import pydantic",
    "import mcp_codegen_types as m",
    'm.Root(uri="file:///workspace")',
    'm.ListRootsResult.model_validate({"roots": [{"uri": "file:///w"}]})',
    "try:",
    '    m.Root(uri="https://example.com/x")',
    "except pydantic.ValidationError:",
    '    print("refused")',
  ]);
  assert.is(printed, "refused");
});

test("python-all: InputRequiredResult's presence rule (the spec's prose, an overlay's presence-rule) is checked by hand and decoded; an empty inputRequests counts as absent only under empty-absent; none without the entry", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const rule = { kind: "presence-rule", versions: ["2026-07-28"], at: "#/definitions/InputRequiredResult", anyOf: [["inputRequests"], ["requestState"]] };
  const plain = await spanningWith([], "mcp-codegen-python-all-no-presence-");
  assert.not.match(plain.module, "__required_any_of__", "schema.json states the rule in prose only");
  const irr = (args: string) => `m.InputRequiredResult(result_type="input_required"${args})`;
  // Each call refused for the rule, not another reason: the message names it.
  const refusedLines = (calls: string[]) =>
    calls.flatMap((call) => ["try:", `    ${call}`, "except ValueError as e:", `    print("refused", "at least one of inputRequests or requestState" in str(e))`]);
  const spec = await spanningWith([rule], "mcp-codegen-python-all-presence-");
  assert.match(spec.module, `__required_any_of__: ClassVar[tuple[tuple[str, ...], ...]] = (("inputRequests",), ("requestState",))`);
  const printedSpec = pythonPrints(spec.dir, [
    "import mcp_codegen_types as m",
    irr(', request_state="s"'),
    irr(", input_requests={}"),
    ...refusedLines([irr(""), `m.decode(m.InputRequiredResult, "2026-07-28", '{"resultType":"input_required"}')`, `m._v2026_07_28.decode(m._v2026_07_28.InputRequiredResult, '{"resultType":"input_required"}')`]),
  ]);
  assert.is(printedSpec, "refused True\nrefused True\nrefused True");
  const sdk = await spanningWith(
    [rule, { kind: "empty-absent", versions: ["2026-07-28"], at: "#/definitions/InputRequiredResult", property: "inputRequests" }],
    "mcp-codegen-python-all-empty-absent-",
  );
  const printedSdk = pythonPrints(sdk.dir, [
    "import mcp_codegen_types as m",
    `assert ${irr(', request_state="s"')}.input_requests is None`,
    irr(', input_requests={}, request_state="s"'),
    ...refusedLines([irr(""), irr(", input_requests={}"), `m._v2026_07_28.decode(m._v2026_07_28.InputRequiredResult, '{"resultType":"input_required","inputRequests":{}}')`]),
  ]);
  assert.is(printedSdk, "refused True\nrefused True\nrefused True");
});

test("python-all: a field the schema lets hold one item or a list of them has <field>_as_list (SamplingMessage.content), read by the runtime's as_list; other unions with an array member have none", async () => {
  const { module } = await spanningWith([], "mcp-codegen-python-all-as-list-");
  const owners = [...module.matchAll(/^class (\w+)\(|^ {4}def (\w+_as_list)\(self\) -> (.+):$/gm)].reduce<string[]>((found, m, i, all) => {
    if (!m[2]) return found;
    const owner = all.slice(0, i).reverse().find((c) => c[1])?.[1];
    return [...found, `${owner}.${m[2]} -> ${m[3]}`];
  }, []);
  assert.equal(owners, ["CreateMessageResult.content_as_list -> list[SamplingMessageContentBlock]", "SamplingMessage.content_as_list -> list[SamplingMessageContentBlock]"]);
  assert.match(module, "from ._spanning import Number, SpanningModel, VersionError, as_list, check_versions, decode, encode");
});

/** Every 2026-07-28 example as [type name, JSON text]. */
function readdirExamples(): [string, string][] {
  return readdirSync(examplesDir)
    .sort()
    .flatMap((type) => readdirSync(join(examplesDir, type)).sort().map((file): [string, string] => [type, readFileSync(join(examplesDir, type, file), "utf8")]));
}

test("python-all over a hostile schema: imports, and the payloads stay in literals and docstrings (Python parses them)", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const out = await renderHostileSpanning("python-all");
  const r = run("python3", ["-c", "import mcp_codegen_types as m; print(len(m.VERSIONS), len(m.__all__) > 5)"], out);
  assert.ok(r.ok, tail(r.output));
  assert.is(r.output.trim(), "1 True");
});

test.run();
