import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import { deriveMethods } from "../../generator/mcp/methods.ts";
import { deriveCapabilities, type CapabilityMap } from "../../generator/mcp/capabilities.ts";
import { schemaPath, versions } from "../helpers/paths.ts";

async function capabilitiesOf(version: string): Promise<CapabilityMap> {
  const model = buildModel(await loadSchema(schemaPath(version), version));
  return deriveCapabilities(model, deriveMethods(model));
}

/** key -> guarded methods, only keys that guard something. */
function guarding(entries: CapabilityMap["client"]): Record<string, string[]> {
  return Object.fromEntries(entries.filter((e) => e.guards.length > 0).map((e) => [e.key, e.guards]));
}

// Hand-written from ClientCapabilities/ServerCapabilities and the method lists of each schema.json.
test("2024-11-05 capability map", async () => {
  const map = await capabilitiesOf("2024-11-05");
  assert.equal(
    map.client.map((e) => e.key),
    ["experimental", "roots", "roots.listChanged", "sampling"],
  );
  assert.equal(guarding(map.client), {
    roots: ["roots/list"],
    "roots.listChanged": ["notifications/roots/list_changed"],
    sampling: ["sampling/createMessage"],
  });
  assert.equal(guarding(map.server), {
    logging: ["logging/setLevel", "notifications/message"],
    prompts: ["prompts/get", "prompts/list"],
    "prompts.listChanged": ["notifications/prompts/list_changed"],
    resources: ["resources/list", "resources/read", "resources/templates/list"],
    "resources.listChanged": ["notifications/resources/list_changed"],
    "resources.subscribe": ["notifications/resources/updated", "resources/subscribe", "resources/unsubscribe"],
    tools: ["tools/call", "tools/list"],
    "tools.listChanged": ["notifications/tools/list_changed"],
  });
});

test("2025-11-25 capability map: tasks on both sides, elicitation", async () => {
  const map = await capabilitiesOf("2025-11-25");
  assert.equal(guarding(map.client), {
    elicitation: ["elicitation/create", "notifications/elicitation/complete"],
    roots: ["roots/list"],
    "roots.listChanged": ["notifications/roots/list_changed"],
    sampling: ["sampling/createMessage"],
    tasks: ["notifications/tasks/status", "tasks/get", "tasks/result"],
    "tasks.cancel": ["tasks/cancel"],
    "tasks.list": ["tasks/list"],
  });
  assert.equal(guarding(map.server).completions, ["completion/complete"]);
  assert.equal(guarding(map.server)["tasks.cancel"], ["tasks/cancel"]);
  const requests = map.server.find((e) => e.key === "tasks.requests");
  assert.equal(requests, { key: "tasks.requests", parent: "tasks", guards: [] });
});

test("2026-07-28 capability map", async () => {
  const map = await capabilitiesOf("2026-07-28");
  assert.equal(guarding(map.client), {
    elicitation: ["elicitation/create"],
    roots: ["roots/list"],
    sampling: ["sampling/createMessage"],
  });
  assert.equal(guarding(map.server), {
    completions: ["completion/complete"],
    logging: ["notifications/message"],
    prompts: ["prompts/get", "prompts/list"],
    "prompts.listChanged": ["notifications/prompts/list_changed"],
    resources: ["resources/list", "resources/read", "resources/templates/list"],
    "resources.listChanged": ["notifications/resources/list_changed"],
    "resources.subscribe": ["notifications/resources/updated"],
    tools: ["tools/call", "tools/list"],
    "tools.listChanged": ["notifications/tools/list_changed"],
  });
});

test("every guarded method is one of the version's methods, and keys are sorted", async () => {
  for (const v of versions) {
    const model = buildModel(await loadSchema(schemaPath(v), v));
    const methods = new Set(deriveMethods(model).map((m) => m.method));
    const map = deriveCapabilities(model, deriveMethods(model));
    for (const side of ["client", "server"] as const) {
      const keys = map[side].map((e) => e.key);
      assert.equal(keys, [...keys].sort(), `${v} ${side}`);
      for (const e of map[side]) for (const g of e.guards) assert.ok(methods.has(g), `${v} ${side} ${e.key} ${g}`);
      for (const e of map[side]) if (e.parent) assert.ok(keys.includes(e.parent), `${v} ${e.key}`);
    }
  }
});

test.run();
