import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { crosscheck } from "../../generator/crosscheck/crosscheck.ts";
import { crosscheckRules } from "../../generator/crosscheck/rules/index.ts";
import { messages } from "../../generator/messages/catalog.ts";
import { runCli } from "../helpers/cli.ts";
import { historyDir, projectRoot, schemasDir } from "../helpers/paths.ts";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { listDeprecations } from "../../generator/schemaTs/listDeprecations.ts";

const fixtures = join(projectRoot, "test/fixtures/crosscheck");
const specTypes = join(projectRoot, "node_modules/@modelcontextprotocol/sdk/dist/esm/spec.types.d.ts");
/** The draft schema.json built from the schema.ts the SDK ships (draft commit 35fa160c); see ../shared/README.md. */
const matchingSchemaJson = join(historyDir, "2025-11-25T184256-dff77660.json");

const pair = (folder: string) => [join(fixtures, folder, "schema.json"), join(fixtures, folder, "schema.ts")] as const;
const brief = (r: Awaited<ReturnType<typeof crosscheck>>) => r.divergences.map((d) => ({ id: d.id, args: d.args }));

test("registry: every rule has a catalog message and a fixture folder named by its id", () => {
  const folders = readdirSync(fixtures);
  for (const r of crosscheckRules) {
    assert.ok(r.id in messages, r.id);
    assert.ok(folders.includes(r.id), `fixture for ${r.id}`);
  }
});

test("clean fixture: no divergence", async () => {
  assert.equal(brief(await crosscheck(...pair("clean"))), []);
});

test("only in json / only in ts", async () => {
  assert.equal(brief(await crosscheck(...pair("crosscheck-only-in-json"))), [
    { id: "crosscheck-only-in-json", args: { name: "Extra" } },
  ]);
  assert.equal(brief(await crosscheck(...pair("crosscheck-only-in-ts"))), [
    { id: "crosscheck-only-in-ts", args: { name: "Missing" } },
  ]);
});

test("property present on one side only", async () => {
  assert.equal(brief(await crosscheck(...pair("crosscheck-property-only-in-json"))), [
    { id: "crosscheck-property-only-in-json", args: { property: "A.extra" } },
  ]);
  assert.equal(brief(await crosscheck(...pair("crosscheck-property-only-in-ts"))), [
    { id: "crosscheck-property-only-in-ts", args: { property: "A.extensions" } },
  ]);
});

test("required vs optional, both directions", async () => {
  assert.equal(brief(await crosscheck(...pair("crosscheck-required-mismatch"))), [
    { id: "crosscheck-required-mismatch", args: { property: "A.a", ts: "optional", json: "required" } },
    { id: "crosscheck-required-mismatch", args: { property: "A.b", ts: "required", json: "optional" } },
  ]);
});

test("integer vs number, at a definition and inside an index signature's union", async () => {
  const r = await crosscheck(...pair("crosscheck-integer-narrowed"));
  assert.equal(brief(r), [
    { id: "crosscheck-integer-narrowed", args: { at: "Answer.content[string]" } },
    { id: "crosscheck-integer-narrowed", args: { at: "RequestId" } },
  ]);
  assert.equal(r.divergences[0]!.pointer, "#/$defs/Answer/properties/content/additionalProperties");
});

test("missing null; missing union member (a JSON kind, a named type)", async () => {
  assert.equal(brief(await crosscheck(...pair("crosscheck-null-missing"))), [
    { id: "crosscheck-null-missing", args: { at: "Task.ttl" } },
  ]);
  assert.equal(brief(await crosscheck(...pair("crosscheck-member-missing"))), [
    { id: "crosscheck-member-missing", args: { at: "Block", member: "Audio" } },
    { id: "crosscheck-member-missing", args: { at: "Flag", member: "boolean" } },
  ]);
});

test("@deprecated absent from schema.json, on a definition and on a property", async () => {
  assert.equal(brief(await crosscheck(...pair("crosscheck-deprecated-missing"))), [
    { id: "crosscheck-deprecated-missing", args: { at: "Keep.legacy" } },
    { id: "crosscheck-deprecated-missing", args: { at: "Old" } },
  ]);
});

test("real files: the SDK's spec.types.d.ts against the schema.json of the same draft commit", async () => {
  const r = await crosscheck(matchingSchemaJson, specTypes);
  const at = (id: string) => r.divergences.filter((d) => d.id === id).map((d) => Object.values(d.args)[0]);
  // Every declaration matches a definition: the pair really is one commit's.
  assert.equal(at("crosscheck-only-in-json"), []);
  assert.equal(at("crosscheck-only-in-ts"), []);
  for (const place of ["RequestId", "ProgressToken", "ElicitResult.content[string]", "Task.ttl", "TaskMetadata.ttl"]) {
    assert.ok(at("crosscheck-integer-narrowed").includes(place), place);
  }
  assert.equal(at("crosscheck-null-missing"), ["Task.ttl"]);
  assert.equal(at("crosscheck-property-only-in-ts"), ["ClientCapabilities.extensions", "ServerCapabilities.extensions"]);
  assert.equal(r.counts["crosscheck-integer-narrowed"], 20);
});

test("CLI: exit 1 with divergences, 0 without; --format json carries ids, args and counts", () => {
  const clean = runCli(["crosscheck", ...pair("clean")]);
  assert.is(clean.status, 0, clean.stderr);
  assert.match(clean.stdout, /^0 divergence\(s\)/m);
  const found = runCli(["crosscheck", ...pair("crosscheck-null-missing"), "--format", "json"]);
  assert.is(found.status, 1, found.stderr);
  const report = JSON.parse(found.stdout) as {
    counts: Record<string, number>;
    divergences: { id: string; args: unknown; pointer: string }[];
  };
  assert.equal(report.counts["crosscheck-null-missing"], 1);
  assert.equal(
    report.divergences.map((d) => [d.id, d.args, d.pointer]),
    [["crosscheck-null-missing", { at: "Task.ttl" }, "#/$defs/Task/properties/ttl"]],
  );
});

test("reading is pure: two runs give the same report", async () => {
  assert.equal(await crosscheck(...pair("crosscheck-member-missing")), await crosscheck(...pair("crosscheck-member-missing")));
});

test("one schema.ts reader: the cross-check's @deprecated sites are exactly the tags the IR takes (2026-07-28, draft)", async () => {
  for (const v of ["2026-07-28", "draft"]) {
    const [json, ts] = [join(schemasDir, v, "schema.json"), join(schemasDir, v, "schema.ts")];
    const r = await crosscheck(json, ts);
    const missing = r.divergences.filter((d) => d.id === "crosscheck-deprecated-missing").map((d) => (d.args as { at: string }).at);
    const tags = listDeprecations(readSchemaTs(readFileSync(ts, "utf8"), ts)).map((t) => (t.property ? `${t.name}.${t.property}` : t.name));
    assert.is(tags.length, 21, v);
    assert.equal(missing.sort(), tags.sort(), v);
  }
});

test.run();
