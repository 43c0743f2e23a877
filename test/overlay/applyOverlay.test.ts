import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { entryKinds } from "../../generator/overlay/kinds/index.ts";
import { obsoleteRuleOf } from "../../generator/overlay/obsolete/rules.ts";
import type { Model, ObjectNode, TypeNode } from "../../generator/ir/model.ts";
import { projectRoot, readJson, schemaPath } from "../helpers/paths.ts";
import { overlayFailure } from "./overlayError.ts";

const fixture = (): Model => buildModel(readJson(join(projectRoot, "test/fixtures/overlay/schema.json")));
const file = "mcp-codegen.config.json";
const caps = "#/definitions/Capabilities";

function applied(entries: object[], model = fixture(), allowCode = false): Model {
  const overlay = validateOverlay({ allowCode, entries: entries.map((e) => ({ reason: "the SDK does so", ...e })) }, file, "#/overlay");
  return applyOverlay(model, overlay, "fixture");
}

const failure = (run: () => unknown) => overlayFailure(run, file);

const def = (m: Model, name: string) => m.definitions.find((d) => d.name === name);
const object = (m: Model, name: string) => def(m, name)!.type as ObjectNode;
const prop = (m: Model, name: string, p: string) => object(m, name).properties.find((x) => x.name === p);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

test("every kind has a fixture below (the registry and this file agree)", () => {
  assert.equal(entryKinds.map((k) => k.kind).sort(), ["add-member", "add-property", "alias", "bare-union", "default", "derive", "differs", "empty-absent", "import", "loosen", "map-as-object", "members", "name-inline", "normalize", "null-absent", "object-policy", "order", "presence-rule", "remove-definition", "remove-property", "rename", "tighten", "typed-dict"]);
});

test("rename: the definition and every ref to it", () => {
  const m = applied([{ kind: "rename", definition: "Result", to: "CallResult" }]);
  assert.not.ok(def(m, "Result"));
  assert.ok(def(m, "CallResult"));
  assert.equal((def(m, "Message")!.type as { members: TypeNode[] }).members.map((x) => (x as { target: string }).target), ["CallResult", "Content"]);
  assert.equal(m.definitions.map((d) => d.name), [...m.definitions.map((d) => d.name)].sort());
});

test("alias: a second name that refers to the first", () => {
  const m = applied([{ kind: "alias", definition: "Content", as: "TextContent" }]);
  assert.equal(def(m, "TextContent")!.type, { kind: "ref", pointer: "#/definitions/TextContent", target: "Content" });
  assert.ok(def(m, "Content"));
});

test("name-inline: the inline object becomes a definition, a ref in its place", () => {
  const m = applied([{ kind: "name-inline", at: `${caps}/properties/tasks`, name: "TasksCapability" }]);
  assert.is(prop(m, "Capabilities", "tasks")!.type.kind, "ref");
  assert.equal(object(m, "TasksCapability").properties.map((p) => p.name), ["list"]);
});

test("bare-union: the union is spelled bare, its members unchanged", () => {
  const m = applied([{ kind: "bare-union", at: "#/definitions/Message" }]);
  const union = def(m, "Message")!.type;
  assert.equal([union.kind, (union as { spelling?: string }).spelling], ["union", "bare"]);
  assert.equal({ ...union, spelling: undefined }, { ...def(fixture(), "Message")!.type, spelling: undefined });
});

test("map-as-object: a bare object (a map) becomes an object that lists nothing and keeps every key", () => {
  const form = `${caps}/properties/elicitation/properties/form`;
  const before = (object(fixture(), "Capabilities").properties[0]!.type as ObjectNode).properties[0]!.type;
  assert.is(before.kind, "map");
  const m = applied([{ kind: "map-as-object", at: form }]);
  const after = (object(m, "Capabilities").properties[0]!.type as ObjectNode).properties[0]!.type;
  assert.equal(after, { kind: "object", pointer: before.pointer, properties: [], requiredOnly: [], additional: { kind: "open" }, patternProperties: [], constraints: {} });
});

test("add-property, remove-property: a property added with its schema (refs resolved), one removed", () => {
  const m = applied([
    { kind: "add-property", at: caps, property: "extensions", schema: { type: "object", additionalProperties: { $ref: "#/$defs/Content" } } },
    { kind: "remove-property", at: "#/definitions/Result", property: "tools" },
  ]);
  const added = prop(m, "Capabilities", "extensions")!;
  assert.is(added.required, false);
  assert.equal(added.type.kind === "map" && added.type.values, { kind: "ref", pointer: `${caps}/properties/extensions/additionalProperties`, target: "Content" });
  assert.not.ok(prop(m, "Result", "tools"));
});

