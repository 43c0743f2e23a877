import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { applyOverlay } from "../../generator/overlay/applyOverlay.ts";
import { checkOverlay } from "../../generator/overlay/checkOverlay.ts";
import { importedVersions } from "../../generator/overlay/importSources.ts";
import { validateOverlay } from "../../generator/overlay/validateOverlay.ts";
import { resolveOptions } from "../../generator/options.ts";
import type { Model, TypeNode } from "../../generator/ir/model.ts";
import { readJson, schemaPath, schemasDir } from "../helpers/paths.ts";
import { overlayFailure } from "./overlayError.ts";

/** `import` and `members` on the spec's own schemas: 2026-07-28 taking 2025-11-25's handshake, as the TypeScript SDK 2.x does. */
const file = "overlay.json";
const load = (version: string): Model => buildModel(readJson(schemaPath(version)));
const [older, newer] = [load("2025-11-25"), load("2026-07-28")];
const versions = new Map([["2025-11-25", older]]);
const overlayOf = (entries: object[]) => validateOverlay({ entries: entries.map((e) => ({ reason: "the SDK speaks both revisions", ...e })) }, file, "#/overlay");
const applied = (entries: object[], model = newer) => applyOverlay(model, overlayOf(entries), "2026-07-28", versions);
const failure = (entries: object[]) => overlayFailure(() => applied(entries), file);
const def = (m: Model, name: string) => m.definitions.find((d) => d.name === name);
const targets = (node: TypeNode | undefined) => (node?.kind === "union" ? node.members.map((m) => (m.kind === "ref" ? m.target : m.kind)) : node?.kind);
const importInitialize = { kind: "import", from: "2025-11-25", definitions: ["InitializeRequest", "InitializeResult"] };

test("import: the named definitions and what they refer to that the version lacks; what it has stays its own", () => {
  const before = JSON.stringify(newer);
  const m = applied([importInitialize]);
  assert.is(JSON.stringify(newer), before, "the input is untouched");
  const added = m.definitions.map((d) => d.name).filter((n) => !def(newer, n));
  assert.equal(added, ["InitializeRequest", "InitializeRequestParams", "InitializeResult"]);
  assert.equal(def(m, "InitializeRequest"), def(older, "InitializeRequest"));
  // The imported params refer to 2026-07-28's capabilities, which stay as 2026-07-28 defines them.
  assert.equal(def(m, "ClientCapabilities"), def(newer, "ClientCapabilities"));
  assert.equal(m.definitions.map((d) => d.name), [...m.definitions.map((d) => d.name)].sort());
});

test("import: a name the other version lacks, one this version has, or a version not loaded is exit 2 naming the entry", () => {
  assert.equal(failure([{ ...importInitialize, definitions: ["InitializeRequest", "Nope"] }]).args, {
    kind: "import",
    version: "2026-07-28",
    at: "#/definitions/Nope of 2025-11-25",
  });
  const taken = failure([{ ...importInitialize, definitions: ["CallToolRequest"] }]);
  assert.equal([taken.id, taken.pointer, taken.args], ["overlay-name-taken", "#/overlay/entries/0", { kind: "import", version: "2026-07-28", at: "#/definitions/CallToolRequest" }]);
  const notLoaded = failure([{ ...importInitialize, from: "2025-06-18" }]);
  assert.equal([notLoaded.id, (notLoaded.args as { at: string }).at], ["overlay-no-match", "#/definitions/InitializeRequest of 2025-06-18"]);
  for (const [member, value] of [["definitions", []], ["definitions", ["A", "A"]], ["from", "../x"]] as const) {
    const bad = overlayFailure(() => overlayOf([{ ...importInitialize, [member]: value }]), file);
    assert.equal([bad.id, bad.pointer], ["config-invalid", `#/overlay/entries/0/${member}`]);
  }
});

test("import: the run loads each version an entry names once; one it cannot load is exit 2 naming the entry's from", async () => {
  const options = (entries: object[]) => resolveOptions({ specs: ["2026-07-28"], schemaDir: schemasDir, download: false, overlay: overlayOf(entries) });
  const loaded = await importedVersions(options([importInitialize, { ...importInitialize, definitions: ["PingRequest"] }]));
  assert.equal([...loaded.keys()], ["2025-11-25"]);
  assert.ok(def(loaded.get("2025-11-25")!, "PingRequest"));
  let error: unknown;
  await importedVersions(options([{ kind: "differs", at: "#/$defs/Result" }, { ...importInitialize, from: "1999-01-01" }])).catch((e) => (error = e));
  const message = String((error as Error).message);
  assert.ok(message.startsWith(`${file} #/overlay/entries/1/from: `), message);
  assert.is(message.split("\n").length, 1);
});

test("members: the definition becomes the union of exactly the names given, in order; a non-union loses its old prose", () => {
  const m = applied([
    { kind: "import", from: "2025-11-25", definitions: ["InitializedNotification"] },
    { kind: "members", definition: "ClientNotification", members: ["CancelledNotification", "ProgressNotification", "InitializedNotification"] },
    { kind: "members", definition: "ServerResult", members: ["EmptyResult", "CallToolResult"] },
  ]);
  assert.is(def(newer, "ClientNotification")!.type.kind, "object");
  assert.equal(targets(def(m, "ClientNotification")!.type), ["CancelledNotification", "ProgressNotification", "InitializedNotification"]);
  assert.is(def(m, "ClientNotification")!.description, undefined);
  assert.equal(targets(def(m, "ServerResult")!.type), ["EmptyResult", "CallToolResult"]);
  assert.is(def(m, "ServerResult")!.description, def(newer, "ServerResult")!.description);
  const union = def(m, "ServerResult")!.type as Extract<TypeNode, { kind: "union" }>;
  assert.equal(union.members.map((x) => x.pointer), ["#/$defs/ServerResult/anyOf/0", "#/$defs/ServerResult/anyOf/1"]);
});

test("members: a member or definition that is not there, or an order entry on the same union, is exit 2 naming the entry", () => {
  const noMember = failure([{ kind: "members", definition: "ClientNotification", members: ["CancelledNotification", "InitializedNotification"] }]);
  assert.equal([noMember.id, noMember.pointer, (noMember.args as { at: string }).at], ["overlay-no-match", "#/overlay/entries/0", "#/definitions/InitializedNotification"]);
  assert.is((failure([{ kind: "members", definition: "Nope", members: ["Result"] }]).args as { at: string }).at, "#/definitions/Nope");
  const clash = failure([
    { kind: "order", at: "#/$defs/ServerResult", members: ["CallToolResult"] },
    { kind: "members", definition: "ServerResult", members: ["Result"] },
  ]);
  assert.equal([clash.id, clash.pointer], ["overlay-conflict", "#/overlay/entries/1"]);
});

test("obsolete: an import once the version defines every name, members once the union is exactly that list", () => {
  const spec = targets(def(newer, "ServerResult")!.type) as string[];
  const overlay = overlayOf([
    { kind: "import", from: "2025-11-25", definitions: ["CallToolRequest"] },
    { kind: "import", from: "2025-11-25", definitions: ["PingRequest"] },
    { kind: "members", definition: "ServerResult", members: spec },
    { kind: "members", definition: "ClientRequest", members: ["CallToolRequest"] },
  ]);
  const outcomes = checkOverlay(newer, overlay, "2026-07-28", versions).entries.map((e) => e.outcome);
  assert.equal(outcomes, ["obsolete", "applies", "obsolete", "applies"]);
});

test.run();
