import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { checkOverlay } from "../../generator/overlay/checkOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { Model, ObjectNode, TypeNode } from "../../generator/ir/model.ts";

/** Three requests whose `_meta` objects are the same schema (each with its own description), one that is not. */
const meta = (description: string) => ({ type: "object", description, properties: { progressToken: { type: "string" } } });
const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  definitions: {
    CallParams: { type: "object", properties: { _meta: meta("Call's meta."), name: { type: "string" } } },
    GetParams: { type: "object", properties: { _meta: meta("Get's meta.") } },
    ListParams: { type: "object", properties: { _meta: meta("List's meta.") } },
    OddParams: { type: "object", properties: { _meta: { type: "object", properties: { progressToken: { type: "integer" } } } } },
  },
};
const file = "overlay.json";
const at = (d: string) => `#/definitions/${d}/properties/_meta`;
const fixture = (): Model => buildModel(JSON.parse(JSON.stringify(schema)));
const overlayOf = (entries: object[]) => validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK names it so", ...e })) }, file, "#/overlay");
const metaType = (m: Model, d: string): TypeNode => (m.definitions.find((x) => x.name === d)!.type as ObjectNode).properties.find((p) => p.name === "_meta")!.type;

test("name-inline with several pointers: one definition, a ref at each place keeping its own description", () => {
  const model = fixture();
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([{ kind: "name-inline", at: [at("CallParams"), at("GetParams"), at("ListParams")], name: "Meta" }]), "fixture");
  assert.is(JSON.stringify(model), before, "input untouched");
  assert.equal(m.definitions.filter((d) => d.name === "Meta").length, 1);
  assert.equal((m.definitions.find((d) => d.name === "Meta")!.type as ObjectNode).properties.map((p) => p.name), ["progressToken"]);
  for (const [d, text] of [["CallParams", "Call's meta."], ["GetParams", "Get's meta."], ["ListParams", "List's meta."]] as const) {
    const t = metaType(m, d);
    assert.equal({ kind: t.kind, target: t.kind === "ref" && t.target, description: t.description }, { kind: "ref", target: "Meta", description: text }, d);
  }
  assert.is(metaType(m, "OddParams").kind, "object", "a place not named is left inline");
  const again = applyOverlay(fixture(), overlayOf([{ kind: "name-inline", at: [at("CallParams"), at("GetParams"), at("ListParams")], name: "Meta" }]), "fixture");
  assert.is(JSON.stringify(again), JSON.stringify(m), "deterministic");
});

test("name-inline with places that differ: exit 2 naming the entry and the differing pointer", () => {
  let caught: unknown;
  try {
    applyOverlay(fixture(), overlayOf([{ kind: "name-inline", at: [at("CallParams"), at("OddParams")], name: "Meta" }]), "fixture");
  } catch (e) {
    caught = e;
  }
  assert.instance(caught, CodegenError);
  const error = caught as CodegenError;
  assert.is(error.id, "overlay-places-differ");
  assert.equal(error.args, { kind: "name-inline", version: "fixture", at: at("OddParams") });
  assert.is(error.pointer, "#/overlay/entries/0");
  assert.is(error.message.split("\n").length, 1);
  assert.ok(error.message.startsWith(`${file} `), error.message);
});

test("name-inline with several pointers: a missing place and a bad member are refused", () => {
  const missing = (() => {
    try {
      applyOverlay(fixture(), overlayOf([{ kind: "name-inline", at: [at("CallParams"), at("Nope")], name: "Meta" }]), "fixture");
    } catch (e) {
      return e as CodegenError;
    }
    return undefined;
  })();
  assert.equal([missing?.id, (missing?.args as { at: string }).at], ["overlay-no-match", at("Nope")]);
  for (const bad of [[], ["not a pointer"], [at("CallParams"), 3]]) {
    assert.throws(() => overlayOf([{ kind: "name-inline", at: bad, name: "Meta" }]), (e: unknown) => e instanceof CodegenError && e.pointer === "#/overlay/entries/0/at");
  }
});

test("overlay check: a shared name breaks once a place differs, and is obsolete once every place refers to it", () => {
  const differing = checkOverlay(fixture(), overlayOf([{ kind: "name-inline", at: [at("CallParams"), at("OddParams")], name: "Meta" }]), "fixture");
  assert.equal(differing.entries.map((e) => [e.outcome, e.why?.id, e.why?.args]), [["breaks", "overlay-entry-differs", { at: at("OddParams") }]]);
  const entry = { kind: "name-inline", at: [at("CallParams"), at("GetParams")], name: "Meta" };
  const named = applyOverlay(fixture(), overlayOf([entry]), "fixture");
  const obsolete = checkOverlay(named, overlayOf([entry]), "fixture");
  assert.equal(obsolete.entries.map((e) => e.outcome), ["obsolete"]);
});

test.run();