test("loosen, tighten: required-ness changed, and the type when a schema is given", () => {
  const m = applied([
    { kind: "loosen", at: "#/definitions/Result", property: "content", optional: true },
    { kind: "tighten", at: "#/definitions/Result", property: "isError", schema: { const: false }, required: true },
    { kind: "loosen", at: "#/definitions/Result", property: "tools", schema: {} },
  ]);
  assert.is(prop(m, "Result", "content")!.required, false);
  assert.is(prop(m, "Result", "isError")!.required, true);
  assert.is(prop(m, "Result", "isError")!.type.kind, "literal");
  assert.equal([prop(m, "Result", "tools")!.required, prop(m, "Result", "tools")!.type.kind], [false, "any"], "a schema alone keeps required-ness");
});

test("default: the property carries the value; $defs and definitions name one place", () => {
  const m = applied([{ kind: "default", at: "#/$defs/Result", property: "content", value: [] }]);
  assert.equal(prop(m, "Result", "content")!.default, []);
});

test("normalize: a declared replacement; code only with allowCode", () => {
  const m = applied([{ kind: "normalize", at: `${caps}/properties/elicitation`, when: {}, read: { form: {} } }]);
  assert.equal(prop(m, "Capabilities", "elicitation")!.type.normalize, [{ kind: "replace", when: {}, read: { form: {} } }]);
  const code = { kind: "normalize", at: `${caps}/properties/elicitation`, code: "(v) => v" };
  assert.equal(failure(() => applied([code])).id, "overlay-code-refused");
  assert.equal(prop(applied([code], fixture(), true), "Capabilities", "elicitation")!.type.normalize, [{ kind: "code", code: "(v) => v" }]);
});

test("object-policy: open keeps extra keys, strict rejects them", () => {
  assert.equal(object(applied([{ kind: "object-policy", at: "#/definitions/Content", policy: "strict" }]), "Content").additional, { kind: "closed" });
  assert.equal(object(applied([{ kind: "object-policy", at: "#/definitions/Content", policy: "open" }]), "Content").additional, { kind: "open" });
});

test("order: an object's properties or a union's members (by the definition named) in the entry's order, the rest after", () => {
  const byName = (m: Model) => object(m, "Result").properties.map((p) => p.name);
  assert.equal(byName(fixture()), ["content", "isError", "tools"]);
  assert.equal(byName(applied([{ kind: "order", at: "#/definitions/Result", members: ["tools", "content"] }])), ["tools", "content", "isError"]);
  const members = (m: Model) => (def(m, "Message")!.type as { members: { target: string }[] }).members.map((x) => x.target);
  assert.equal(members(applied([{ kind: "order", at: "#/definitions/Message", members: ["Content"] }])), ["Content", "Result"]);
  const nested = applied([{ kind: "order", at: `${caps}/properties/tasks`, members: ["list"] }]);
  assert.equal(nested, fixture(), "already in that order: unchanged");
  // An enum's values: 2026-07-28's LoggingLevel, which schema.json sorts, by severity.
  const levels = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"];
  const logging = applied([{ kind: "order", at: "#/definitions/LoggingLevel", members: levels }], buildModel(readJson(schemaPath("2026-07-28"))));
  assert.equal(def(logging, "LoggingLevel")?.type, { ...def(buildModel(readJson(schemaPath("2026-07-28"))), "LoggingLevel")!.type, values: levels });
  const obsolete = (members: string[]) => obsoleteRuleOf("order")!.obsolete(fixture(), { kind: "order", at: "#/definitions/Result", members, reason: "r" });
  assert.equal([obsolete(["content", "isError"]), obsolete(["isError"]), obsolete(["content", "tools"])], [true, false, false]);
});

test("derive: a definition from another, with properties left out, loosened and replaced", () => {
  const m = applied([{ kind: "derive", definition: "PlainResult", from: "Result", omit: ["tools"], optional: ["content"], properties: { isError: { const: true } } }]);
  const d = object(m, "PlainResult");
  assert.equal(d.properties.map((p) => [p.name, p.required, p.type.kind]), [["content", false, "array"], ["isError", false, "literal"]]);
  assert.ok(prop(m, "Result", "tools"), "the original is unchanged");
});

