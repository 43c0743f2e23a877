import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { applyPatches, type Patch } from "../../generator/ingest/applyPatches.ts";
import { loadPatches, parsePatchFile, shippedPatchDir } from "../../generator/ingest/loadPatches.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { prepare } from "../../generator/generate.ts";
import { resolveSources } from "../../generator/ingest/sources.ts";
import { resolveOptions } from "../../generator/options.ts";
import { emitTypes } from "../../generator/targets/ts/emitTypes.ts";
import { join as joinCode } from "../../generator/emit/code.ts";
import { resolvePointer } from "../../generator/ir/pointer.ts";
import type { JsonValue } from "../../generator/ir/model.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, readJson, schemaPath, schemasDir } from "../helpers/paths.ts";

const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

const fixtures = join(projectRoot, "test/fixtures/patches");
const patched = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28", "draft"] as const;
const shipped = (v: string) => parsePatchFile(JSON.stringify(readJson(join(shippedPatchDir, `${v}.json`))), v).patches;

function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

test("fixture: one patch per outcome, each warning names its patch", async () => {
  const schema = deepFreeze(await loadSchema(join(fixtures, "patched.json")));
  const before = JSON.stringify(schema.json);
  const patches = await loadPatches("patched", { patches: true, patchFiles: [join(fixtures, "patches.json")] });
  const r = applyPatches(schema, patches);
  assert.equal(r.applied, ["id-number", "old-deprecated"]);
  assert.equal(r.warnings, [
    {
      id: "patch-skipped-changed",
      args: { id: "score-number", path: "#/$defs/Score/type", expected: '"string"', actual: '"integer"' },
    },
    { id: "patch-skipped-missing", args: { id: "gone", path: "#/$defs/Gone/type" } },
    { id: "patch-skipped-fixed", args: { id: "token-number", path: "#/$defs/Token/type" } },
  ]);
  assert.equal(resolvePointer(r.json, "#/$defs/Id/type"), ["string", "number"]);
  assert.is(resolvePointer(r.json, "#/$defs/Old/deprecated"), true);
  assert.is(JSON.stringify(schema.json), before, "input untouched");
  // Untouched definitions are shared, not copied.
  assert.is(resolvePointer(r.json, "#/$defs/Score"), resolvePointer(schema.json, "#/$defs/Score"));
  // The IR sees the added keyword.
  assert.equal(buildModel(r.json).definitions.find((d) => d.name === "Old")!.deprecated, {});
});

test("idempotent: patching the effective schema again changes nothing and applies nothing", async () => {
  const schema = await loadSchema(join(fixtures, "patched.json"));
  const patches = await loadPatches("patched", { patches: true, patchFiles: [join(fixtures, "patches.json")] });
  const once = applyPatches(schema, patches);
  const twice = applyPatches({ json: once.json }, patches);
  assert.equal(twice.json, once.json);
  assert.equal(twice.applied, []);
});

test("loadPatches: shipped file by source name, then user files for that source; off means none at all", async () => {
  const user = join(fixtures, "patches.json");
  assert.equal(
    (await loadPatches("draft", { patches: true, patchFiles: [] })).map((p) => p.id),
    shipped("draft").map((p) => p.id),
  );
  assert.equal(
    (await loadPatches("2024-11-05", { patches: true, patchFiles: [user] })).map((p) => p.id),
    shipped("2024-11-05").map((p) => p.id),
    "appliesTo filters",
  );
  assert.equal((await loadPatches("draft", { patches: false, patchFiles: [user] })).length, 0);
  try {
    await loadPatches("draft", { patches: true, patchFiles: [join(shippedPatchDir, "draft.json")] });
    assert.unreachable("a patch id used twice");
  } catch (e) {
    assert.is((e as CodegenError).id, "patch-file-invalid");
  }
});

test("patch files are validated: an error names the file and the pointer", () => {
  try {
    parsePatchFile(JSON.stringify(readJson(join(fixtures, "invalid.json"))), "invalid.json");
    assert.unreachable("should throw");
  } catch (e) {
    assert.instance(e, CodegenError);
    assert.is((e as CodegenError).id, "patch-file-invalid");
    assert.is((e as CodegenError).pointer, "#/patches/0");
  }
});

test("every shipped patch applies to its version's published schema", async () => {
  const applied: Record<string, string[]> = {};
  for (const v of patched) {
    const schema = deepFreeze(await loadSchema(schemaPath(v), v));
    const r = applyPatches(schema, shipped(v));
    assert.equal(r.warnings, [], v);
    assert.equal(
      r.applied,
      shipped(v).map((p) => p.id),
      v,
    );
    applied[v] = r.applied;
  }
  // Only number/null facts: deprecations come from schema.ts's tags (ingest/applySchemaTs.ts), not from patches.
  assert.equal(applied, {
    "2024-11-05": ["request-id-number", "progress-token-number"],
    "2025-03-26": ["request-id-number", "progress-token-number"],
    "2025-06-18": ["elicit-result-content-number", "request-id-number", "progress-token-number"],
    "2025-11-25": ["elicit-result-content-number", "request-id-number", "progress-token-number", "task-ttl-number"],
    "2026-07-28": ["json-value-number-null", "elicit-result-content-number", "request-id-number", "progress-token-number"],
    draft: ["json-value-number-null", "elicit-result-content-number", "request-id-number", "progress-token-number"],
  });
});

