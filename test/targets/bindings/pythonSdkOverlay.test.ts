import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { loadConfig } from "../../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../../generator/config/mergeConfig.ts";
import { applyOverlay } from "../../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../../generator/overlay/validateOverlay.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import type { Model, ObjectNode } from "../../../generator/ir/model.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { lacks } from "../../helpers/toolchain.ts";
import { projectRoot, readJson, schemaPath } from "../../helpers/paths.ts";
import { available, run, tail } from "./toolchains.ts";

const config = join(projectRoot, "examples/python-sdk/mcp-codegen.config.json");
const python = available("python3") && run("python3", ["-c", "import pydantic"], projectRoot).ok;

function withPolicies(entries: object[]): Model {
  const model = buildModel(readJson(schemaPath("2026-07-28")));
  const overlay = validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK does so", ...e })) }, "overlay.json", "#");
  return applyOverlay(model, overlay, "2026-07-28");
}

const object = (m: Model, name: string) => m.definitions.find((d) => d.name === name)!.type as ObjectNode;

test('object-policy "*" ignore: objects that leave other keys unspecified drop them; stated ones keep theirs; a later entry wins', () => {
  const before = buildModel(readJson(schemaPath("2026-07-28")));
  const snapshot = JSON.stringify(before);
  const ignoring = withPolicies([{ kind: "object-policy", at: "*", policy: "ignore" }]);
  assert.is(JSON.stringify(before), snapshot, "input untouched");
  assert.is(object(ignoring, "TextContent").unknownKeys, "drop");
  assert.equal(object(ignoring, "TextContent").additional, object(before, "TextContent").additional, "still accepted");
  // Objects that say what other keys hold (Result: additionalProperties {}) keep them.
  assert.equal(object(before, "Result").additional.kind, "schema");
  assert.is(object(ignoring, "Result").unknownKeys, undefined);
  // Inline objects too: ServerCapabilities' `tools`.
  const tools = object(ignoring, "ServerCapabilities").properties.find((p) => p.name === "tools")!.type as ObjectNode;
  assert.equal([tools.kind, tools.unknownKeys], ["object", "drop"]);
  const reopened = withPolicies([
    { kind: "object-policy", at: "*", policy: "ignore" },
    { kind: "object-policy", at: "#/definitions/TextContent", policy: "open" },
  ]);
  assert.is(object(reopened, "TextContent").unknownKeys, undefined);
  assert.equal(object(reopened, "TextContent").additional, { kind: "open" });
  assert.throws(() => validateOverlay({ entries: [{ kind: "object-policy", at: "**", policy: "ignore", reason: "x" }] }, "o.json", "#"), /o\.json #\/entries\/0\/at/);
});

test("python-sdk overlay: the Python SDK's names exist (datamodel-codegen's, bare result unions, MetaObject a class), unknown keys are dropped where ignored and kept in _meta", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const options = mergeConfig(await loadConfig(config), {});
  const files = await renderFiles({ ...options, formatting: "builtin" });
  const dir = writeTemp(files, "mcp-codegen-python-sdk-");
  const script = `
import json, sys
sys.path.insert(0, sys.argv[1] + "/2025-11-25/python")
import mcp_codegen_types as v2025
sys.path[0] = sys.argv[1] + "/2026-07-28/python"
for name in [m for m in sys.modules if m.startswith("mcp_codegen_types")]:
    del sys.modules[name]
import mcp_codegen_types as v2026
from typing import get_args
from pydantic import BaseModel, TypeAdapter
# The SDK's method maps: bare unions whose members typing.get_args reads.
for name, complete in (("AnyCallToolResult", "CallToolResult"), ("AnyGetPromptResult", "GetPromptResult"), ("AnyReadResourceResult", "ReadResourceResult")):
    assert get_args(getattr(v2026, name)) == (getattr(v2026, complete), v2026.InputRequiredResult), name
text = v2026.decode(v2026.TextContent, '{"type":"text","text":"hi","later":1,"_meta":{"k":2}}')
print(text.to_json())
result = TypeAdapter(v2026.AnyCallToolResult).validate_python({"resultType": "complete", "content": [], "extra": 1})
print(type(result).__name__)
print(v2025.decode(v2025.ServerCapabilities, '{"tools":{"listChanged":true,"x":1},"y":2}').to_json())
# The parity test's names: one Meta for every request's _meta, datamodel-codegen's numbered names, its open MetaObject
# class; objects that list nothing are dicts, no class.
for name in ("Meta", "Tools", "Tools1", "Tasks", "Tasks1", "Params", "Params1", "Params2", "Params3", "Data", "Error1", "InputSchema", "Items1"):
    assert isinstance(getattr(v2025, name), type), name
for name in ("ToolsCapability", "TasksCancelCapability", "CompletionsCapability", "CancelTaskRequestParams"):
    assert not hasattr(v2025, name), name
for name in ("Tools", "Data", "Data1", "Argument", "Context", "Elicitation"):
    assert isinstance(getattr(v2026, name), type), name
assert issubclass(v2026.MetaObject, BaseModel)
caps = v2025.decode(v2025.ClientCapabilities, '{"tasks":{"cancel":{"a":1}},"elicitation":{"form":{}}}')
print(type(caps.tasks).__name__, caps.tasks.cancel, type(caps.elicitation).__name__, caps.elicitation.form)
metas = {v2025.CallToolRequestParams.model_fields["meta"].annotation, v2025.InitializeRequestParams.model_fields["meta"].annotation}
print(sorted(str(m).replace("mcp_codegen_types.", "") for m in metas))
# null-absent: the SDK's model_dump() sends optional fields as null; read as absent, written back without them.
cancel = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":null,"_meta":null}}'
print(v2026.decode(v2026.CancelledNotification, cancel).to_json())
try:
    v2026.decode(v2026.CancelledNotification, '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":null}}')
    print("required null accepted")
except v2026.DecodeError as e:
    print("required null refused at", e.path)
`;
  const r = run("python3", ["-c", script, dir], projectRoot);
  assert.ok(r.ok, tail(r.output));
  assert.equal(r.output.trim().split("\n"), ['{"_meta":{"k":2},"text":"hi","type":"text"}', "CallToolResult", '{"tools":{"listChanged":true}}', "Tasks {'a': 1} Elicitation {}", "['typing.Optional[Meta]']",
    '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}',
    "required null refused at /params/requestId",
  ]);
});