test("derive: the copy is as deprecated as its source (a union's decode order puts current members first)", () => {
  const model = fixture();
  const deprecated = { ...model, definitions: model.definitions.map((d) => (d.name === "Result" ? { ...d, deprecated: { reason: "sampling is deprecated" } } : d)) };
  const m = applied([{ kind: "derive", definition: "ResultWithTools", from: "Result" }], deprecated);
  assert.equal(def(m, "ResultWithTools")?.deprecated, { reason: "sampling is deprecated" });
});

test("add-member: a definition joins a union right after the member named, else last; a union already holding it, or no union, is no match", () => {
  const derived = applied([{ kind: "derive", definition: "ResultWithTools", from: "Result" }]);
  const members = (m: Model) => ((def(m, "Message")!.type as Extract<TypeNode, { kind: "union" }>).members as { target?: string }[]).map((x) => x.target);
  const after = applied([{ kind: "add-member", at: "#/definitions/Message", definition: "ResultWithTools", after: "Result" }], derived);
  assert.equal(members(after), ["Result", "ResultWithTools", "Content"]);
  // The added member's pointer names the union's own keyword (a oneOf here).
  const oneOf = { ...derived, definitions: derived.definitions.map((d) => (d.name === "Message" && d.type.kind === "union" ? { ...d, type: { ...d.type, exclusive: true } } : d)) };
  const union = def(applied([{ kind: "add-member", at: "#/definitions/Message", definition: "ResultWithTools" }], oneOf), "Message")!.type as Extract<TypeNode, { kind: "union" }>;
  assert.is(union.members[2]!.pointer, `${union.pointer}/oneOf/2`);
  assert.equal(members(applied([{ kind: "add-member", at: "#/definitions/Message", definition: "ResultWithTools" }], derived)), ["Result", "Content", "ResultWithTools"]);
  assert.equal(members(derived), ["Result", "Content"], "the input is unchanged");
  for (const entry of [
    { kind: "add-member", at: "#/definitions/Message", definition: "Content" },
    { kind: "add-member", at: "#/definitions/Message", definition: "Nope" },
    { kind: "add-member", at: "#/definitions/Result", definition: "Content" },
    { kind: "add-member", at: "#/definitions/Message", definition: "ResultWithTools", after: "Nope" },
  ]) {
    assert.equal(failure(() => applied([entry], derived)).id, "overlay-no-match", JSON.stringify(entry));
  }
});

test("differs: states a difference, changes nothing, but its place must exist", () => {
  assert.equal(applied([{ kind: "differs", at: "#/definitions/Content/properties/text" }]), fixture());
  assert.equal(failure(() => applied([{ kind: "differs", at: "#/definitions/Content/properties/nope" }])).id, "overlay-no-match");
});

test("versions: an entry for other versions is not applied (nor checked)", () => {
  const m = applied([{ kind: "remove-property", at: "#/definitions/Nope", property: "x", versions: ["2025-11-25"] }]);
  assert.equal(m, fixture());
});

test("the input model is not mutated", () => {
  const model = deepFreeze(fixture());
  const m = applied(
    [
      { kind: "rename", definition: "Content", to: "Text" },
      { kind: "name-inline", at: `${caps}/properties/tasks`, name: "Tasks" },
      { kind: "default", at: "#/definitions/Result", property: "content", value: [] },
      { kind: "normalize", at: `${caps}/properties/elicitation`, when: {}, read: { form: {} } },
    ],
    model,
  );
  assert.equal(model, fixture());
  assert.not.equal(m, fixture());
});

