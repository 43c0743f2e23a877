import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import { deriveMethods, type MethodInfo } from "../../generator/mcp/methods.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { Model } from "../../generator/ir/model.ts";
import { historyFiles, projectRoot, readJson, schemaPath, versions } from "../helpers/paths.ts";
import { readFileSync } from "node:fs";

/** Hand-written from each schema.json: method -> [params, result] per direction, and alternative results. */
interface Expected {
  "client-to-server": {
    requests: Record<string, [string | null, string]>;
    notifications: Record<string, string | null>;
  };
  "server-to-client": {
    requests: Record<string, [string | null, string]>;
    inputRequests: Record<string, [string | null, string]>;
    notifications: Record<string, string | null>;
  };
  alternativeResults: Record<string, string[]>;
}

const fixtures = join(projectRoot, "test", "fixtures", "methods");

async function modelOf(version: string): Promise<Model> {
  return buildModel(await loadSchema(schemaPath(version), version));
}

function fixtureModel(name: string): Model {
  return buildModel(readJson(join(fixtures, name)) as never, { file: name });
}

/** The derivation reshaped like the hand-written fixture. */
function actualShape(methods: MethodInfo[]): Expected {
  const requests = (direction: MethodInfo["direction"], via: MethodInfo["via"]) =>
    Object.fromEntries(
      methods
        .filter((m) => m.kind === "request" && m.direction === direction && m.via === via)
        .map((m) => [m.method, [m.params, m.result!] as [string | null, string]]),
    );
  const notifications = (direction: MethodInfo["direction"]) =>
    Object.fromEntries(
      methods.filter((m) => m.kind === "notification" && m.direction === direction).map((m) => [m.method, m.params]),
    );
  const alternatives: Record<string, string[]> = {};
  for (const m of methods) if (m.alternativeResults.length) alternatives[m.method] = m.alternativeResults;
  return {
    "client-to-server": {
      requests: requests("client-to-server", "json-rpc"),
      notifications: notifications("client-to-server"),
    },
    "server-to-client": {
      requests: requests("server-to-client", "json-rpc"),
      inputRequests: requests("server-to-client", "input-request"),
      notifications: notifications("server-to-client"),
    },
    alternativeResults: alternatives,
  };
}

/** Key order is the fixture's reading order, not meaningful: compare sorted. */
function sortDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortDeep((value as Record<string, unknown>)[k])]),
    ) as T;
  }
  return value;
}

test("every version's methods per direction match the hand-written sets (method, params, result)", async () => {
  const counts: Record<string, string> = {};
  for (const v of versions) {
    const methods = deriveMethods(await modelOf(v));
    const expected = readJson<Expected>(join(fixtures, `${v}.json`));
    assert.equal(sortDeep(actualShape(methods)), sortDeep(expected), v);
    const c = actualShape(methods);
    counts[v] =
      `${methods.length} (c2s requests ${Object.keys(c["client-to-server"].requests).length}, ` +
      `s2c requests ${Object.keys(c["server-to-client"].requests).length}, ` +
      `s2c input requests ${Object.keys(c["server-to-client"].inputRequests).length}, ` +
      `c2s notifications ${Object.keys(c["client-to-server"].notifications).length}, ` +
      `s2c notifications ${Object.keys(c["server-to-client"].notifications).length})`;
  }
  for (const [v, c] of Object.entries(counts)) console.log(`methods ${v}: ${c}`);
});

test("output is sorted by method, direction, via, and stable across runs", async () => {
  for (const v of versions) {
    const model = await modelOf(v);
    const a = deriveMethods(model);
    const keys = a.map((m) => `${m.method}\u0000${m.direction}\u0000${m.via}`);
    assert.equal(keys, [...keys].sort(), v);
    assert.equal(new Set(keys).size, keys.length, `${v}: no duplicate entries`);
    assert.equal(deriveMethods(model), a, `${v}: idempotent`);
  }
});