test("every shipped patch's guard fails where the value changed, and nothing is applied blindly", async () => {
  for (const v of patched) {
    const schema = await loadSchema(schemaPath(v), v);
    for (const patch of shipped(v)) {
      // Upstream changed the value: a copy of the schema with something else at the patch's path.
      const changed = applyPatches(schema, [{ ...patch, id: "change", value: "upstream-changed" } satisfies Patch]).json;
      const r = applyPatches({ json: changed }, [patch]);
      assert.equal(r.applied, [], `${v} ${patch.id}`);
      assert.equal(
        r.warnings.map((w) => [w.id, (w.args as { id: string }).id]),
        [["patch-skipped-changed", patch.id]],
      );
      assert.is(resolvePointer(r.json, patch.path), "upstream-changed");
    }
  }
});

/** Ajv over the effective schema (draft-07 `definitions` or 2020-12 `$defs`), validating one definition. */
function validator(json: JsonValue, definition: string) {
  const draft07 = !("$defs" in (json as object));
  const ajv = draft07 ? new Ajv({ strict: false, allErrors: true }) : new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(json as object, "mcp");
  return ajv.getSchema(`mcp#/${draft07 ? "definitions" : "$defs"}/${definition}`)!;
}

const capabilities = [{ extensions: { "io.x/y": { ratio: 0.5 } } }, { extensions: { "io.x/y": { v: null } } }];

test("Ajv: the two ServerCapabilities objects validate with patches and fail without (2026-07-28, draft)", async () => {
  for (const v of ["2026-07-28", "draft"]) {
    const schema = await loadSchema(schemaPath(v), v);
    const withPatches = validator(applyPatches(schema, shipped(v)).json, "ServerCapabilities");
    const without = validator(schema.json, "ServerCapabilities");
    for (const c of capabilities) {
      assert.ok(withPatches(c), `${v} patched ${JSON.stringify(c)}: ${JSON.stringify(withPatches.errors)}`);
      assert.not.ok(without(c), `${v} unpatched ${JSON.stringify(c)}`);
    }
  }
});

test("Ajv: an elicitation answer 3.14, a fractional request id and progress token pass only with patches", async () => {
  for (const v of patched) {
    const schema = await loadSchema(schemaPath(v), v);
    const effective = applyPatches(schema, shipped(v)).json;
    const answer = { action: "accept", content: { ratio: 3.14 } };
    if (v !== "2024-11-05" && v !== "2025-03-26") {
      // Elicitation exists since 2025-06-18.
      assert.ok(validator(effective, "ElicitResult")(answer), v);
      assert.not.ok(validator(schema.json, "ElicitResult")(answer), v);
    }
    assert.ok(validator(effective, "ProgressToken")(2.5), v);
    assert.not.ok(validator(schema.json, "ProgressToken")(2.5), v);
    assert.ok(validator(effective, "RequestId")(1.5), v);
    assert.not.ok(validator(schema.json, "RequestId")(1.5), v);
  }
});

async function jsonValueType(v: string, patches: boolean): Promise<string> {
  const options = resolveOptions({ specs: [v], schemaDir: schemasDir, patches, download: false });
  const [source] = await resolveSources(options);
  const input = await prepare(source!, options);
  const text = joinCode(emitTypes(input.model), "\n").text;
  return /export type JSONValue = [^;]*;/.exec(text)![0];
}

test("TypeScript types: JSONValue includes null and number with patches, neither without", async () => {
  for (const v of ["2026-07-28", "draft"]) {
    const on = await jsonValueType(v, true);
    const off = await jsonValueType(v, false);
    assert.match(on, /\bnull\b/, on);
    assert.not.match(off, /\bnull\b/, off);
  }
});

test("--no-patches changes nothing: same IR as the published file, no patches in provenance", async () => {
  for (const v of patched) {
    // schema.json alone: the schema.ts beside it would add its tags.
    const options = resolveOptions({ specs: [v], schemaDir: schemasDir, patches: false, schemaTs: false, download: false });
    const [source] = await resolveSources(options);
    const input = await prepare(source!, options);
    assert.equal(input.model, buildModel(await loadSchema(schemaPath(v), v)), v);
    assert.equal(input.provenance.patches, []);
    assert.equal(input.warnings, []);
  }
});

test("CLI schema: --no-patches prints the published schema; default prints the patched one", () => {
  const off = runCli(["schema", "2026-07-28", "--no-patches"]);
  assert.is(off.status, 0, off.stderr);
  assert.equal(JSON.parse(off.stdout), readJson(schemaPath("2026-07-28")));
  const on = runCli(["schema", "2026-07-28"]);
  assert.is(on.status, 0, on.stderr);
  assert.equal(resolvePointer(JSON.parse(on.stdout), "#/$defs/JSONValue/anyOf/2/type"), ["string", "number", "boolean", "null"]);
  assert.is(on.stderr, "");
});

test("CLI: a user patch whose guard fails is skipped with a warning naming it, on stderr", () => {
  const r = runCli(["schema", join(fixtures, "patched.json"), "--patch-file", join(fixtures, "patches.json")]);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stderr, /warning: .*patch score-number skipped/);
  assert.equal(resolvePointer(JSON.parse(r.stdout), "#/$defs/Id/type"), ["string", "number"]);
});

test.run();
