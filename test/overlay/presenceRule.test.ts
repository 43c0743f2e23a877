import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { obsoleteRuleOf } from "../../generator/overlay/obsolete/rules.ts";
import { buildPlan } from "../../generator/targets/bindings/plan/buildPlan.ts";
import type { JsonValue, Model, ObjectNode } from "../../generator/ir/model.ts";
import { overlayFailure } from "./overlayError.ts";

/** InputRequiredResult's shape as schema.json has it: the presence rule in prose only. */
function schema(inputRequests: JsonValue = { $ref: "#/$defs/InputRequests" }, required = ["resultType"]): JsonValue {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      InputRequests: { type: "object", additionalProperties: {} },
      InputRequiredResult: {
        type: "object",
        description: "At least one of `inputRequests` or `requestState` MUST be present.",
        properties: { inputRequests, requestState: { type: "string" }, resultType: { type: "string" } },
        required,
      },
      Plain: { type: "object", properties: { inputRequests: { type: "object", additionalProperties: {} } } },
    },
  };
}
const irr = "#/definitions/InputRequiredResult";
const overlayOf = (entries: object[]) =>
  validateOverlay({ entries: entries.map((e) => ({ reason: "the spec's prose; the SDK checks it", ...e })) }, "overlay.json", "#/overlay");
const rule = (at = irr, anyOf: string[][] = [["inputRequests"], ["requestState"]]) => ({ kind: "presence-rule", at, anyOf });
const empty = (at = irr, property = "inputRequests") => ({ kind: "empty-absent", at, property });
const object = (m: Model, name: string) => m.definitions.find((d) => d.name === name)!.type as ObjectNode;
const failure = (entries: object[], model = buildModel(schema())) => overlayFailure(() => applyOverlay(model, overlayOf(entries), "fixture"), "overlay.json");

test("presence-rule: the object gets the rule (IR requiredAnyOf, the plan's record), its properties unchanged; the input is untouched", () => {
  const model = buildModel(schema());
  assert.is(object(model, "InputRequiredResult").requiredAnyOf, undefined, "schema.json states it in prose only");
  const before = JSON.stringify(model);
  const m = applyOverlay(model, overlayOf([rule()]), "fixture");
  assert.is(JSON.stringify(model), before);
  assert.equal(object(m, "InputRequiredResult").requiredAnyOf, [["inputRequests"], ["requestState"]]);
  assert.equal(object(m, "InputRequiredResult").properties, object(model, "InputRequiredResult").properties);
  const record = buildPlan(m).declarations.find((d) => d.name === "InputRequiredResult");
  assert.equal(record?.kind === "record" ? [record.requiredAnyOf, record.emptyAbsent] : "not a record", [[["inputRequests"], ["requestState"]], undefined]);
});

test("presence-rule: exit 2 naming the entry and the place: not an object, a property the object lacks, a rule already there", () => {
  for (const [at, place] of [
    ["#/definitions/Nope", "#/definitions/Nope"],
    [`${irr}/properties/requestState`, `${irr}/properties/requestState`],
  ]) {
    const notObject = failure([rule(at, [["requestState"]])]);
    assert.is(notObject.id, "overlay-no-match", at);
    assert.is(notObject.pointer, "#/overlay/entries/0");
    assert.match(notObject.message, `no ${place};`);
  }
  const unknown = failure([rule(irr, [["inputRequests"], ["requestState", "state"]])]);
  assert.is(unknown.id, "overlay-no-match");
  assert.match(unknown.message, `no ${irr}/properties/state;`);
  const ruled = applyOverlay(buildModel(schema()), overlayOf([rule()]), "fixture");
  const twice = failure([rule(irr, [["requestState"]])], ruled);
  assert.is(twice.id, "overlay-name-taken");
  assert.is(twice.pointer, "#/overlay/entries/0");
  assert.match(twice.message, `${irr}/anyOf already exists`);
  for (const anyOf of [[], [[]], ["inputRequests"], [["inputRequests", 1]]]) {
    const bad = overlayFailure(() => validateOverlay({ entries: [{ kind: "presence-rule", at: irr, anyOf, reason: "r" }] }, "overlay.json", "#/overlay"), "overlay.json");
    assert.match(bad.pointer ?? "", "#/overlay/entries/0", JSON.stringify(anyOf));
  }
});

test("presence-rule obsolete: when one of its sets names only properties the version already requires", () => {
  const obsolete = (m: Model) => obsoleteRuleOf("presence-rule")!.obsolete(m, { ...rule(), reason: "r" });
  assert.is(obsolete(buildModel(schema())), false);
  assert.is(obsolete(buildModel(schema(undefined, ["resultType", "requestState"]))), true);
  assert.is(obsoleteRuleOf("presence-rule")!.obsolete(buildModel(schema()), { ...rule(irr, [["resultType"]]), reason: "r" }), true);
});

test("empty-absent after presence-rule: an empty value of the property counts as absent for the rule, carried to the plan", () => {
  const m = applyOverlay(buildModel(schema()), overlayOf([rule(), empty()]), "fixture");
  assert.equal(object(m, "InputRequiredResult").emptyAbsent, ["inputRequests"]);
  assert.equal(object(m, "InputRequiredResult").requiredAnyOf, [["inputRequests"], ["requestState"]], "the rule itself unchanged");
  const record = buildPlan(m).declarations.find((d) => d.name === "InputRequiredResult");
  assert.equal(record?.kind === "record" ? [record.requiredAnyOf, record.emptyAbsent] : undefined, [[["inputRequests"], ["requestState"]], ["inputRequests"]]);
});

test("empty-absent: exit 2 naming the entry, at the missing object or at the rule the object lacks (none, a set not naming it, or not yet: entries apply in order)", () => {
  const noObject = failure([empty("#/definitions/Nope")]);
  assert.is(noObject.id, "overlay-no-match");
  assert.is(noObject.pointer, "#/overlay/entries/0");
  assert.match(noObject.message, "#/definitions/Nope");
  for (const [entries, at] of [
    [[empty("#/definitions/Plain")], "#/definitions/Plain"],
    [[empty()], irr],
    [[rule(), empty(irr, "resultType")], irr],
    [[empty(), rule()], irr],
  ] as const) {
    const noRule = failure([...entries]);
    assert.is(noRule.id, "overlay-no-match", JSON.stringify(entries));
    assert.match(noRule.message, `${at}/anyOf`);
  }
  const noProperty = overlayFailure(() => validateOverlay({ entries: [{ kind: "empty-absent", at: irr, reason: "r" }] }, "overlay.json", "#/overlay"), "overlay.json");
  assert.match(noProperty.pointer ?? "", "#/overlay/entries/0");
});

test("empty-absent obsolete: when the property's own schema already refuses an empty value", () => {
  const obsolete = (m: Model) => obsoleteRuleOf("empty-absent")!.obsolete(m, { ...empty(), reason: "r" });
  assert.is(obsolete(buildModel(schema())), false);
  assert.is(obsolete(buildModel(schema({ type: "object", additionalProperties: {}, minProperties: 1 }))), true);
});

test.run();
