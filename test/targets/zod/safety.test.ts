import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { format } from "../../../generator/emit/format.ts";
import { zodTarget } from "../../../generator/targets/zod/index.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { projectRoot, readJson } from "../../helpers/paths.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { ajvChecks } from "../validators/ajv.ts";
import { loadValidators, provenanceFor, versionUnderTest } from "../validators/helpers.ts";
import { writeInProject, zodOf, type GeneratedZod } from "./helpers.ts";

const fixture = join(projectRoot, "test/fixtures/validators/hostile-names.json");

function assertNoPollution() {
  const probe = {} as Record<string, unknown>;
  assert.is(probe.polluted, undefined, "Object.prototype untouched");
  assert.is(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), false);
}

test("hostile names: the module compiles, nothing escapes a string or comment, own properties only, no pollution", async () => {
  const json = readJson(fixture);
  const model = buildModel(json as never);
  const options = resolveOptions({ targets: ["ts", "zod"] });
  const input = { version: "hostile", model, provenance: provenanceFor("hostile-names.json") };
  // (No types.ts: the ts target refuses names that are not identifiers; no definition here is on a cycle.)
  const files = await format(await zodTarget.emit(input, options));
  const dir = writeInProject(files, "zod-hostile-");
  const zodFile = join(dir, "hostile", "zod.ts");
  assert.equal(typecheck([zodFile]).map((d) => `${d.line}: ${d.message}`), []);
  const text = files.find((f) => f.path.endsWith("zod.ts"))!.contents;
  assert.not.match(text, /<\/script>/);
  const zod = (await import(pathToFileURL(zodFile).href)) as GeneratedZod;
  // The validators' verdicts (Ajv misreads a `properties` entry named __proto__: it rejects the first value).
  const validators = await loadValidators(input);
  const proto = zod.schemas["__proto__"]!;
  assert.is(proto.safeParse({}).success, false, "{} lacks an own toString");
  assert.is(proto.safeParse(JSON.parse('{"toString": 1}')).success, true);
  assert.is(proto.safeParse(Object.create({ toString: 1 })).success, false, "inherited");
  const constant = zod.schemas['Quote"*/`${x}']!;
  assert.is(constant.safeParse(JSON.parse('{"__proto__": {"polluted": true}, "a\\u2028": "</script>"}')).success, true);
  assert.is(constant.safeParse({ "a\u2028": "</script>" }).success, false);
  const normal = zod.schemas.Normal!;
  const values = [
    '{"__proto__": "s", "constructor": 1, "*/ alert(1) /*": "\\"; throw 1; //", "x-\\"\'": true}',
    '{"__proto__": 1}',
    '{"other": 1}',
    "{}",
    '{"constructor": 1.5}',
    '{"x-\\"\'": "not boolean"}',
    '{"toString": 1}',
  ].map((s) => JSON.parse(s) as unknown);
  for (const v of values) assert.is(normal.safeParse(v).success, validators.is.Normal!(v), JSON.stringify(v));
  assert.is(normal.safeParse(values[0]).success, true);
  for (const key of ["toString", "constructor", "hasOwnProperty"]) assert.is(zod.schemas[key], undefined, `schemas[${key}]`);
  assertNoPollution();
});

test("2026-07-28 under __proto__, constructor and prototype keys: Ajv's verdicts, no pollution", async () => {
  const { json, model } = await versionUnderTest("2026-07-28");
  const { zod } = await zodOf("2026-07-28");
  const ajv = ajvChecks(json, model);
  const hostile = [
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": {"polluted": true}}',
    '{"type": "text", "text": "hi", "__proto__": {"type": "image"}, "constructor": 1}',
    '{"toString": 1, "valueOf": 2, "hasOwnProperty": 3}',
  ].map((s) => JSON.parse(s) as unknown);
  for (const value of hostile) {
    for (const d of ["Result", "TextContent", "ContentBlock", "JSONObject", "JSONValue", "Error", "Implementation"]) {
      assert.is(zod.schemas[d]!.safeParse(value).success, ajv(d)(value), `${d} on ${JSON.stringify(value)}`);
    }
  }
  assertNoPollution();
});

test("output is deterministic and the input model untouched", async () => {
  const { model } = await versionUnderTest("2025-11-25");
  const before = JSON.stringify(model);
  const options = resolveOptions({ targets: ["zod"] });
  const input = { version: "2025-11-25", model, provenance: provenanceFor("2025-11-25") };
  const [a] = await format(await zodTarget.emit(input, options), options);
  const [b] = await format(await zodTarget.emit(input, options), options);
  assert.is(a!.contents, b!.contents);
  assert.is(JSON.stringify(model), before);
});

test("what the TypeScript SDK expects: XSchema names, zod/v4, discriminated unions, describe, deprecation marks, z.lazy on cycles", async () => {
  const { files, zod } = await zodOf("2026-07-28");
  const text = files.find((f) => f.path === "2026-07-28/zod.ts")!.contents;
  assert.match(text, /^import \* as z from "zod\/v4";$/m);
  assert.match(text, /^export const CallToolRequestSchema = /m);
  assert.match(text, /^export const ContentBlockSchema = z\.discriminatedUnion\("type", \[/m);
  assert.match(text, /^export const JSONValueSchema: z\.ZodType<T\.JSONValue, T\.JSONValue> = /m);
  assert.match(text, /z\.lazy\(\(\) => JSONValueSchema\)/);
  assert.match(text, /\.describe\("The name of the tool to call\."\)/);
  // The 2026-07-28 deprecations (from schema.ts's @deprecated tags) as zod metadata and JSDoc with the reason.
  const deprecated = (zod.CreateMessageRequestSchema as { meta(): { deprecated?: boolean } | undefined }).meta();
  assert.is(deprecated?.deprecated, true);
  assert.match(text, /@deprecated Deprecated as of protocol version 2026-07-28/);
  assert.is((zod.CallToolRequestSchema as { meta(): unknown }).meta()?.hasOwnProperty?.("deprecated") ?? false, false);
});

test("a recursive definition with a reserved name is annotated with the types.ts name the ts target gives it ($default)", async () => {
  const model = buildModel({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: { default: { type: "object", properties: { next: { $ref: "#/$defs/default" }, label: { type: "string" } } } },
  } as never);
  const options = resolveOptions({ targets: ["ts", "zod"] });
  const input = { version: "reserved", model, provenance: provenanceFor("reserved.json") };
  const { tsTarget } = await import("../../../generator/targets/ts/index.ts");
  const files = await format([...(await tsTarget.emit(input)), ...(await zodTarget.emit(input, options))]);
  const zodText = files.find((f) => f.path.endsWith("zod.ts"))!.contents;
  assert.match(zodText, "z.ZodType<T.$default, T.$default>");
  const dir = writeInProject(files, "zod-reserved-");
  assert.equal(typecheck([join(dir, "reserved", "zod.ts")]).map((d) => `${d.line}: ${d.message}`), []);
});

test.run();
