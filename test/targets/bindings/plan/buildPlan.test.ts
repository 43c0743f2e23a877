import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildPlan } from "../../../../generator/targets/bindings/plan/buildPlan.js";
import type { BindingPlan, Declaration, PlanType, RecordDeclaration, UnionDeclaration } from "../../../../generator/targets/bindings/plan/model.js";
import { maxIdentifierLength, uniqueWords, wordsOf } from "../../../../generator/targets/bindings/plan/words.js";
import { checkedIdentifier } from "../../../../generator/targets/bindings/syntax/syntax.js";
import { docLines, visibleText } from "../../../../generator/targets/bindings/syntax/text.js";
import { versions } from "../../../helpers/paths.js";
import { patchedModel } from "./models.js";
import { buildModel } from "../../../../generator/ingest/toModel.js";

const plans = new Map<string, BindingPlan>();
async function plan(version: string): Promise<BindingPlan> {
  if (!plans.has(version)) plans.set(version, buildPlan(await patchedModel(version)));
  return plans.get(version)!;
}

function declaration(p: BindingPlan, name: string): Declaration {
  const d = p.declarations.find((x) => x.name === name);
  if (!d) throw new Error(`no declaration ${name} in ${p.source}`);
  return d;
}

function refsOf(t: PlanType): string[] {
  switch (t.kind) {
    case "ref":
      return [t.name];
    case "array":
      return refsOf(t.items);
    case "map":
      return refsOf(t.values);
    case "nullable":
      return refsOf(t.type);
    default:
      return [];
  }
}

function typesOf(d: Declaration): PlanType[] {
  switch (d.kind) {
    case "record":
      return [...d.fields.map((f) => f.type), ...(d.extra ? [d.extra] : [])];
    case "alias":
      return [d.type];
    case "union":
      return d.union.kind === "tagged" ? d.union.members.map((m) => ({ kind: "ref", name: m.name })) : d.union.members.map((m) => m.type);
    case "enum":
      return [];
  }
}

