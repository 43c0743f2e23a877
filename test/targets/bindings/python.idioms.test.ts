import { test } from "uvu";
import * as assert from "uvu/assert";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import type { Overlay } from "../../../generator/overlay/overlay.js";
import { projectRoot, schemasDir } from "../../helpers/paths.js";
import { lacks } from "../../helpers/toolchain.js";
import { workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { exampleVersion } from "./wireChecks.js";

// Construction idioms of issue 23 on the example version's package: what a Python user writes, run and type-checked.
const root = join(workDir, "python-idioms");
const drivers = join(projectRoot, "test", "targets", "bindings", "python");
const pydantic = available("python3") && run("python3", ["-c", "import pydantic, sys; sys.exit(0 if pydantic.VERSION >= '2.11' else 1)"], projectRoot).ok;

/** The example version's Python package, as `generate --target python` writes it (with `overlay`), under `dir`. */
async function writePackage(dir: string, overlay?: Overlay): Promise<string> {
  const files = await render(resolveOptions({ specs: [exampleVersion], targets: ["python"], schemaDir: schemasDir, download: false, overlay }));
  const at = files[0]!.path.indexOf("mcp_codegen_types/");
  writeFiles(dir, files.map((f) => ({ path: f.path.slice(at), contents: f.contents })));
  return readFileSync(join(dir, "mcp_codegen_types", "__init__.py"), "utf8");
}

/** An overlay of `entries`, as validateOverlay would hand it on. */
function idiomsOverlay(entries: Overlay["entries"]): Overlay {
  return { file: "python-idioms.json", pointer: "#/entries", allowCode: false, entries };
}

interface Row {
  check: string;
  ok: boolean;
  got: unknown;
}

test.before(async () => {
  if (pydantic) await writePackage(join(root, "plain"));
});

test("python idioms: construction lax where the SDK is, the wire strict; unions as RootModel classes; inheritance; deprecation markers", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const r = run("python3", [join(drivers, "idioms.py"), join(root, "plain")], root);
  assert.ok(r.ok, tail(r.output));
  const rows = new Map(r.output.split("\n").filter((l) => l.startsWith("{")).map((l) => [(JSON.parse(l) as Row).check, JSON.parse(l) as Row]));
  const got = (check: string): unknown => {
    const row = rows.get(check);
    assert.ok(row?.ok, `${check}: ${JSON.stringify(row?.got)}`);
    return row!.got;
  };
  // 1. Construction: a constant takes its one value; an explicit None leaves the field out of the JSON text.
  assert.is(got("constant defaulted"), '{"text":"hi","type":"text"}');
  assert.is(got("constant defaulted in an envelope"), '{"jsonrpc":"2.0","method":"notifications/x"}');
  assert.is(got("explicit None omitted"), "{}");
  assert.is(got("explicit None omitted in a nested dict"), '{"tools":{}}');
  // A field whose schema admits null (any JSON) keeps None as the JSON null, as a decoded null does.
  assert.is(got("None on a field that admits null is the null"), '{"content":[],"resultType":"complete","structuredContent":null}');
  assert.is(got("construction context makes model_validate lax"), "{}");
  // The wire: a null the schema forbids and a constant left out are refused, at their JSON pointer.
  assert.is(got("wire null refused (decode)"), "rejected /logging: Value error, must not be null: omit the field instead");
  assert.is(got("wire null refused (model_validate_json)"), "rejected ValidationError");
  assert.is(got("wire null refused (model_validate)"), "rejected ValidationError");
  assert.is(got("wire constant still required"), "rejected /type: Field required");
  assert.is(got("wire constant still required in a message"), "rejected /jsonrpc: Field required");
  // 2. A named union is a RootModel class: model_validate, isinstance, match; its member in `.root`.
  assert.is(got("union model_validate"), "ContentBlock");
  assert.is(got("union isinstance"), true);
  assert.is(got("union member in root"), "TextContent");
  assert.is(got("union is a RootModel"), true);
  assert.is(got("union match"), "text hi");
  assert.is(got("union field built from a member"), '{"content":[{"text":"a","type":"text"}],"resultType":"complete"}');
  assert.is(got("shape union decodes its member"), "JSONRPCRequest");
  assert.is(got("scalar union stays a plain value"), 7);
  // 3. Inheritance where the IR has it (schema.json's flattened `extends`, restored by ingest's naming rule).
  assert.equal(got("results subclass Result"), ["CallToolResult", "CacheableResult", "ReadResourceResult"]);
  // `MetaObject` is a map (an alias), not a class: `RequestMetaObject` keeps OpenModel.
  assert.is(got("a meta object subclasses its base"), true);
  assert.is(got("a subclass in a union keeps its class"), "CallToolResult");
  // 4. Deprecation: PEP 702 on the class (type checkers; no warning when a peer sends it), Field(deprecated=) on a field.
  assert.is(got("deprecated class marked"), "Deprecated by the MCP specification.");
  assert.equal(got("deprecated class decodes without a warning"), []);
  assert.is(got("deprecated field marked"), "Deprecated by the MCP specification.");
  assert.equal(got("deprecated field warns when read"), ["DeprecationWarning"]);
  assert.equal(got("deprecated field written back silently"), []);
  assert.is(rows.size, 27, "every check reported");
});

