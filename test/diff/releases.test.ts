/**
 * The four release pairs (and the draft), read as `mcp-codegen diff <a> <b>` reads them (patches, schema.ts):
 * the classifications each precision mechanism corrects, and no ERR or WARN where nothing changed.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import type { Change } from "../../generator/diff/types.ts";
import { versions } from "../helpers/paths.ts";
import { cliModel } from "./cliModel.ts";

const diffs = new Map<string, Change[]>();
async function diff(a: string, b: string): Promise<Change[]> {
  const k = `${a} ${b}`;
  if (!diffs.has(k)) diffs.set(k, diffModels(await cliModel(a), await cliModel(b)));
  return diffs.get(k)!;
}
const at = (changes: Change[], path: string | RegExp) =>
  changes.filter((c) => (typeof path === "string" ? c.path === path : path.test(c.path)));

test("every ERR breaks a side, and a change nothing puts on the wire is never ERR", async () => {
  for (let i = 1; i < versions.length; i++) {
    for (const c of await diff(versions[i - 1]!, versions[i]!))
      if (c.level === "ERR") assert.ok(c.breaks.length > 0, `${c.rule} ${c.path}`);
  }
});

test("diff(A, A) is empty for every version; 2026-07-28 -> draft (byte-identical schema.json) has no ERR or WARN", async () => {
  for (const v of versions) assert.equal(await diff(v, v), [], v);
  const draft = await diff("2026-07-28", "draft");
  assert.equal(
    draft.filter((c) => c.level !== "INFO"),
    [],
  );
  assert.equal(draft, [], "nor anything else: the schema.ts differ only in links");
});

test("2025-03-26 -> 2025-06-18: content moved behind ContentBlock is ResourceLink added, no member removed", async () => {
  const changes = await diff("2025-03-26", "2025-06-18");
  for (const path of ["CallToolResult/properties/content/items/anyOf", "PromptMessage/properties/content/anyOf"]) {
    const here = at(changes, path);
    assert.equal(
      here.map((c) => [c.rule, c.after]),
      [["response-union-member-added", "ResourceLink"]],
      path,
    );
  }
  assert.not.ok(changes.some((c) => c.rule.endsWith("union-member-removed") && /content/.test(c.path)));
});

test("2025-06-18 -> 2025-11-25: envelope fields, the enum-schema rework, ElicitResult's union, task augmentation", async () => {
  const changes = await diff("2025-06-18", "2025-11-25");
  const envelope = changes.filter((c) =>
    /Request\/properties\/(id|jsonrpc)$|Notification\/properties\/jsonrpc$/.test(c.path),
  );
  assert.ok(
    envelope.every((c) => c.level !== "ERR"),
    envelope.map((c) => c.path).join(", "),
  );
  assert.not.ok(
    changes.some(
      (c) =>
        c.level === "ERR" &&
        /^(Call|Complete|GetPrompt|List|Read|Set|Subscribe|Unsubscribe|Ping|Initialize)\w*Request\/properties\/(id|jsonrpc)$/.test(
          c.path,
        ),
    ),
  );
  assert.not.ok(changes.some((c) => c.rule.endsWith("type-changed") && c.path.startsWith("PrimitiveSchemaDefinition")));
  assert.not.ok(changes.some((c) => c.path.endsWith("/properties/enumNames") && c.rule.endsWith("property-removed")));
  const primitive = at(changes, "PrimitiveSchemaDefinition/anyOf").map((c) => [c.rule, c.level, c.after]);
  assert.equal(primitive.sort(), [
    ["response-union-member-added", "ERR", "TitledMultiSelectEnumSchema"],
    ["response-union-member-added", "ERR", "TitledSingleSelectEnumSchema"],
    ["response-union-member-added", "ERR", "UntitledMultiSelectEnumSchema"],
    // Every instance is an old EnumSchema, which lists type and enum: same meaning.
    ["subsumed-union-member-added", "INFO", "UntitledSingleSelectEnumSchema"],
  ]);
  const elicit = at(changes, "ElicitResult/properties/content/additionalProperties/anyOf");
  assert.equal(
    elicit.map((c) => [c.rule, c.level, c.breaks, c.after]),
    [["gated-union-member-added", "WARN", [], "string[]"]],
    "string, number, boolean survive; string[] only answers a multi-select field, which no old server asks for",
  );
  for (const m of ["tools/call", "sampling/createMessage", "elicitation/create"]) {
    assert.equal(
      at(changes, `methods/${m}`)
        .filter((c) => /result/.test(c.rule))
        .map((c) => [c.rule, c.level, c.after]),
      [["method-opt-in-result-added", "INFO", "CreateTaskResult"]],
      m,
    );
  }
  assert.not.ok(
    changes.some(
      (c) => c.rule.endsWith("union-member-added") && /^(Client|Server)(Request|Result|Notification)\//.test(c.path),
    ),
    "method unions are the method rules' business",
  );
});

test("2025-06-18 -> 2025-11-25: members behind a capability new in this release reach no old peer (WARN, breaking nobody)", async () => {
  const changes = await diff("2025-06-18", "2025-11-25");
  const gated = changes
    .filter((c) => c.rule === "gated-union-member-added")
    .map((c) => JSON.stringify([c.after, c.args.gates, c.level, c.breaks]));
  assert.equal([...new Set(gated)].sort(), [
    '["ElicitRequestURLParams","client elicitation.url (new)","WARN",[]]',
    '["ToolResultContent","client sampling.tools (new)","WARN",[]]',
    '["ToolUseContent","client sampling.tools (new)","WARN",[]]',
    '["string[]","answers UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema (new)","WARN",[]]',
  ]);
  // No tag names a sub-capability: an array of blocks may reach an old client.
  assert.ok(
    changes.some(
      (c) => /^(?:request|response|shared)-union-member-added$/.test(c.rule) && c.after === "SamplingMessageContentBlock[]" && c.level === "ERR",
    ),
  );
  // requestId "MUST be provided for cancelling non-task requests": optional in the schema only.
  assert.equal(
    changes
      .filter((c) => c.path.endsWith("/properties/requestId") && c.rule !== "description-changed")
      .map((c) => [c.rule, c.level, c.breaks]),
    [["property-became-conditional", "WARN", []]],
  );
  // The envelope's id/jsonrpc now required in the abstract PaginatedRequest (it extends JSONRPCRequest): no change.
  assert.equal(
    at(changes, /^PaginatedRequest\/properties\/(id|jsonrpc)$/).map((c) => c.level),
    ["INFO", "INFO"],
  );
  // Renamed params of the same shape are no change.
  assert.equal(changes.filter((c) => c.rule === "method-params-changed").map((c) => c.path), []);
});

test("2025-11-25 -> 2026-07-28: server/discover is an obligation for servers; schema-valued fields widened are ERR for clients", async () => {
  const changes = await diff("2025-11-25", "2026-07-28");
  const discover = at(changes, "methods/server/discover");
  assert.equal(discover.map((c) => [c.rule, c.level, c.breaks]), [["method-obligation-added", "ERR", ["server"]]]);
  assert.equal(
    at(changes, "methods/subscriptions/listen").map((c) => [c.rule, c.level]),
    [["method-added", "INFO"]],
    "no capability guards it, but nothing obliges a server to implement it",
  );
  for (const field of ["inputSchema", "outputSchema"])
    assert.equal(
      at(changes, `Tool/properties/${field}`)
        .filter((c) => c.rule !== "description-changed")
        .map((c) => [c.rule, c.level, c.breaks]),
      [["schema-field-widened", "ERR", ["client"]]],
      field,
    );
});

test("2025-11-25 -> 2026-07-28: _meta keys and JSONObject are no narrowing; alternatives as the response types state them", async () => {
  const changes = await diff("2025-11-25", "2026-07-28");
  assert.equal(
    changes.filter((c) => c.rule.endsWith("type-narrowed")).map((c) => c.path),
    [],
  );
  assert.equal(
    at(changes, "Result/properties/_meta/properties/io.modelcontextprotocol~1serverInfo").map((c) => c.rule),
    ["shared-property-constrained"],
  );
  const alternatives = changes.filter((c) => c.rule === "method-alternative-result-added").map((c) => c.path);
  assert.equal(alternatives, ["methods/prompts/get", "methods/resources/read", "methods/tools/call"]);
  for (const p of ["properties", "required"]) {
    assert.equal(
      at(changes, `Tool/properties/inputSchema/properties/${p}`).map((c) => [c.rule, c.level]),
      [["response-property-unconstrained", "WARN"]],
      p,
    );
  }
  assert.not.ok(
    changes.some(
      (c) => c.rule === "newly-deprecated" && c.path === "CreateMessageRequestParams/properties/includeContext",
    ),
    "values, not the property",
  );
  assert.ok(
    changes.some(
      (c) =>
        c.rule === "still-deprecated" &&
        c.path === "CreateMessageRequestParams/properties/includeContext/enum/thisServer",
    ),
  );
});

test("2025-11-25 -> draft finds the 21 @deprecated tags of schema.ts (20 items, includeContext's two values), with reasons", async () => {
  const changes = await diff("2025-11-25", "draft");
  const deprecated = changes.filter(
    (c) => (c.rule === "newly-deprecated" || c.rule === "still-deprecated") && !c.path.startsWith("methods/"),
  );
  assert.is(deprecated.length, 22, deprecated.map((c) => c.path).join("\n"));
  assert.ok(deprecated.filter((c) => c.rule === "newly-deprecated").every((c) => /SEP-2577/.test(String(c.args.note))));
  for (const m of ["roots/list", "sampling/createMessage", "notifications/message"])
    assert.ok(
      at(changes, `methods/${m}`).some((c) => c.rule === "newly-deprecated"),
      m,
    );
});

test.run();
