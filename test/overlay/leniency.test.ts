import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import type { Model, ObjectNode } from "../../generator/ir/model.ts";
import { renderFiles } from "../helpers/generate.ts";
import { projectRoot, readJson } from "../helpers/paths.ts";
import { overlayFailure } from "./overlayError.ts";
import { typecheck } from "../helpers/tsc.ts";
import { writeInProject } from "../targets/zod/helpers.ts";

// The overlay's leniency options: a malformed value read as absent (loosen's onInvalid), a strict (or open, or
// stripping) derivation that may replace an alias (derive's policy and replaces), and stripping unknown keys
// (object-policy "ignore") as the zod target emits them.

const file = "mcp-codegen.config.json";
const reason = "the SDK does so";

/** The overlay fixture, with `EmptyResult` an alias of `Result` as in every published schema.json. */
function fixture(): Model {
  const schema = readJson(join(projectRoot, "test/fixtures/overlay/schema.json")) as { definitions: Record<string, unknown> };
  return buildModel({ ...schema, definitions: { ...schema.definitions, EmptyResult: { $ref: "#/definitions/Result" } } });
}

function applied(entries: object[], model = fixture()): Model {
  const overlay = validateOverlay({ entries: entries.map((e) => ({ reason, ...e })) }, file, "#/overlay");
  return applyOverlay(model, overlay, "fixture");
}

const failure = (run: () => unknown) => overlayFailure(run, file);

const def = (m: Model, name: string) => m.definitions.find((d) => d.name === name);
const object = (m: Model, name: string) => def(m, name)!.type as ObjectNode;
const prop = (m: Model, name: string, p: string) => object(m, name).properties.find((x) => x.name === p);

test("loosen onInvalid: the property reads a malformed value as absent and is optional", () => {
  const before = fixture();
  assert.is(prop(before, "Result", "content")!.required, true);
  const m = applied([{ kind: "loosen", at: "#/definitions/Result", property: "content", onInvalid: "absent" }], before);
  assert.equal([prop(m, "Result", "content")!.required, prop(m, "Result", "content")!.onInvalid], [false, "absent"]);
  assert.is(prop(m, "Result", "isError")!.onInvalid, undefined, "only the named property");
  assert.is(prop(before, "Result", "content")!.onInvalid, undefined, "input untouched");
});

test("loosen onInvalid with a wider schema: both apply", () => {
  const m = applied([{ kind: "loosen", at: "#/definitions/Result", property: "isError", schema: { type: ["boolean", "string"] }, onInvalid: "absent" }]);
  assert.equal([prop(m, "Result", "isError")!.onInvalid, prop(m, "Result", "isError")!.type.kind], ["absent", "union"]);
});

test("derive policy: a strict derivation of an open definition, the original unchanged", () => {
  const m = applied([
    { kind: "object-policy", at: "#/definitions/Result", policy: "open" },
    { kind: "derive", definition: "StrictResult", from: "Result", policy: "strict" },
  ]);
  assert.equal([object(m, "Result").additional, object(m, "StrictResult").additional], [{ kind: "open" }, { kind: "closed" }]);
  assert.equal(object(m, "StrictResult").properties.map((p) => p.name), ["content", "isError", "tools"]);
  const ignoring = applied([{ kind: "derive", definition: "Lax", from: "Content", policy: "ignore" }]);
  assert.is(object(ignoring, "Lax").unknownKeys, "drop");
  assert.is(object(ignoring, "Content").unknownKeys, undefined);
});

test("derive replaces: an alias of `from` becomes the derivation, under its own pointer and description", () => {
  const before = fixture();
  assert.equal(def(before, "EmptyResult")!.type.kind, "ref");
  const m = applied([{ kind: "derive", definition: "EmptyResult", from: "Result", omit: ["tools"], policy: "strict", replaces: true }], before);
  const empty = def(m, "EmptyResult")!;
  assert.equal([empty.type.kind, empty.pointer, (empty.type as ObjectNode).additional], ["object", "#/definitions/EmptyResult", { kind: "closed" }]);
  assert.equal(object(m, "EmptyResult").properties.map((p) => p.name), ["content", "isError"]);
  assert.is(m.definitions.filter((d) => d.name === "EmptyResult").length, 1, "replaced, not added");
  assert.equal(m.definitions.map((d) => d.name), [...m.definitions.map((d) => d.name)].sort());
  assert.equal(def(before, "EmptyResult")!.type.kind, "ref", "input untouched");
});

test("bad entry: onInvalid malformed, on tighten, or with optional: false is config-invalid at the member or entry", () => {
  const invalid = (entry: object) => failure(() => validateOverlay({ entries: [{ reason, ...entry }] }, file, "#/overlay"));
  const at = "#/definitions/Result";
  const drop = invalid({ kind: "loosen", at, property: "content", onInvalid: "drop" });
  assert.equal([drop.id, drop.pointer], ["config-invalid", "#/overlay/entries/0/onInvalid"]);
  const tighten = invalid({ kind: "tighten", at, property: "content", onInvalid: "absent" });
  assert.equal([tighten.id, tighten.pointer], ["config-invalid", "#/overlay/entries/0/onInvalid"]);
  const both = invalid({ kind: "loosen", at, property: "content", optional: false, onInvalid: "absent" });
  assert.equal([both.id, both.pointer], ["config-invalid", "#/overlay/entries/0"]);
  assert.match(both.message, "onInvalid");
});