test("python idioms: a user's code (constants left out, None, union classes) passes mypy --strict and pyright strict", () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const dir = join(root, "plain");
  copyFileSync(join(drivers, "usage.py"), join(dir, "usage.py"));
  const runs = run("python3", ["-c", "import usage; print(usage.build())"], dir);
  assert.ok(runs.ok, tail(runs.output));
  assert.match(runs.output, '{}{"content":[{"text":"hi","type":"text"}],"resultType":"complete"}');
  if (lacks(run("python3", ["-m", "mypy", "--version"], root).ok, "python: mypy not installed")) return;
  const mypy = run("python3", ["-m", "mypy", "--strict", "--no-incremental", "usage.py"], dir);
  assert.ok(mypy.ok, `mypy --strict usage.py:\n${tail(mypy.output)}`);
  if (lacks(run("pyright", ["--version"], root).ok, "python: pyright not installed")) return;
  writeFileSync(join(dir, "pyrightconfig.json"), JSON.stringify({ typeCheckingMode: "strict" }));
  const pyright = run("pyright", ["usage.py"], dir);
  assert.ok(pyright.ok && /0 errors/.test(pyright.output), `pyright strict usage.py:\n${tail(pyright.output)}`);
});

test("python idioms: the overlay's renames, lifted names and object policy reach the Python classes", async () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const overlay = idiomsOverlay([
    { kind: "rename", definition: "CallToolRequestParams", to: "CallToolParams", reason: "go-sdk's name" },
    { kind: "name-inline", at: "#/definitions/ServerCapabilities/properties/tools", name: "ToolsCapability", reason: "the SDKs' name" },
    { kind: "object-policy", at: "#/definitions/TextContent", policy: "strict", reason: "extra keys rejected" },
  ]);
  const dir = join(root, "overlay");
  const source = await writePackage(dir, overlay);
  assert.match(source, /^class CallToolParams\(OpenModel\):$/m);
  assert.not.match(source, /\bCallToolRequestParams\b/);
  assert.match(source, /^class ToolsCapability\(OpenModel\):$/m);
  assert.match(source, /^ {4}tools: Omittable\[ToolsCapability\] = None$/m);
  assert.match(source, /^class TextContent\(ClosedModel\):$/m);
  const probe = [
    "import mcp_codegen_types as m",
    "print(m.encode(m.decode(m.CallToolRequest, '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}').params))",
    "try:\n    m.decode(m.TextContent, '{\"type\":\"text\",\"text\":\"a\",\"extra\":1}')\nexcept m.DecodeError as e:\n    print('rejected', e.path)",
  ].join("\n");
  const r = run("python3", ["-c", probe], dir);
  assert.ok(r.ok, tail(r.output));
  assert.match(r.output, /"name":"x"/);
  assert.match(r.output, "rejected /extra");
});