test("bad entry: matching nothing is overlay-no-match at the entry, naming the pointer", () => {
  const cases: [object, string][] = [
    [{ kind: "rename", definition: "Nope", to: "X" }, "#/definitions/Nope"],
    [{ kind: "alias", definition: "Nope", as: "X" }, "#/definitions/Nope"],
    [{ kind: "name-inline", at: `${caps}/properties/nope`, name: "X" }, `${caps}/properties/nope`],
    [{ kind: "add-property", at: "#/definitions/Message", property: "x", schema: {} }, "#/definitions/Message"],
    [{ kind: "add-property", at: caps, property: "x", schema: { $ref: "#/definitions/Nope" } }, `${caps}/properties/x ($ref #/definitions/Nope)`],
    [{ kind: "remove-property", at: caps, property: "nope" }, `${caps}/properties/nope`],
    [{ kind: "loosen", at: caps, property: "nope", optional: true }, `${caps}/properties/nope`],
    [{ kind: "tighten", at: "#/definitions/Nope", property: "x", required: true }, "#/definitions/Nope/properties/x"],
    [{ kind: "default", at: caps, property: "nope", value: 1 }, `${caps}/properties/nope`],
    [{ kind: "normalize", at: `${caps}/properties/nope`, when: {}, read: 1 }, `${caps}/properties/nope`],
    [{ kind: "object-policy", at: "#/definitions/Message", policy: "open" }, "#/definitions/Message"],
    [{ kind: "derive", definition: "X", from: "Result", omit: ["nope"] }, "#/definitions/Result/properties/nope"],
    [{ kind: "order", at: "#/definitions/Result", members: ["tools", "nope"] }, "#/definitions/Result/properties/nope"],
    [{ kind: "order", at: "#/definitions/Message", members: ["Nope"] }, "#/definitions/Message/anyOf/Nope"],
    [{ kind: "order", at: "#/definitions/Content/properties/text", members: ["x"] }, "#/definitions/Content/properties/text"],
    [{ kind: "bare-union", at: "#/definitions/Content" }, "#/definitions/Content"],
    [{ kind: "map-as-object", at: "#/definitions/Content" }, "#/definitions/Content"],
  ];
  for (const [entry, at] of cases) {
    const f = failure(() => applied([{ kind: "alias", definition: "Content", as: "Unrelated" }, entry]));
    assert.equal([f.id, f.pointer, (f.args as { at: string }).at], ["overlay-no-match", "#/overlay/entries/1", at], JSON.stringify(entry));
  }
});

test("bad entry: a name or property the spec already has is overlay-name-taken", () => {
  for (const entry of [
    { kind: "rename", definition: "Result", to: "Content" },
    { kind: "alias", definition: "Result", as: "Content" },
    { kind: "name-inline", at: `${caps}/properties/tasks`, name: "Result" },
    { kind: "add-property", at: caps, property: "tasks", schema: {} },
    { kind: "derive", definition: "Content", from: "Result" },
  ]) {
    const f = failure(() => applied([entry]));
    assert.equal([f.id, f.pointer], ["overlay-name-taken", "#/overlay/entries/0"], JSON.stringify(entry));
  }
});

test("bad entry: two entries changing one thing conflict, named at the second", () => {
  const f = failure(() =>
    applied([
      { kind: "loosen", at: "#/$defs/Result", property: "content", optional: true },
      { kind: "remove-property", at: "#/definitions/Result", property: "content" },
    ]),
  );
  assert.equal([f.id, f.pointer, f.args], ["overlay-conflict", "#/overlay/entries/1", { other: "#/overlay/entries/0", claim: "property:#/definitions/Result/content" }]);
  assert.equal(failure(() => applied([{ kind: "alias", definition: "Result", as: "X" }, { kind: "derive", definition: "X", from: "Result" }])).id, "overlay-conflict");
});

test("bad entry: malformed entries are config-invalid at the member (reason required)", () => {
  const invalid = (entry: object) => failure(() => validateOverlay({ entries: [entry] }, file, "#/overlay")).pointer;
  assert.is(invalid({ kind: "rename", definition: "A", to: "B" }), "#/overlay/entries/0/reason");
  assert.is(invalid({ kind: "rename", definition: "A", to: "B", reason: " " }), "#/overlay/entries/0/reason");
  assert.is(invalid({ kind: "paint", reason: "r" }), "#/overlay/entries/0/kind");
  assert.is(invalid({ kind: "rename", definition: "A", reason: "r" }), "#/overlay/entries/0");
  assert.is(invalid({ kind: "rename", definition: "A", to: "B", colour: 1, reason: "r" }), "#/overlay/entries/0/colour");
  assert.is(invalid({ kind: "default", at: "Result/content", property: "p", value: 1, reason: "r" }), "#/overlay/entries/0/at");
  assert.is(invalid({ kind: "normalize", at: caps, when: {}, reason: "r" }), "#/overlay/entries/0");
  assert.is(invalid({ kind: "loosen", at: caps, property: "tasks", reason: "r" }), "#/overlay/entries/0");
  assert.is(invalid({ kind: "order", at: caps, members: ["tasks", "tasks"], reason: "r" }), "#/overlay/entries/0/members");
  assert.is(invalid({ kind: "order", at: caps, members: "tasks", reason: "r" }), "#/overlay/entries/0/members");
  assert.is(failure(() => validateOverlay({ entries: {} }, file, "#/overlay")).pointer, "#/overlay/entries");
});

test.run();