test("bad entry: derive policy or replaces malformed is config-invalid at the member", () => {
  const invalid = (entry: object) => failure(() => validateOverlay({ entries: [{ reason, ...entry }] }, file, "#/overlay")).pointer;
  assert.is(invalid({ kind: "derive", definition: "X", from: "Result", policy: "closed" }), "#/overlay/entries/0/policy");
  assert.is(invalid({ kind: "derive", definition: "X", from: "Result", replaces: "yes" }), "#/overlay/entries/0/replaces");
});

test("bad entry: onInvalid on a property that is not there is overlay-no-match naming it", () => {
  const f = failure(() => applied([{ kind: "loosen", at: "#/definitions/Result", property: "nope", onInvalid: "absent" }]));
  assert.equal([f.id, f.pointer, (f.args as { at: string }).at], ["overlay-no-match", "#/overlay/entries/0", "#/definitions/Result/properties/nope"]);
});

test("bad entry: replaces with nothing to replace is overlay-no-match; replacing what is not an alias of `from` is overlay-name-taken", () => {
  const none = failure(() => applied([{ kind: "derive", definition: "Nope", from: "Result", replaces: true }]));
  assert.equal([none.id, none.pointer, (none.args as { at: string }).at], ["overlay-no-match", "#/overlay/entries/0", "#/definitions/Nope"]);
  const object = failure(() => applied([{ kind: "derive", definition: "Content", from: "Result", replaces: true }]));
  assert.equal([object.id, object.pointer, (object.args as { at: string }).at], ["overlay-name-taken", "#/overlay/entries/0", "#/definitions/Content"]);
  const otherAlias = failure(() => applied([{ kind: "derive", definition: "EmptyResult", from: "Content", replaces: true }]));
  assert.equal([otherAlias.id, (otherAlias.args as { at: string }).at], ["overlay-name-taken", "#/definitions/EmptyResult"]);
  const conflict = failure(() =>
    applied([
      { kind: "loosen", at: "#/definitions/Result", property: "content", onInvalid: "absent" },
      { kind: "tighten", at: "#/definitions/Result", property: "content", required: true },
    ]),
  );
  assert.equal([conflict.id, conflict.pointer], ["overlay-conflict", "#/overlay/entries/1"]);
});

type Schema = { parse(v: unknown): unknown; safeParse(v: unknown): { success: boolean } };

test("zod (2026-07-28): a malformed serverInfo is read as absent, EmptyResult strict while Result stays open, tools/call params stripped", async () => {
  const overlay = validateOverlay(
    {
      entries: [
        { kind: "loosen", at: "#/$defs/ResultMetaObject", property: "io.modelcontextprotocol/serverInfo", onInvalid: "absent", reason },
        { kind: "derive", definition: "EmptyResult", from: "Result", replaces: true, policy: "strict", reason },
        { kind: "object-policy", at: "#/$defs/CallToolRequestParams", policy: "ignore", reason },
      ],
    },
    "overlay.json",
    "#",
  );
  const files = await renderFiles({ specs: ["2026-07-28"], targets: ["zod"], overlay, zodImport: "zod" });
  const dir = writeInProject(files, "leniency-");
  // The SDK compiles these modules: `.catch(undefined)` must type-check (it did not on `$optional`'s output type).
  const errors = typecheck([join(dir, "2026-07-28", "zod.ts")]).map((d) => `${d.line}: ${d.message.split("\n")[0]}`);
  assert.equal(errors, []);
  const zod = (await import(pathToFileURL(join(dir, "2026-07-28", "zod.ts")).href)) as Record<string, Schema>;
  const serverInfo = "io.modelcontextprotocol/serverInfo";
  const meta = zod.ResultMetaObjectSchema!.parse({ [serverInfo]: "bogus", "x.example/keep": 1 }) as Record<string, unknown>;
  assert.equal([meta[serverInfo], meta["x.example/keep"]], [undefined, 1]);
  const good = { name: "s", version: "1" };
  assert.equal((zod.ResultMetaObjectSchema!.parse({ [serverInfo]: good }) as Record<string, unknown>)[serverInfo], good);
  assert.is(zod.ResultSchema!.safeParse({ resultType: "complete", _meta: { [serverInfo]: 7 } }).success, true);
  assert.is(zod.EmptyResultSchema!.safeParse({ resultType: "complete", _meta: {} }).success, true);
  assert.is(zod.EmptyResultSchema!.safeParse({ resultType: "complete", extra: 1 }).success, false);
  assert.is(zod.ResultSchema!.safeParse({ resultType: "complete", extra: 1 }).success, true, "Result stays open");
  const _meta = { "io.modelcontextprotocol/clientCapabilities": {}, "io.modelcontextprotocol/protocolVersion": "2026-07-28" };
  const params = zod.CallToolRequestParamsSchema!.parse({ _meta, name: "echo", arguments: {}, future2099: 1 }) as Record<string, unknown>;
  assert.equal([params.name, "future2099" in params], ["echo", false]);
  assert.is(zod.CallToolRequestParamsSchema!.safeParse({ _meta, arguments: {} }).success, false, "listed members still checked");
});

test.run();