for (const v of versions) {
  test(`${v}: every name is unique and unnumbered, every reference resolves, every field's words are unique`, async () => {
    const p = await plan(v);
    const names = p.declarations.map((d) => d.name);
    assert.equal(new Set(names).size, names.length, "declaration names are unique");
    const model = await patchedModel(v);
    for (const def of model.definitions) assert.ok(names.includes(def.name), `${def.name} keeps its spec name`);
    for (const d of p.declarations) {
      assert.match(d.name, /^[A-Z][A-Za-z0-9]*$/, d.name);
      if (d.origin === "inline") assert.not.match(d.name, /[0-9]$/, `${d.name} is not numbered`);
      for (const t of typesOf(d)) for (const r of refsOf(t)) assert.ok(names.includes(r), `${d.name} -> ${r} resolves`);
      if (d.kind === "record") {
        const joined = d.fields.map((f) => f.words.join("_"));
        assert.equal(new Set(joined).size, joined.length, `${d.name}: field words unique`);
        for (const f of d.fields) assert.match(f.words[0]!, /^[a-z]/, `${d.name}.${f.wire}`);
      }
    }
  });

  test(`${v}: request ids and progress tokens are string | integer (never a float), integers decoded before numbers`, async () => {
    const p = await plan(v);
    for (const name of ["RequestId", "ProgressToken"]) {
      const d = declaration(p, name) as UnionDeclaration;
      assert.is(d.kind, "union");
      assert.equal(
        d.union.kind === "shape" && d.union.members.map((m) => [m.variant, m.wire]),
        [
          ["String", "string"],
          ["Integer", "integer"],
        ],
        name,
      );
    }
  });

  test(`${v}: JSON-RPC messages are told apart by shape, a request tried before a notification`, async () => {
    const p = await plan(v);
    const message = declaration(p, "JSONRPCMessage") as UnionDeclaration;
    assert.is(message.union.kind, "shape");
    const order = message.union.kind === "shape" ? message.union.members.map((m) => m.variant) : [];
    assert.ok(order.indexOf("JSONRPCRequest") < order.indexOf("JSONRPCNotification"), order.join(" > "));
    const request = message.union.kind === "shape" ? message.union.members.find((m) => m.variant === "JSONRPCRequest")! : undefined;
    assert.equal(request?.requiredKeys, ["id", "jsonrpc", "method"]);
    assert.equal(request?.literals, [{ property: "jsonrpc", value: "2.0" }]);
    // Results answer by the request's method; by shape, members requiring keys come before those that accept any object.
    const results = declaration(p, "ServerResult") as UnionDeclaration;
    const members = results.union.kind === "shape" ? results.union.members : [];
    const firstOpen = members.findIndex((m) => m.requiredKeys.filter((k) => k !== "resultType").length === 0);
    assert.ok(firstOpen > 0 && members.slice(firstOpen).every((m) => m.requiredKeys.filter((k) => k !== "resultType").length === 0), members.map((m) => m.variant).join(" > "));
    assert.ok(members.slice(firstOpen).some((m) => m.variant === "Result"));
    assert.ok(p.messages, "the envelopes are found");
    const methods = p.messages!.requests.map((m) => m.method);
    assert.ok(methods.includes("tools/call"));
    const call = p.messages!.requests.find((m) => m.method === "tools/call")!;
    assert.equal([call.message, call.result], ["CallToolRequest", "CallToolResult"]);
    assert.ok(p.messages!.notifications.some((m) => m.method === "notifications/cancelled" && m.message === "CancelledNotification"));
    for (const m of [...p.messages!.requests, ...p.messages!.notifications]) assert.is(declaration(p, m.message).kind, "record", m.method);
  });

  test(`${v}: method unions are tagged by method, content by type; literals and integers kept`, async () => {
    const p = await plan(v);
    const requests = declaration(p, "ClientRequest") as UnionDeclaration;
    assert.is(requests.union.kind === "tagged" && requests.union.property, "method");
    const text = declaration(p, "TextContent") as RecordDeclaration;
    const type = text.fields.find((f) => f.wire === "type")!;
    assert.equal([type.required, type.type], [true, { kind: "literal", value: "text" }]);
    const meta = declaration(p, "Result") as RecordDeclaration;
    const metaField = meta.fields.find((f) => f.wire === "_meta")!;
    assert.equal(metaField.words, ["meta"]);
    assert.is(metaField.required, false);
    assert.ok(meta.extra, "Result is open: an extra-field map keeps unknown keys");
    const progress = declaration(p, "ProgressNotification") as RecordDeclaration;
    assert.ok(progress.fields.some((f) => f.wire === "params"));
  });
}

test("2025-06-18: content unions are tagged; a union inline in a field is lifted under its parent's name", async () => {
  const p = await plan("2025-06-18");
  const content = declaration(p, "ContentBlock") as UnionDeclaration;
  assert.equal(content.union.kind === "tagged" && content.union.members.map((m) => m.value), ["text", "image", "audio", "resource_link", "resource"]);
  const resource = declaration(p, "EmbeddedResource") as RecordDeclaration;
  const inner = resource.fields.find((f) => f.wire === "resource")!.type;
  assert.equal(inner, { kind: "ref", name: "EmbeddedResourceResource" });
  const union = declaration(p, "EmbeddedResourceResource") as UnionDeclaration;
  assert.equal(
    union.union.kind === "shape" && union.union.members.map((m) => [m.variant, m.distinguishingKeys]),
    [
      ["TextResourceContents", ["text"]],
      ["BlobResourceContents", ["blob"]],
    ],
  );
  const progress = (declaration(p, "ProgressNotificationParams") as RecordDeclaration).fields;
  assert.equal(progress.find((f) => f.wire === "progress")!.type, { kind: "scalar", type: "number" }, "a number stays a number");
  const elicit = declaration(p, "ElicitRequest") as RecordDeclaration;
  assert.ok(elicit.fields.find((f) => f.wire === "params")!.required);
});

test("2026-07-28: allOf of an object and a ref merges into one record (error code constant)", async () => {
  const p = await plan("2026-07-28");
  const header = declaration(p, "HeaderMismatchError") as RecordDeclaration;
  const error = header.fields.find((f) => f.wire === "error")!;
  assert.equal(error.type.kind, "ref");
  const merged = declaration(p, (error.type as { name: string }).name) as RecordDeclaration;
  assert.equal(
    merged.fields.map((f) => [f.wire, f.required]),
    [
      ["code", true],
      ["data", false],
      ["message", true],
    ],
  );
  assert.equal(merged.fields[0]!.type, { kind: "literal", value: -32020 });
});