test("python idioms: bare-union spells a union as a typing Union of its members; map-as-object makes a bare object a class", async () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const reason = "the SDK's datamodel-codegen modules do so";
  const overlay = idiomsOverlay([
    { kind: "name-inline", at: "#/definitions/GetPromptResultResponse/properties/result", name: "AnyGetPromptResult", reason },
    { kind: "bare-union", at: "#/definitions/AnyGetPromptResult", reason },
    { kind: "map-as-object", at: "#/definitions/MetaObject", reason },
  ]);
  const dir = join(root, "bare");
  const source = await writePackage(dir, overlay);
  assert.match(source, /^AnyGetPromptResult = Union\[GetPromptResult, InputRequiredResult\]$/m);
  assert.match(source, /^class MetaObject\(OpenModel\):$/m);
  const response = (result: string) => `'{"jsonrpc":"2.0","id":1,"result":${result}}'`;
  const probe = [
    "from typing import get_args",
    "import mcp_codegen_types as m",
    "print(get_args(m.AnyGetPromptResult) == (m.GetPromptResult, m.InputRequiredResult))",
    `print(type(m.decode(m.GetPromptResultResponse, ${response('{"resultType":"complete","messages":[]}')}).result).__name__)`,
    `print(type(m.decode(m.GetPromptResultResponse, ${response('{"resultType":"input_required","requestState":"s"}')}).result).__name__)`,
    `tool = m.decode(m.Tool, '{"name":"t","inputSchema":{"type":"object"},"_meta":{"k":[1]}}')`,
    "print(type(tool.meta).__name__, tool.meta.model_extra, m.encode(tool))",
  ].join("\n");
  const r = run("python3", ["-c", probe], dir);
  assert.ok(r.ok, tail(r.output));
  assert.equal(r.output.trim().split("\n"), [
    "True",
    "GetPromptResult",
    "InputRequiredResult",
    `MetaObject {'k': [1]} {"_meta":{"k":[1]},"inputSchema":{"type":"object"},"name":"t"}`,
  ]);
});

test("python idioms: presence-rule (the spec's prose on InputRequiredResult) is checked built by hand and decoded; without it the class accepts neither key, as schema.json does", async () => {
  if (lacks(pydantic, "python: python3 with pydantic >= 2.11 not found")) return;
  const overlay = idiomsOverlay([
    {
      kind: "presence-rule",
      at: "#/definitions/InputRequiredResult",
      anyOf: [["inputRequests"], ["requestState"]],
      reason: "At least one of `inputRequests` or `requestState` MUST be present.",
    },
  ]);
  const source = await writePackage(join(root, "presence"), overlay);
  assert.match(source, /^ {4}__required_any_of__ = \(\("inputRequests",\), \("requestState",\)\)$/m);
  assert.not.match(readFileSync(join(root, "plain", "mcp_codegen_types", "__init__.py"), "utf8"), /^ {4}__required_any_of__ = /m);
  const probe = (dir: string) =>
    run(
      "python3",
      [
        "-c",
        [
          "import mcp_codegen_types as m",
          "for build in (lambda: m.InputRequiredResult(result_type='input_required'), lambda: m.decode(m.InputRequiredResult, '{\"resultType\":\"input_required\"}')):",
          "    try:",
          "        build()",
          "        print('accepted')",
          "    except (ValueError, m.DecodeError) as e:",
          "        print('refused', 'at least one of inputRequests or requestState' in str(e))",
          "print(m.decode(m.InputRequiredResult, '{\"resultType\":\"input_required\",\"inputRequests\":{}}').input_requests)",
        ].join("\n"),
      ],
      join(root, dir),
    );
  const ruled = probe("presence");
  assert.ok(ruled.ok, tail(ruled.output));
  assert.equal(ruled.output.trim().split("\n"), ["refused True", "refused True", "{}"]);
  const plain = probe("plain");
  assert.ok(plain.ok, tail(plain.output));
  assert.equal(plain.output.trim().split("\n"), ["accepted", "accepted", "{}"]);
});

test.run();
