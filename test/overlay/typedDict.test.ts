import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { buildPlan } from "../../generator/targets/bindings/plan/buildPlan.ts";
import type { Model, ObjectNode } from "../../generator/ir/model.ts";
import { projectRoot, readJson } from "../helpers/paths.ts";

const fixture = (): Model => buildModel(readJson(join(projectRoot, "test/fixtures/overlay/schema.json")));
const overlayOf = (entries: object[]) => validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK keeps it as a TypedDict", ...e })) }, "overlay.json", "#/overlay");
const object = (m: Model, name: string) => m.definitions.find((d) => d.name === name)!.type as ObjectNode;

test("typed-dict: the object at a pointer is plain data with typed keys, carried to its record; the wire type and the input unchanged", () => {
  const model = fixture();
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([{ kind: "typed-dict", at: "#/definitions/Result" }]), "fixture");
  assert.is(JSON.stringify(model), before, "input untouched");
  assert.is(object(m, "Result").holder, "dictionary");
  assert.is(object(m, "Content").holder, undefined, "that object only");
  assert.equal(object(m, "Result").properties, object(model, "Result").properties, "the same properties");
  const record = (name: string) => buildPlan(m).declarations.find((d) => d.name === name);
  const result = record("Result");
  assert.is(result?.kind === "record" && result.dictionary, true);
  const content = record("Content");
  assert.is(content?.kind === "record" && content.dictionary, undefined);
});

test("typed-dict: a pointer to no object is exit 2 naming the entry", () => {
  assert.throws(() => applyOverlay(fixture(), overlayOf([{ kind: "typed-dict", at: "#/definitions/Nope" }]), "fixture"), (e: Error) => /overlay-no-match|Nope/.test(`${(e as { id?: string }).id} ${e.message}`));
});

test.run();