test("the plan leaves the model untouched and is deterministic", async () => {
  const model = await patchedModel("2026-07-28");
  const before = JSON.stringify(model);
  const a = JSON.stringify(buildPlan(model));
  assert.is(JSON.stringify(model), before);
  assert.is(JSON.stringify(buildPlan(model)), a);
});

test("words: wire names become safe words; long and non-ASCII names are cut and hashed, distinct", () => {
  assert.equal(wordsOf("mimeType"), ["mime", "type"]);
  assert.equal(wordsOf("_meta"), ["meta"]);
  assert.equal(wordsOf("$schema"), ["schema"]);
  assert.equal(wordsOf("JSONRPCMessage"), ["jsonrpc", "message"]);
  assert.equal(wordsOf("io.modelcontextprotocol/serverInfo"), ["io", "modelcontextprotocol", "server", "info"]);
  assert.equal(wordsOf("2x")[0], "n");
  assert.match(wordsOf("名前").join("_"), /^value_h[0-9a-f]{7}$/);
  const long = "a".repeat(100_000);
  const longer = `${long}b`;
  assert.ok(wordsOf(long).join("").length <= maxIdentifierLength);
  assert.not.equal(wordsOf(long), wordsOf(longer));
  const [meta, plain] = uniqueWords(["_meta", "meta"]);
  assert.not.equal(meta!.join(""), plain!.join(""));
});

test("identifiers: invalid text and reserved words throw; comment text shows hidden characters", () => {
  const rules = { language: "go", syntax: /^[A-Za-z_][A-Za-z0-9_]*$/, reserved: new Set(["type"]) };
  assert.is(checkedIdentifier("Name", rules).text, "Name");
  assert.throws(() => checkedIdentifier("type", rules), /reserved/);
  assert.throws(() => checkedIdentifier("a`b", rules), /invalid/);
  assert.throws(() => checkedIdentifier("", rules), /invalid/);
  assert.is(visibleText("a\u0000b\ufeffc\u202ed\u2066e"), "a<U+0000>b<U+FEFF>c<U+202E>d<U+2066>e");
  assert.is(visibleText("x\r\ny\rz\u2028w"), "x\ny\nz<U+2028>w");
  assert.is(visibleText("\ud800"), "<U+D800>");
  assert.is(visibleText("ok \ud83d\ude00"), "ok \ud83d\ude00");
  assert.equal(docLines("one\ntwo  ", true), ["one", "two", "", "Deprecated."]);
  assert.equal(docLines(undefined), []);
});

for (const v of ["2025-11-25", "2026-07-28", "draft"]) {
  test(`${v}: a plain enum schema is the Untitled member; LegacyTitledEnumSchema is tried first only with its own key (enumNames)`, async () => {
    const p = await plan(v);
    for (const name of ["EnumSchema", "PrimitiveSchemaDefinition"]) {
      const u = (declaration(p, name) as UnionDeclaration).union;
      assert.is(u.kind, "shape", name);
      const members = u.kind === "shape" ? u.members : [];
      const legacy = members.find((m) => m.variant === "LegacyTitledEnumSchema")!;
      const untitled = members.find((m) => m.variant === "UntitledSingleSelectEnumSchema")!;
      assert.equal(legacy.evidenceKeys, ["enumNames"], name);
      assert.equal(untitled.evidenceKeys, [], name);
      // Only a member tried first for declaring more keys has evidence keys (NumberSchema: beside BooleanSchema,
      // whose `type` constant it does not share as a constant).
      const withEvidence = members.filter((m) => m.evidenceKeys.length > 0).map((m) => m.variant).sort();
      assert.equal(withEvidence, name === "EnumSchema" ? ["LegacyTitledEnumSchema"] : ["LegacyTitledEnumSchema", "NumberSchema"], name);
    }
  });
}