test("the model is not mutated", async () => {
  const model = await modelOf("2026-07-28");
  const before = JSON.stringify(model);
  deriveMethods(model);
  assert.is(JSON.stringify(model), before);
});

test("2026-07-28: the inlined single-member ClientNotification is named after the definition it copies", async () => {
  for (const v of ["2026-07-28", "draft"]) {
    const methods = deriveMethods(await modelOf(v));
    const cancelled = methods.find((m) => m.method === "notifications/cancelled" && m.direction === "client-to-server");
    assert.ok(cancelled, v);
    assert.is(cancelled!.definition, "CancelledNotification", v);
    assert.is(cancelled!.inline, false, v);
    assert.is(cancelled!.params, "CancelledNotificationParams", v);
  }
});

test("2026-07-28: input requests travel inside results, answered by InputResponses members", async () => {
  const methods = deriveMethods(await modelOf("2026-07-28"));
  const input = methods.filter((m) => m.via === "input-request");
  assert.equal(
    input.map((m) => [m.method, m.kind, m.direction, m.union]),
    [
      ["elicitation/create", "request", "server-to-client", "InputRequests"],
      ["roots/list", "request", "server-to-client", "InputRequests"],
      ["sampling/createMessage", "request", "server-to-client", "InputRequests"],
    ],
  );
  assert.ok(input.every((m) => m.alternativeResults.length === 0));
  const roots = input.find((m) => m.method === "roots/list")!;
  assert.equal([roots.paramsInline, roots.paramsRequired], [true, false]);
  assert.ok(!methods.some((m) => m.via === "json-rpc" && m.direction === "server-to-client" && m.kind === "request"));
});

test("capability of each method: receiver for requests, sender for notifications", async () => {
  const pick = (methods: MethodInfo[], method: string, direction: MethodInfo["direction"]) => {
    const m = methods.find((x) => x.method === method && x.direction === direction)!;
    return [m.capabilitySide, m.capability];
  };
  const m2025 = deriveMethods(await modelOf("2025-11-25"));
  assert.equal(pick(m2025, "tools/call", "client-to-server"), ["server", "tools"]);
  assert.equal(pick(m2025, "notifications/tools/list_changed", "server-to-client"), ["server", "tools.listChanged"]);
  assert.equal(pick(m2025, "resources/unsubscribe", "client-to-server"), ["server", "resources.subscribe"]);
  assert.equal(pick(m2025, "notifications/resources/updated", "server-to-client"), ["server", "resources.subscribe"]);
  assert.equal(pick(m2025, "completion/complete", "client-to-server"), ["server", "completions"]);
  assert.equal(pick(m2025, "notifications/message", "server-to-client"), ["server", "logging"]);
  assert.equal(pick(m2025, "notifications/roots/list_changed", "client-to-server"), ["client", "roots.listChanged"]);
  assert.equal(pick(m2025, "tasks/list", "client-to-server"), ["server", "tasks.list"]);
  assert.equal(pick(m2025, "tasks/list", "server-to-client"), ["client", "tasks.list"]);
  assert.equal(pick(m2025, "notifications/elicitation/complete", "server-to-client"), ["client", "elicitation"]);
  assert.equal(pick(m2025, "ping", "client-to-server"), [null, null]);
  assert.equal(pick(m2025, "initialize", "client-to-server"), [null, null]);
  // 2024-11-05 has no `completions` capability: completion/complete is unguarded there.
  assert.equal(pick(deriveMethods(await modelOf("2024-11-05")), "completion/complete", "client-to-server"), [
    null,
    null,
  ]);
});

