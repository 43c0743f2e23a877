import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { buildPlan } from "../../generator/targets/bindings/plan/buildPlan.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import type { Model, ObjectNode } from "../../generator/ir/model.ts";
import { projectRoot, readJson } from "../helpers/paths.ts";

const fixture = (): Model => buildModel(readJson(join(projectRoot, "test/fixtures/overlay/schema.json")));
const overlayOf = (entries: object[]) => validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK dumps None", ...e })) }, "overlay.json", "#/overlay");
const object = (m: Model, name: string) => m.definitions.find((d) => d.name === name)!.type as ObjectNode;

test('null-absent "*": every object reads null on an optional property as absent; the input is untouched', () => {
  const model = fixture();
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([{ kind: "null-absent", at: "*" }]), "fixture");
  assert.is(JSON.stringify(model), before);
  assert.is(object(m, "Result").optionalNull, "absent");
  assert.is(object(m, "Content").optionalNull, "absent");
  const inline = object(m, "Capabilities").properties.find((p) => p.name === "tasks")!.type as ObjectNode;
  assert.is(inline.optionalNull, "absent", "inline objects too");
  // The wire type is unchanged: the same properties, the same requiredness.
  assert.equal(object(m, "Result").properties.map((p) => [p.name, p.required]), object(model, "Result").properties.map((p) => [p.name, p.required]));
});

test("null-absent at a pointer: that object only, and the binding plan carries it to the record", () => {
  const m = applyOverlay(fixture(), overlayOf([{ kind: "null-absent", at: "#/definitions/Result" }]), "fixture");
  assert.is(object(m, "Result").optionalNull, "absent");
  assert.is(object(m, "Content").optionalNull, undefined);
  const plan = buildPlan(m);
  const nullAbsentOf = (name: string) => {
    const d = plan.declarations.find((x) => x.name === name);
    return d?.kind === "record" ? d.nullAbsent : "not a record";
  };
  assert.is(nullAbsentOf("Result"), true);
  assert.is(nullAbsentOf("Content"), undefined);
});

test("null-absent: a pointer to no object, and a bad `at`, are exit 2 naming the entry", () => {
  let caught: unknown;
  try {
    applyOverlay(fixture(), overlayOf([{ kind: "null-absent", at: "#/definitions/Nope" }]), "fixture");
  } catch (e) {
    caught = e;
  }
  assert.instance(caught, CodegenError);
  assert.equal([(caught as CodegenError).id, (caught as CodegenError).args, (caught as CodegenError).pointer], ["overlay-no-match", { kind: "null-absent", version: "fixture", at: "#/definitions/Nope" }, "#/overlay/entries/0"]);
  assert.throws(() => overlayOf([{ kind: "null-absent", at: "**" }]), (e: unknown) => e instanceof CodegenError && e.pointer === "#/overlay/entries/0/at");
  assert.throws(
    () => applyOverlay(fixture(), overlayOf([{ kind: "null-absent", at: "*" }, { kind: "null-absent", at: "*" }]), "fixture"),
    (e: unknown) => e instanceof CodegenError && e.id === "overlay-conflict",
  );
});

test.run();
