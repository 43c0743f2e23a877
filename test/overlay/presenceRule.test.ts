import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { obsoleteRuleOf } from "../../generator/overlay/obsolete/rules.ts";
import { buildPlan } from "../../generator/targets/bindings/plan/buildPlan.ts";
import type { JsonValue, Model, ObjectNode } from "../../generator/ir/model.ts";
import { overlayFailure } from "./overlayError.ts";

/** InputRequiredResult's shape, with the presence rule the spec's prose states (as the shipped patch writes it). */
function schema(inputRequests: JsonValue = { $ref: "#/$defs/InputRequests" }): JsonValue {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      InputRequests: { type: "object", additionalProperties: {} },
      InputRequiredResult: {
        type: "object",
        properties: { inputRequests, requestState: { type: "string" }, resultType: { type: "string" } },
        required: ["resultType"],
        anyOf: [{ required: ["inputRequests"] }, { required: ["requestState"] }],
      },
      Plain: { type: "object", properties: { inputRequests: { type: "object", additionalProperties: {} } } },
    },
  };
}
const overlayOf = (entries: object[]) =>
  validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK reads {} as no input requests", ...e })) }, "overlay.json", "#/overlay");
const entry = (at: string, property = "inputRequests") => ({ kind: "empty-absent", at, property });
const object = (m: Model, name: string) => m.definitions.find((d) => d.name === name)!.type as ObjectNode;

test("empty-absent: the object's presence rule counts an empty value of the property as absent, carried to the plan; the input is untouched", () => {
  const model = buildModel(schema());
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([entry("#/definitions/InputRequiredResult")]), "fixture");
  assert.is(JSON.stringify(model), before);
  assert.equal(object(m, "InputRequiredResult").emptyAbsent, ["inputRequests"]);
  assert.equal(object(m, "InputRequiredResult").requiredAnyOf, [["inputRequests"], ["requestState"]], "the rule itself unchanged");
  const record = buildPlan(m).declarations.find((d) => d.name === "InputRequiredResult");
  assert.equal(record?.kind === "record" ? [record.requiredAnyOf, record.emptyAbsent] : undefined, [[["inputRequests"], ["requestState"]], ["inputRequests"]]);
});

test("empty-absent: exit 2 naming the entry, at the missing object or at the rule the object lacks", () => {
  const noObject = overlayFailure(() => applyOverlay(buildModel(schema()), overlayOf([entry("#/definitions/Nope")]), "fixture"), "overlay.json");
  assert.is(noObject.id, "overlay-no-match");
  assert.is(noObject.pointer, "#/overlay/entries/0");
  assert.match(noObject.message, "#/definitions/Nope");
  for (const [at, property] of [
    ["#/definitions/Plain", "inputRequests"],
    ["#/definitions/InputRequiredResult", "resultType"],
  ] as const) {
    const noRule = overlayFailure(() => applyOverlay(buildModel(schema()), overlayOf([entry(at, property)]), "fixture"), "overlay.json");
    assert.is(noRule.id, "overlay-no-match", `${at} ${property}`);
    assert.match(noRule.message, `${at}/anyOf`);
  }
  const noProperty = overlayFailure(() => validateOverlay({ entries: [{ kind: "empty-absent", at: "#/definitions/InputRequiredResult", reason: "r" }] }, "overlay.json", "#/overlay"), "overlay.json");
  assert.match(noProperty.pointer ?? "", "#/overlay/entries/0");
});

test("empty-absent obsolete: when the property's own schema already refuses an empty value", () => {
  const obsolete = (m: Model) => obsoleteRuleOf("empty-absent")!.obsolete(m, { ...entry("#/definitions/InputRequiredResult"), reason: "r" });
  assert.is(obsolete(buildModel(schema())), false);
  assert.is(obsolete(buildModel(schema({ type: "object", additionalProperties: {}, minProperties: 1 }))), true);
});

test("remove-presence-rule: the object's rule (and its empty-absent) is gone, its properties unchanged; the plan has none", () => {
  const model = buildModel(schema());
  const m = applyOverlay(model, overlayOf([entry("#/definitions/InputRequiredResult"), { kind: "remove-presence-rule", at: "#/definitions/InputRequiredResult" }]), "fixture");
  assert.is(object(m, "InputRequiredResult").requiredAnyOf, undefined);
  assert.is(object(m, "InputRequiredResult").emptyAbsent, undefined);
  assert.equal(object(m, "InputRequiredResult").properties, object(model, "InputRequiredResult").properties);
  const record = buildPlan(m).declarations.find((d) => d.name === "InputRequiredResult");
  assert.equal(record?.kind === "record" ? [record.requiredAnyOf, record.emptyAbsent] : "not a record", [undefined, undefined]);
});

test("remove-presence-rule: exit 2 naming the entry where the object has no rule; obsolete once the version states none", () => {
  const noRule = overlayFailure(() => applyOverlay(buildModel(schema()), overlayOf([{ kind: "remove-presence-rule", at: "#/definitions/Plain" }]), "fixture"), "overlay.json");
  assert.is(noRule.id, "overlay-no-match");
  assert.is(noRule.pointer, "#/overlay/entries/0");
  assert.match(noRule.message, "#/definitions/Plain/anyOf");
  const obsolete = (at: string) => obsoleteRuleOf("remove-presence-rule")!.obsolete(buildModel(schema()), { kind: "remove-presence-rule", at, reason: "r" });
  assert.is(obsolete("#/definitions/InputRequiredResult"), false);
  assert.is(obsolete("#/definitions/Plain"), true);
});

test.run();