test("a request with no result to pair with is an error naming it", () => {
  try {
    deriveMethods(fixtureModel("unpaired.schema.json"));
    assert.unreachable("expected method-unpaired");
  } catch (e) {
    assert.instance(e, CodegenError);
    const err = e as CodegenError<"method-unpaired">;
    assert.is(err.id, "method-unpaired");
    assert.is(err.args.method, "widgets/frobnicate");
    assert.is(err.args.detail, "none of FrobnicateResult, FrobnicateResultResponse is defined");
    assert.is(err.file, "unpaired.schema.json");
    assert.is(err.pointer, "#/definitions/FrobnicateRequest");
  }
});

test("naming pairs even where the result union forgets the result, which is then no alternative", () => {
  const [m] = deriveMethods(fixtureModel("not-in-union.schema.json"));
  assert.equal([m!.method, m!.result, m!.alternativeResults], ["widgets/frobnicate", "FrobnicateResult", []]);
});

test("inline union members are kept, named by suggestedName, paired via the exception table", () => {
  const methods = deriveMethods(fixtureModel("inline.schema.json"));
  assert.equal(
    methods.map((m) => [m.method, m.definition, m.inline, m.union, m.params, m.paramsInline, m.result, m.capability]),
    [
      [
        "notifications/widgets/list_changed",
        "ServerNotificationNotificationsWidgetsListChanged",
        true,
        "ServerNotification",
        "ServerNotificationNotificationsWidgetsListChangedParams",
        true,
        null,
        "widgets.listChanged",
      ],
      ["ping", "ClientRequestPing", true, "ClientRequest", "RequestParams", false, "EmptyResult", null],
      [
        "widgets/list",
        "ListWidgetsRequest",
        false,
        "ClientRequest",
        "RequestParams",
        false,
        "ListWidgetsResult",
        "widgets",
      ],
    ],
  );
});

test("draft history: every schema derives, except upstream drafts whose subscriptions/listen has no result", () => {
  const outcome = { derived: 0, unpaired: [] as string[], notIngested: 0 };
  for (const h of historyFiles()) {
    let model: Model;
    try {
      model = buildModel(JSON.parse(readFileSync(h.path, "utf8")), { file: h.file });
    } catch (e) {
      // Two upstream drafts have dangling $refs: the ingest rejects them (tested with the ts target).
      assert.is((e as CodegenError).id, "ref-unresolved", h.file);
      outcome.notIngested++;
      continue;
    }
    try {
      const methods = deriveMethods(model);
      assert.ok(
        methods.some((m) => m.method === "tools/call"),
        h.file,
      );
      outcome.derived++;
    } catch (e) {
      const err = e as CodegenError<"method-unpaired">;
      assert.is(err.id, "method-unpaired", h.file);
      outcome.unpaired.push(`${err.args.method}: ${err.args.detail}`);
    }
  }
  console.log(
    `  draft history: ${outcome.derived} derived, ${outcome.unpaired.length} method-unpaired, ${outcome.notIngested} not ingested`,
  );
  // 2026-05 drafts added subscriptions/listen before any SubscriptionsListenResult existed.
  assert.equal(
    [...new Set(outcome.unpaired)],
    ["subscriptions/listen: none of SubscriptionsListenResult, SubscriptionsListenResultResponse is defined"],
  );
  assert.equal([outcome.derived, outcome.unpaired.length, outcome.notIngested], [189, 29, 2]);
});

test("a deprecated request definition marks its method deprecated", () => {
  const model = fixtureModel("inline.schema.json");
  const deprecatedModel: Model = {
    ...model,
    definitions: model.definitions.map((d) => (d.name === "ListWidgetsRequest" ? { ...d, deprecated: {} } : d)),
  };
  const flags = deriveMethods(deprecatedModel).map((m) => [m.method, m.deprecated]);
  assert.equal(flags, [
    ["notifications/widgets/list_changed", false],
    ["ping", false],
    ["widgets/list", true],
  ]);
});

test("a schema without method unions has no methods", () => {
  assert.equal(deriveMethods(buildModel({ definitions: { A: { type: "string" } } })), []);
});

test.run();
