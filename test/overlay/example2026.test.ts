import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../generator/config/mergeConfig.ts";
import { render } from "../../generator/generate.ts";
import { resolveOptions } from "../../generator/options.ts";
import { projectRoot, readJson, schemasDir } from "../helpers/paths.ts";
import { writeInProject } from "../targets/zod/helpers.ts";

type Schema = { parse(v: unknown): unknown; safeParse(v: unknown): { success: boolean; error?: { issues: { code: string }[] } }; shape: Record<string, unknown> };

/**
 * The 2.x worked example (examples/typescript-sdk/2026-07-28) on what the SDK's own tests pin, without the SDK: the
 * verdicts and the parsed values' text of @modelcontextprotocol/core 2.0.0's schemas (scripts/sdk-check runs the SDK).
 */
const generated = (async () => {
  const config = join(projectRoot, "examples/typescript-sdk/2026-07-28/mcp-codegen.config.json");
  const options = resolveOptions({ ...mergeConfig(await loadConfig(config), {}), schemaDir: schemasDir, download: false });
  const dir = writeInProject(await render(options), "sdk2-example-");
  return (await import(pathToFileURL(join(dir, "2026-07-28", "zod.ts")).href)) as Record<string, Schema>;
})();

test("order: a string enum is read by an enum schema (tried first), annotations stripped, as the SDK's union does", async () => {
  const z = await generated;
  const annotations = { examples: ["a"], readOnly: true, "x-ui-order": 1 };
  assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ type: "string", title: "T", enum: ["a", "b"], ...annotations }), { type: "string", title: "T", enum: ["a", "b"] });
  assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ type: "string", title: "Name", ...annotations }), { type: "string", title: "Name" });
  assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ type: "boolean", default: true, ...annotations }), { type: "boolean", default: true });
});

test("order: JSON-RPC messages and capabilities keep the SDK's key order (its tests compare text)", async () => {
  const z = await generated;
  for (const text of ['{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}', '{"jsonrpc":"2.0","id":1,"result":{}}']) {
    assert.is(JSON.stringify(z.JSONRPCMessageSchema!.parse(JSON.parse(text))), text);
  }
  assert.equal(Object.keys(z.ClientCapabilitiesSchema!.shape), ["experimental", "sampling", "elicitation", "roots", "tasks", "extensions"]);
  assert.equal(Object.keys(z.ServerCapabilitiesSchema!.shape), ["experimental", "logging", "completions", "prompts", "resources", "tools", "tasks", "extensions"]);
});

test("completion values: 100 parse, 101 are zod's too_big", async () => {
  const z = await generated;
  const hundred = Array.from({ length: 100 }, (_, i) => `v${i}`);
  assert.is(z.CompleteResultSchema!.safeParse({ completion: { values: hundred } }).success, true);
  assert.equal(z.CompleteResultSchema!.safeParse({ completion: { values: [...hundred, "v100"] } }).error?.issues.map((i) => i.code), ["too_big"]);
});

