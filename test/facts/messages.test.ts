import { test } from "uvu";
import * as assert from "uvu/assert";
import { chooseByMethod, messageSources, planMessages } from "../../generator/facts/messages.ts";
import { protocolCapabilities, protocolMethods } from "../../generator/facts/methods.ts";
import { definitionNames } from "../../generator/facts/names.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { deriveCapabilities } from "../../generator/mcp/capabilities.ts";
import { deriveMethods } from "../../generator/mcp/methods.ts";
import { schemaPath, versions } from "../helpers/paths.ts";

test("2025-11-25: each JSON-RPC method's checking definition and senders, as the method unions state them", async () => {
  const model = buildModel(await loadSchema(schemaPath("2025-11-25")));
  const plan = planMessages(model, definitionNames(model))!;
  const table = (methods: typeof plan.requests) => Object.fromEntries(methods.map((m) => [m.method, [m.names.definition.name, m.senders.join("+")]]));
  const requests = table(plan.requests);
  // Both sides send these (ClientRequest and ServerRequest list them): one definition checks both.
  for (const [method, definition] of [["ping", "PingRequest"], ["tasks/get", "GetTaskRequest"], ["tasks/result", "GetTaskPayloadRequest"], ["tasks/cancel", "CancelTaskRequest"], ["tasks/list", "ListTasksRequest"]]) {
    assert.equal(requests[method!], [definition, "client+server"], method);
  }
  assert.equal(requests["tools/call"], ["CallToolRequest", "client"]);
  assert.equal(requests["sampling/createMessage"], ["CreateMessageRequest", "server"]);
  assert.equal(requests["elicitation/create"], ["ElicitRequest", "server"]);
  assert.is(plan.requests.length, 17 + 8 - 5, "ClientRequest's 17 and ServerRequest's 8, five of them shared");
  const notifications = table(plan.notifications);
  assert.equal(notifications["notifications/cancelled"], ["CancelledNotification", "client+server"]);
  assert.equal(notifications["notifications/initialized"], ["InitializedNotification", "client"]);
  assert.equal(notifications["notifications/message"], ["LoggingMessageNotification", "server"]);
  assert.is(plan.notifications.length, 5 + 9 - 3);
  assert.equal(plan.envelopes.request.definition.name, "JSONRPCRequest");
  const sorted = (ms: readonly { method: string }[]) => ms.map((m) => m.method).join() === ms.map((m) => m.method).sort().join();
  assert.ok(sorted(plan.requests) && sorted(plan.notifications), "sorted by method");
});

test("chooseByMethod: the first source a target knows stands for the method, later ones go with it, earlier unknown ones do not", () => {
  const sources = [
    { method: "b", id: 1, known: false },
    { method: "a", id: 2, known: true },
    { method: "b", id: 3, known: true },
    { method: "a", id: 4, known: false },
    { method: "b", id: 5, known: true },
    { method: "c", id: 6, known: false },
  ];
  const chosen = chooseByMethod(sources, (s) => (s.known ? `#${s.id}` : undefined));
  assert.equal(
    chosen.map((c) => [c.method, c.message, c.sources.map((s) => s.id)]),
    [
      ["a", "#2", [2, 4]],
      ["b", "#3", [3, 5]],
    ],
  );
});

test("every version: facts are computed once per model, equal what mcp/ derives, and leave the model untouched", async () => {
  for (const v of versions) {
    const m = buildModel(await loadSchema(schemaPath(v)));
    const before = JSON.stringify(m);
    const [sources, methods, capabilities, names] = [messageSources(m), protocolMethods(m), protocolCapabilities(m), definitionNames(m)];
    assert.ok(messageSources(m) === sources && protocolMethods(m) === methods && protocolCapabilities(m) === capabilities && definitionNames(m) === names, `${v}: computed once`);
    assert.equal(protocolMethods(m), deriveMethods(m), v);
    assert.equal(protocolCapabilities(m), deriveCapabilities(m, deriveMethods(m)), v);
    assert.ok(messageSources(m).every((s) => s.source.via === "json-rpc" && s.checkedBy === (s.inline ? s.container : s.definition)), v);
    assert.ok(messageSources(m).length > 0, v);
    planMessages(m, definitionNames(m));
    assert.is(JSON.stringify(m), before, `${v}: model untouched`);
  }
});

test.run();