test("python-sdk spanning overlay: the SDK's all-versions layer as python-all builds it (bases, Request generics, plain dicts, its defaults); encodes as each version's wire model", async () => {
  if (lacks(python, "python3 with pydantic not found")) return;
  const options = mergeConfig(await loadConfig(join(projectRoot, "examples/python-sdk/mcp-codegen.spanning.config.json")), {});
  const files = await renderFiles({ ...options, formatting: "builtin" });
  const dir = join(writeTemp(files, "mcp-codegen-python-sdk-all-"), "all", "python");
  const script = `
import mcp_codegen_types as m
# The spec's bases are classes; requests carry no envelope (envelope separate).
print(issubclass(m.ListToolsResult, m.CacheableResult), issubclass(m.ListToolsResult, m.PaginatedResult), sorted(m.CallToolRequest.model_fields), issubclass(m.EmptyResult, m.Result))
# A record the schema says extends a base is its subclass though it lacks the base's optional fields (2025-11-25's
# InitializeResult and the client results carry no resultType); one that does not say so is not.
print(issubclass(m.InitializeResult, m.Result), issubclass(m.CreateMessageResult, m.Result), issubclass(m.CancelTaskRequestParams, m.Result))
# JSON Schemas and _meta are plain dicts; the SDK's defaults fill in what a handler leaves out.
tool = m.Tool(name="t", input_schema={"type": "object", "$defs": {"a": {}}})
result = m.ListToolsResult(tools=[tool], meta={"k": 1})
print(type(tool.input_schema).__name__, type(result.meta).__name__, result.result_type, result.ttl_ms, result.cache_scope)
print(m.encode(result, "2026-07-28"))
print(m.encode(m.ListToolsResult(tools=[]), "2025-11-25"))
# Request[ParamsT, MethodT] as the SDK's: every request is one, and a vendor request is declared the same way.
from typing import Literal
class SearchParams(m.RequestParams):
    query: str
class SearchRequest(m.Request[SearchParams, Literal["acme/search"]]):
    method: Literal["acme/search"] = "acme/search"
    params: SearchParams
print(issubclass(m.CallToolRequest, m.Request), issubclass(m.CancelledNotification, m.Notification), SearchRequest(params=SearchParams(query="q")).model_dump(by_alias=True, exclude_none=True))
# A default the caller left out stays unset (the SDK fills in a cache hint only there); a tag is set. Keys no version
# lists are dropped, as the SDK's models (and the wire overlay's ignore policy) drop them.
discover = m.DiscoverResult(supported_versions=["2026-07-28"], capabilities=m.ServerCapabilities())
print(sorted(discover.model_fields_set), sorted(m.TextContent(text="x").model_fields_set), m.NotificationParams.model_validate({"_meta": {}, "pong": True}).model_dump(by_alias=True, exclude_unset=True))
# InputRequiredResult needs input requests or state to echo (the spec's rule; the SDK's empty-absent: {} is none).
refused = []
for build in (lambda: m.InputRequiredResult(), lambda: m.InputRequiredResult(input_requests={})):
    try:
        build()
    except ValueError:
        refused.append("refused")
print(refused, m.InputRequiredResult(request_state="s").input_requests)
# One block or a list of them (the schema's content): generated as the SDK's content_as_list, on the sampling message
# and the result with tools; the tool-free result holds one block (tightened), so it has none. The SDK's names.
block = m.TextContent(text="x")
with_tools = m.CreateMessageResultWithTools(role="assistant", content=[block, block], model="m")
print(m.SamplingMessage(role="user", content=block).content_as_list == [block], len(with_tools.content_as_list), hasattr(m.CreateMessageResult, "content_as_list"))
print(m.SamplingContent, m.RequestParamsMeta is m.RequestMetaObject)
`;
  const r = run("python3", ["-c", script], dir);
  assert.ok(r.ok, tail(r.output));
  assert.equal(r.output.trim().split("\n"), [
    "True True ['method', 'params'] True",
    "True True False",
    "dict dict complete 0 private",
    // In schema.ts's declaration order (the config's `order`), as the SDK's dumps write keys.
    '{"_meta":{"k":1},"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[{"name":"t","inputSchema":{"type":"object","$defs":{"a":{}}}}]}',
    '{"tools":[]}',
    "True True {'method': 'acme/search', 'params': {'query': 'q'}}",
    "['capabilities', 'supported_versions'] ['text', 'type'] {'_meta': {}}",
    "['refused', 'refused'] None",
    "True 2 False",
    "typing.Union[mcp_codegen_types.TextContent, mcp_codegen_types.ImageContent, mcp_codegen_types.AudioContent] True",
  ]);
});

test.run();
