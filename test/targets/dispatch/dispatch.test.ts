import { test } from "uvu";
import * as assert from "uvu/assert";
import { sampleMessages, sampler } from "../../helpers/sample.ts";
import { definitionsByName } from "../../../generator/ir/lookup.ts";
import { dispatchOf, envelope } from "./helpers.ts";

const roundTripVersions = ["2025-11-25", "2026-07-28"] as const;

/** Every request handler returns `answer(method)`; every notification handler records its params. */
function stubs(methods: readonly string[], answer: (method: string) => unknown, seen: unknown[][]) {
  const handlers: Record<string, (params: unknown, extra: unknown) => unknown> = {};
  for (const m of methods) handlers[m] = async (params, extra) => (seen.push([m, params, extra]), answer(m));
  return handlers;
}

for (const version of roundTripVersions) {
  test(`${version}: every method round-trips through the dispatch core, with each of its results, checked by the validators`, async () => {
    const { model, methods, dispatch, validate } = await dispatchOf(version);
    const sample = sampler(model);
    const defs = definitionsByName(model);
    const sampleOf = (name: string) => sample(defs.get(name)!.type);
    const resultEnvelope = envelope(model, "result");
    let requests = 0;
    let answers = 0;
    let notifications = 0;
    for (const { member, message } of sampleMessages(model)) {
      const side = member.source.direction === "client-to-server" ? "server" : "client";
      const info = methods.find((m) => m.method === member.method && m.direction === member.source.direction && m.via === "json-rpc")!;
      const create = side === "server" ? dispatch.createServerDispatcher : dispatch.createClientDispatcher;
      const seen: unknown[][] = [];
      const where = `${version} ${member.method} (${member.source.direction})`;
      if (member.source.kind === "notification") {
        const d = create({ handlers: {}, notifications: stubs([member.method], () => undefined, seen) });
        assert.is(await d.handle(JSON.stringify(message), "extra"), undefined, where);
        assert.equal(seen, [[member.method, message.params, "extra"]], where);
        notifications++;
        continue;
      }
      requests++;
      for (const answer of [info.result!, ...info.alternativeResults]) {
        const result = sampleOf(answer);
        assert.ok(validate(answer, result).ok, `${where}: the sample ${answer} is valid`);
        const d = create({ handlers: stubs([member.method], () => result, seen) });
        const response = await d.handle(JSON.stringify(message), "extra");
        assert.equal(response, { jsonrpc: "2.0", id: message.id, result }, `${where} -> ${answer}: ${JSON.stringify(response)}`);
        assert.ok(validate(resultEnvelope, response).ok, `${where}: the response is a ${resultEnvelope}`);
        assert.ok(validate(answer, response.result).ok, `${where}: the result is a ${answer}`);
        answers++;
      }
      assert.equal(seen.map((s) => [s[0], s[2]]), Array.from({ length: 1 + info.alternativeResults.length }, () => [member.method, "extra"]));
    }
    console.log(`  dispatch ${version}: ${requests} requests (${answers} results and alternative results), ${notifications} notifications round-tripped`);
    assert.ok(requests >= 10 && notifications >= 9, `${requests} requests, ${notifications} notifications`);
  });

  test(`${version}: unknown methods, wrong direction, bad params, bad results: the spec's error shapes`, async () => {
    const { model, dispatch, validate } = await dispatchOf(version);
    const errorEnvelope = envelope(model, "error");
    const has = (name: string) => model.definitions.some((d) => d.name === name);
    const expectError = (response: any, code: number, specific: string | undefined, where: string) => {
      assert.is(response?.error?.code, code, `${where}: ${JSON.stringify(response)}`);
      assert.ok(validate(errorEnvelope, response).ok, `${where}: a ${errorEnvelope}: ${JSON.stringify(validate(errorEnvelope, response).errors)}`);
      // 2026-07-28 names each JSON-RPC error (MethodNotFoundError: code -32601, ...): the error object must be one.
      if (specific && has(specific)) assert.ok(validate(specific, response.error).ok, `${where}: a ${specific}`);
    };
    const toolsCall = sampleMessages(model).find((s) => s.member.method === "tools/call")!.message;
    const server = dispatch.createServerDispatcher({ handlers: { "tools/call": () => ({ content: [] }) } });

    expectError(await server.handle({ jsonrpc: "2.0", id: 9, method: "tools/teleport", params: {} }), -32601, "MethodNotFoundError", "unknown method");
    const createMessage = sampleMessages(model).find((s) => s.member.source.direction === "server-to-client" && s.member.source.kind === "request");
    if (createMessage) expectError(await server.handle(createMessage.message), -32601, "MethodNotFoundError", `${createMessage.member.method} sent by a client`);
    const unhandled = sampleMessages(model).find((s) => s.member.method === "prompts/list")!.message;
    expectError(await server.handle(unhandled), -32601, "MethodNotFoundError", "no handler");
    const badParams = await server.handle({ ...toolsCall, params: { ...(toolsCall.params as object), name: 42 } });
    expectError(badParams, -32602, "InvalidParamsError", "bad params");
    assert.ok(badParams.error.data.errors.some((e: { path: string }) => e.path.startsWith("/params/name")), JSON.stringify(badParams.error.data));
    expectError(await server.handle("{"), -32700, "ParseError", "parse error");
    expectError(await server.handle({ jsonrpc: "1.0", id: 4, method: "tools/call" }), -32600, "InvalidRequestError", "invalid request");

    const wrong = dispatch.createServerDispatcher({ handlers: { "tools/call": () => ({ content: "not a list" }) } });
    const badResult = await wrong.handle(toolsCall);
    expectError(badResult, -32603, "InternalError", "invalid result");
    assert.ok(badResult.error.data.errors.some((e: { path: string }) => e.path.startsWith("/result")), JSON.stringify(badResult.error.data));
    // Production mode: results are not checked.
    const trusting = dispatch.createServerDispatcher({ handlers: { "tools/call": () => ({ content: "not a list" }) }, validateResults: false });
    assert.equal((await trusting.handle(toolsCall)).result, { content: "not a list" });

    const thrown: unknown[] = [];
    const failing = dispatch.createServerDispatcher({
      handlers: {
        "tools/call": () => {
          throw new dispatch.RpcError(-32002, "no such tool", { name: "x" });
        },
        "tools/list": () => {
          throw new Error("secret detail");
        },
      },
      onHandlerError: (e: unknown) => thrown.push(e),
    });
    expectError(await failing.handle(toolsCall), -32002, undefined, "RpcError");
    const listTools = sampleMessages(model).find((s) => s.member.method === "tools/list")!.message;
    const internal = await failing.handle(listTools);
    expectError(internal, -32603, "InternalError", "a throwing handler");
    assert.not.match(JSON.stringify(internal), /secret/);
    assert.is(thrown.length, 1);

    // Notifications never get a response, even unknown or invalid ones; results are not for the dispatcher.
    const reported: unknown[] = [];
    const quiet = dispatch.createServerDispatcher({ handlers: {}, onNotificationError: (e: unknown) => reported.push(e) });
    assert.is(await quiet.handle({ jsonrpc: "2.0", method: "notifications/teleported" }), undefined);
    assert.is(await quiet.handle({ jsonrpc: "2.0", id: 1, result: {} }), undefined);
    assert.is(reported.length, 1);
    // Handler names are looked up as own properties only.
    expectError(await quiet.handle(listTools), -32601, "MethodNotFoundError", "no own handler");
  });
}

test("the runtime's JSON-RPC codes are the schema's own, where the schema names them (2026-07-28)", async () => {
  const { model, dispatch } = await dispatchOf("2026-07-28");
  const codeOf = (name: string) => {
    const t = model.definitions.find((d) => d.name === name)!.type;
    const p = t.kind === "object" ? t.properties.find((q) => q.name === "code") : undefined;
    return p?.type.kind === "literal" ? p.type.value : undefined;
  };
  assert.equal(
    [dispatch.PARSE_ERROR, dispatch.INVALID_REQUEST, dispatch.METHOD_NOT_FOUND, dispatch.INVALID_PARAMS, dispatch.INTERNAL_ERROR],
    ["ParseError", "InvalidRequestError", "MethodNotFoundError", "InvalidParamsError", "InternalError"].map(codeOf),
  );
});

test.run();