test("2026-07-28: the union choice does not hang on LegacyTitledEnumSchema's deprecation, which no source marks: marked, its unions decode alike", async () => {
  // schema.json and schema.ts say "Use TitledSingleSelectEnumSchema instead" in prose only (no keyword, no @deprecated
  // tag); the IR leaves it unmarked. Evidence keys already put the Untitled member first for a plain enum schema, and
  // the deprecation tie-break only orders members neither must precede, so marking it would change no decode order.
  const model = await patchedModel("2026-07-28");
  assert.is(model.definitions.find((d) => d.name === "LegacyTitledEnumSchema")!.deprecated, undefined);
  const marked = structuredClone(model);
  marked.definitions.find((d) => d.name === "LegacyTitledEnumSchema")!.deprecated = { reason: "Use TitledSingleSelectEnumSchema instead." };
  const unions = (m: typeof model) =>
    buildPlan(m)
      .declarations.filter((d): d is UnionDeclaration => d.kind === "union" && d.union.kind === "shape" && d.union.members.some((x) => x.variant === "LegacyTitledEnumSchema"))
      .map((d) => [d.name, d.union]);
  const names = unions(model).map(([n]) => n);
  assert.ok(names.includes("EnumSchema") && names.includes("PrimitiveSchemaDefinition"), names.join(" "));
  assert.equal(unions(marked), unions(model));
});

test("a member the schema deprecates is tried after an equally fitting one it does not (schema order otherwise)", () => {
  const record = (extra: object) => ({ type: "object", properties: { kind: { type: "string" }, value: { type: "string" } }, required: ["kind"], ...extra });
  const model = buildModel({
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: {
      Old: record({ deprecated: true }),
      New: record({}),
      Either: { anyOf: [{ $ref: "#/definitions/Old" }, { $ref: "#/definitions/New" }] },
    },
  });
  const either = buildPlan(model).declarations.find((d) => d.name === "Either") as UnionDeclaration;
  assert.equal(either.union.kind === "shape" && either.union.members.map((m) => m.variant), ["New", "Old"]);
});

test("a union of results names its member by resultType (the spec's prose): InputRequiredResult only on \"input_required\", the others never; only where the schema has it", async () => {
  for (const version of versions) {
    const model = await patchedModel(version);
    const read = buildPlan(model).declarations.find((d) => d.name === "ReadResourceResultResponseResult");
    const hasMember = model.definitions.some((d) => d.name === "InputRequiredResult");
    if (!hasMember) {
      // Older versions: no such member, no selector anywhere.
      const selected = buildPlan(model).declarations.filter((d) => d.kind === "union" && d.union.kind === "shape" && d.union.members.some((m) => m.selector));
      assert.equal(selected.map((d) => d.name), [], version);
      continue;
    }
    assert.ok(read?.kind === "union" && read.union.kind === "shape", version);
    const members = read.kind === "union" && read.union.kind === "shape" ? read.union.members : [];
    assert.equal(
      members.map((m) => [m.variant, m.selector]),
      [
        ["ReadResourceResult", { property: "resultType", value: "input_required", absent: "complete", equals: false }],
        ["InputRequiredResult", { property: "resultType", value: "input_required", absent: "complete", equals: true }],
      ],
      version,
    );
  }
});

test("a method's results carry the same selectors (PlanMethod.results, issue 23): tools/call's InputRequiredResult only on \"input_required\", CallToolResult never; older versions' results unguarded", async () => {
  const selector = (equals: boolean) => ({ property: "resultType", value: "input_required", absent: "complete", equals });
  for (const version of versions) {
    const requests = buildPlan(await patchedModel(version)).messages?.requests ?? [];
    const call = requests.find((r) => r.method === "tools/call")!;
    // Every method's results are its own result, then its alternatives, in that order.
    for (const r of requests) assert.equal(r.results.map((x) => x.name), r.result === null ? [] : [r.result, ...r.alternatives], `${version} ${r.method}`);
    const guarded = requests.filter((r) => r.results.some((x) => x.selector)).map((r) => r.method);
    if (version === "2026-07-28" || version === "draft") {
      assert.equal(call.results, [
        { name: "CallToolResult", selector: selector(false) },
        { name: "InputRequiredResult", selector: selector(true) },
      ]);
      assert.equal(guarded, ["prompts/get", "resources/read", "tools/call"], version);
    } else {
      assert.equal(guarded, [], version);
    }
  }
  const older = buildPlan(await patchedModel("2025-11-25")).messages!.requests.find((r) => r.method === "tools/call")!;
  assert.equal(older.results, [{ name: "CallToolResult" }, { name: "CreateTaskResult" }]);
});

test.run();