test("the message unions join both revisions, with the SDK's members in its order; the task vocabulary is generated; keep.json keeps only the capabilities", async () => {
  const z = (await generated) as Record<string, Schema & { options: Schema[] }>;
  const named = (union: string) => z[union]!.options.map((m) => Object.keys(z).find((k) => k !== union && z[k] === m));
  assert.equal(named("ClientNotificationSchema"), ["CancelledNotificationSchema", "ProgressNotificationSchema", "InitializedNotificationSchema", "RootsListChangedNotificationSchema"]);
  assert.equal(named("ClientResultSchema"), ["EmptyResultSchema", "CreateMessageResultSchema", "CreateMessageResultWithToolsSchema", "ElicitResultSchema", "ListRootsResultSchema"]);
  assert.equal(named("ServerResultSchema").slice(0, 3), ["EmptyResultSchema", "InitializeResultSchema", "DiscoverResultSchema"]);
  assert.equal(named("ClientRequestSchema").slice(0, 3), ["PingRequestSchema", "InitializeRequestSchema", "DiscoverRequestSchema"]);
  assert.is(named("ServerNotificationSchema").at(-1), "ElicitationCompleteNotificationSchema");
  assert.equal(named("ServerRequestSchema"), ["PingRequestSchema", "CreateMessageRequestSchema", "ElicitRequestSchema", "ListRootsRequestSchema"]);
  // 2025-11-25's task vocabulary, deprecated and nameable only (in no union), generated too.
  const task = { taskId: "t", status: "working", ttl: null, createdAt: "2026-01-01T00:00:00Z", lastUpdatedAt: "2026-01-01T00:00:00Z", pollInterval: 1.5 };
  assert.equal(z.GetTaskResultSchema!.parse(task), task);
  assert.is(z.TaskMetadataSchema!.safeParse({ ttl: 1.5 }).success, true);
  const initialize = { method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "c", version: "1" } } };
  assert.equal(z.ClientRequestSchema!.parse(initialize), initialize);
  assert.is(z.ClientRequestSchema!.safeParse({ method: "resources/subscribe", params: { uri: "custom:thing" } }).success, true);
  // The strict EmptyResult is tried first: an empty acknowledgement stays empty, a result with members goes on.
  assert.equal(z.ServerResultSchema!.parse({}), {});
  const keep = readJson<{ keep: Record<string, string> }>(join(projectRoot, "examples/typescript-sdk/2026-07-28/keep.json")).keep;
  assert.equal(Object.keys(keep), ["ClientCapabilitiesSchema", "ServerCapabilitiesSchema"]);
});

test("the SDK's names for spec pieces are generated: RequestMeta, BaseRequestParams, NotificationsParams, Progress, SubscriptionsListenResultMeta, TaskCreationParams", async () => {
  const z = await generated;
  const related = "io.modelcontextprotocol/related-task";
  // A request's _meta (2025-11-25's inline object, named) with its related-task key typed; other keys kept.
  const meta = { progressToken: 1, [related]: { taskId: "t" }, "x.example/other": true };
  assert.equal(z.RequestMetaSchema!.parse(meta), meta);
  assert.is(z.RequestMetaSchema!.safeParse({ [related]: {} }).success, false);
  // Task-augmented params carry it, as the SDK's (BaseRequestParams extended by task).
  assert.is(z.TaskAugmentedRequestParamsSchema!.safeParse({ _meta: { [related]: {} }, task: { ttl: 1 } }).success, false);
  // The common params: _meta optional and a RequestMeta, unknown siblings stripped (plain z.object).
  for (const name of ["BaseRequestParamsSchema", "NotificationsParamsSchema"]) {
    assert.equal(z[name]!.parse({}), {}, name);
    assert.equal(z[name]!.parse({ _meta: { progressToken: "p" }, extra: 1 }), { _meta: { progressToken: "p" } }, name);
    assert.is(z[name]!.safeParse({ _meta: { [related]: { taskId: 1 } } }).success, false, name);
  }
  // Progress: a progress notification's figures, without token and _meta.
  assert.equal(Object.keys(z.ProgressSchema!.shape), ["progress", "total", "message"]);
  assert.equal(z.ProgressSchema!.parse({ progress: 1, total: 2, message: "m", progressToken: "t" }), { progress: 1, total: 2, message: "m" });
  // The listen result's _meta under the SDK's name; a malformed serverInfo stamp is read as absent, as on ResultMetaObject.
  assert.is(z.SubscriptionsListenResultMetaSchema, z.SubscriptionsListenResultMetaObjectSchema);
  const listened = z.SubscriptionsListenResultMetaSchema!.parse({ "io.modelcontextprotocol/subscriptionId": 7, "io.modelcontextprotocol/serverInfo": "bad" }) as Record<string, unknown>;
  assert.is(listened["io.modelcontextprotocol/subscriptionId"], 7);
  assert.is(listened["io.modelcontextprotocol/serverInfo"], undefined);
  // TaskCreationParams: TaskMetadata's ttl with a poll interval, numbers, other keys kept.
  assert.equal(z.TaskCreationParamsSchema!.parse({ ttl: 1.5, pollInterval: 2.5, other: 1 }), { ttl: 1.5, pollInterval: 2.5, other: 1 });
  // What stays the SDK's own (README): no spec defines it.
  assert.is(z.CompatibilityCallToolResultSchema, undefined);
  assert.is(z.ListChangedOptionsBaseSchema, undefined);
});

test.run();
