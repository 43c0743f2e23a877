import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import type { Model } from "../../generator/ir/model.ts";
import { schemaPath, versions } from "../helpers/paths.ts";
import { mirrorKeys, ownKeys } from "./mirror.ts";

const models = new Map<string, Model>(
  versions.map((v) => [v, modelForDiff(JSON.parse(readFileSync(schemaPath(v), "utf8")), v)]),
);
const model = (v: string) => models.get(v)!;

const changes = diffModels(model("2025-11-25"), model("2026-07-28"));
const has = (rule: string | RegExp, path: string) =>
  changes.some((c) => (typeof rule === "string" ? c.rule === rule : rule.test(c.rule)) && c.path === path);

test("2025-11-25 -> 2026-07-28: the removed methods", () => {
  const removed = [
    "initialize",
    "ping",
    "logging/setLevel",
    "resources/subscribe",
    "resources/unsubscribe",
    "notifications/initialized",
    "notifications/roots/list_changed",
    "tasks/get",
    "tasks/result",
    "tasks/list",
    "tasks/cancel",
    "notifications/tasks/status",
  ];
  for (const m of removed) assert.ok(has("method-removed", `methods/${m}`), m);
  const initialize = changes.find((c) => c.path === "methods/initialize")!;
  assert.equal([initialize.level, initialize.breaks], ["ERR", ["client"]]);
  const initialized = changes.find(
    (c) => c.rule === "method-removed" && c.path === "methods/notifications/initialized",
  )!;
  assert.equal(initialized.breaks, ["server"], "a removed client notification breaks the server that waited for it");
});

test("2025-11-25 -> 2026-07-28: the added methods", () => {
  assert.ok(has("method-obligation-added", "methods/server/discover"), "servers MUST implement it");
  assert.ok(has("method-added", "methods/subscriptions/listen"));
  assert.not.ok(has("method-added", "methods/tools/call"));
});

test("2025-11-25 -> 2026-07-28: resultType is now required on results (breaks servers)", () => {
  const result = changes.find((c) => c.path === "Result/properties/resultType")!;
  assert.match(result.rule, /-required-property-added$/);
  assert.is(result.level, "ERR");
  assert.ok(result.breaks.includes("server"));
  const call = changes.find((c) => c.path === "CallToolResult/properties/resultType")!;
  assert.equal([call.rule, call.breaks], ["response-required-property-added", ["server"]]);
});

test("2025-11-25 -> 2026-07-28: ttlMs and cacheScope are required on list results", () => {
  for (const list of ["ListToolsResult", "ListPromptsResult", "ListResourcesResult", "ListResourceTemplatesResult"]) {
    for (const p of ["ttlMs", "cacheScope"])
      assert.ok(has("response-required-property-added", `${list}/properties/${p}`), `${list}.${p}`);
  }
});

test("2025-11-25 -> 2026-07-28: _meta with protocol version and client capabilities is required on requests", () => {
  assert.ok(has(/-property-became-required$/, "RequestParams/properties/_meta"));
  for (const p of ["io.modelcontextprotocol~1protocolVersion", "io.modelcontextprotocol~1clientCapabilities"]) {
    assert.ok(has(/-required-property-added$/, `RequestParams/properties/_meta/properties/${p}`), p);
    const call = changes.find((c) => c.path === `CallToolRequestParams/properties/_meta/properties/${p}`)!;
    assert.equal([call.rule, call.breaks], ["request-required-property-added", ["client"]], p);
  }
});

test("2025-11-25 -> 2026-07-28: direction-aware: sampling moved into input requests, InputRequiredResult may answer", () => {
  assert.ok(has("method-via-changed", "methods/sampling/createMessage"));
  assert.ok(
    changes.some(
      (c) =>
        c.rule === "method-alternative-result-added" &&
        c.path === "methods/tools/call" &&
        c.after === "InputRequiredResult",
    ),
  );
  assert.ok(has("definition-removed", "InitializeRequest"));
  assert.ok(has("error-code-added", "errors/-32601"));
  assert.ok(has("still-deprecated", "CreateMessageRequestParams/properties/includeContext/enum/thisServer"));
});

test("diff(A, A) is empty for every published version", () => {
  for (const v of versions) assert.equal(diffModels(model(v), model(v)), [], v);
});

test("diff(A, B) and diff(B, A) mirror each other across published versions", () => {
  for (let i = 1; i < versions.length; i++) {
    const [a, b] = [model(versions[i - 1]!), model(versions[i]!)];
    const forward = mirrorKeys(diffModels(a, b));
    const backward = ownKeys(diffModels(b, a));
    assert.equal(forward, backward, `${versions[i - 1]} <-> ${versions[i]}`);
  }
});

test("the diff leaves its input untouched and is deterministic", () => {
  const a = model("2025-06-18");
  const b = model("2025-11-25");
  const snapshot = JSON.stringify([a, b]);
  const first = JSON.stringify(diffModels(a, b));
  assert.is(JSON.stringify([a, b]), snapshot);
  const again = modelForDiff(JSON.parse(readFileSync(schemaPath("2025-11-25"), "utf8")), "2025-11-25");
  assert.is(JSON.stringify(diffModels(a, again)), first);
});

test.run();
