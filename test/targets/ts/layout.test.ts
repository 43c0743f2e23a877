import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { parseSchema } from "../../../generator/ingest/load.ts";
import { emitTypes } from "../../../generator/targets/ts/emitTypes.ts";
import { layoutDeclaration } from "../../../generator/targets/ts/layout.ts";
import { tsTarget } from "../../../generator/targets/ts/index.ts";
import { format } from "../../../generator/emit/format.ts";
import { resolveOptions } from "../../../generator/options.ts";
import type { JsonValue, Model } from "../../../generator/ir/model.ts";
import { historyFiles, projectRoot, schemaPath, versions } from "../../helpers/paths.ts";
import { payloads } from "../../security/fuzz.ts";

const prettier = async (contents: string) => (await format([{ path: "x.ts", contents }]))[0]!.contents;
const input = (model: Model) => ({
  version: "v",
  model,
  provenance: { source: "s", location: "s.json", sha256: "0".repeat(64), patches: [], generator: "test" },
});

/** The ts target under the built-in settings (its own layout) and prettier over its unformatted file: the same bytes. */
async function assertSameAsPrettier(model: Model): Promise<void> {
  const [own] = await tsTarget.emit(input(model), { formatting: "builtin" });
  const [plain] = await tsTarget.emit(input(model));
  assert.is(own!.formatted, true);
  assert.is(plain!.formatted, undefined);
  assert.fixture(own!.contents, await prettier(plain!.contents));
}

test("every declaration of the six releases and the draft history: laid out exactly as prettier prints it", async () => {
  const unique = new Set<string>();
  const perVersion: Record<string, number> = {};
  for (const v of versions) {
    const texts = emitTypes(buildModel(parseSchema(readFileSync(schemaPath(v), "utf8"), v))).map((c) => c.text);
    // The goal row of the bench: no declaration of a release needs prettier.
    perVersion[v] = texts.filter((t) => layoutDeclaration(t) === undefined).length;
    for (const t of texts) unique.add(t);
  }
  assert.equal(perVersion, Object.fromEntries(versions.map((v) => [v, 0])));
  for (const h of historyFiles()) {
    let model: Model;
    try {
      model = buildModel(JSON.parse(readFileSync(h.path, "utf8")) as JsonValue, { file: h.file });
    } catch {
      continue; // drafts the ingest refuses are covered by the ingest tests
    }
    for (const c of emitTypes(model)) unique.add(c.text);
  }
  const texts = [...unique];
  const laidOut = texts.map(layoutDeclaration);
  const certain = texts.filter((_, i) => laidOut[i] !== undefined);
  console.log(`  ${texts.length} distinct declarations, ${texts.length - certain.length} left to prettier`);
  assert.ok(certain.length > 0.98 * texts.length);
  // One prettier run over all of them: top-level declarations format independently.
  const expected = (await prettier(certain.join("\n"))).split(/\n(?=\/\*\*\n|export )/);
  const ours = laidOut.filter((l) => l !== undefined).join("\n").split(/\n(?=\/\*\*\n|export )/);
  const first = ours.findIndex((d, i) => d !== expected[i]);
  assert.is(first, -1, first === -1 ? "" : `ours:\n${ours[first]}\nprettier:\n${expected[first]}`);
  assert.is(ours.length, expected.length);
});

test("hostile and awkward text: the target's file is prettier's, whichever declarations fall back to prettier", async () => {
  const description = [
    "Trailing blanks   ",
    "A Markdown break  ",
    "Tab at the end\t",
    "NBSP at the end\u00A0",
    "  indented text",
    "*/ closes? no",
    "wide: 漢字 and emoji 😀",
    "",
    "   ",
  ].join("\n");
  const long = Array.from({ length: 12 }, (_, i) => `Member${i}WithALongishName`);
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      ...Object.fromEntries(long.map((n) => [n, { type: "object", properties: { a: { type: "string" } } }])),
      Described: { description, type: "object", properties: { x: { description, type: "string" } } },
      Strings: { enum: ["plain", "with \"double\"", "with 'single'", "back\\slash", "é", "<tag>", "a | b", "x".repeat(130)] },
      Numbers: { enum: [0, -1, 1.5, 1e21, 1e-7, 123456789012345680000] },
      Keys: {
        type: "object",
        properties: { "tool-name": { type: "string" }, café: { type: "string" }, "1": { type: "number" }, class: { type: "string" }, "a\"b": { type: "string" } },
        required: ["tool-name"],
      },
      LongUnion: { anyOf: long.map((n) => ({ $ref: `#/$defs/${n}` })) },
      MidUnion: { anyOf: long.slice(0, 5).map((n) => ({ $ref: `#/$defs/${n}` })) },
      FourUnion: { anyOf: long.slice(0, 4).map((n) => ({ $ref: `#/$defs/${n}` })) },
      Member: {
        type: "object",
        properties: {
          long: { anyOf: long.map((n) => ({ $ref: `#/$defs/${n}` })) },
          mid: { anyOf: long.slice(0, 4).map((n) => ({ $ref: `#/$defs/${n}` })) },
          arrays: { anyOf: [{ type: "array", items: { anyOf: long.slice(0, 3).map((n) => ({ $ref: `#/$defs/${n}` })) } }, ...long.slice(3, 7).map((n) => ({ $ref: `#/$defs/${n}` }))] },
          nested: { type: "object", properties: { deeper: { type: "array", items: { type: "object", properties: { z: { const: "z" } } } } } },
          deep: {
            type: "object",
            properties: {
              inner: {
                description,
                type: "object",
                properties: { long: { description, anyOf: long.map((n) => ({ $ref: `#/$defs/${n}` })) }, mid: { anyOf: long.slice(0, 4).map((n) => ({ $ref: `#/$defs/${n}` })) } },
              },
            },
          },
          both: { allOf: [{ $ref: `#/$defs/${long[0]}` }, { type: "object", properties: { b: { type: "boolean" } } }] },
          three: { allOf: long.slice(0, 2).map((n) => ({ $ref: `#/$defs/${n}` })).concat([{ type: "object", properties: { c: { type: "null" } } } as never]) },
          maps: { type: "object", additionalProperties: { type: "object", properties: { m: { type: "string" } } } },
          nullable: { anyOf: [{ type: "object", properties: { n: { type: "string" } } }, { type: "null" }] },
          tuple: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: { type: "boolean" } },
        },
      },
      Empty: { type: "object", additionalProperties: false },
      [`Very${"Long".repeat(30)}Name`]: { type: "object", properties: { a: { $ref: `#/$defs/${long[0]}` } } },
    },
  };
  const model = buildModel(schema as never);
  const texts = emitTypes(model).map((c) => c.text);
  const fallbacks = texts.filter((t) => layoutDeclaration(t) === undefined).length;
  // Both paths are exercised: laid out here, and handed to prettier.
  assert.ok(fallbacks > 3 && fallbacks < texts.length - 10, `${fallbacks} of ${texts.length}`);
  await assertSameAsPrettier(model);
});

test("the fuzzer's payloads as names, descriptions and constants: prettier's layout", async () => {
  const defs: Record<string, JsonValue> = {};
  payloads.forEach((p, i) => {
    defs[`P${i}`] = { description: p, type: "object", properties: { [p]: { description: p, const: p }, ok: { enum: [p, "x"] } } };
  });
  await assertSameAsPrettier(buildModel({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs } as JsonValue));
});

test("the traps fixture: prettier's layout", async () => {
  const path = join(projectRoot, "test/fixtures/ts/traps.json");
  await assertSameAsPrettier(buildModel(parseSchema(readFileSync(path, "utf8"), path)));
});

test("index.ts: final as written under the built-in settings, prettier's output too", async () => {
  const options = resolveOptions({ formatting: "builtin" });
  const [file] = await tsTarget.combine([input(buildModel({ $defs: { A: { type: "string" } } } as JsonValue))], options);
  assert.is(file!.formatted, true);
  assert.is(file!.contents, await prettier(file!.contents));
  const [project] = await tsTarget.combine([input(buildModel({ $defs: { A: { type: "string" } } } as JsonValue))], resolveOptions({}));
  assert.is(project!.formatted, false);
});

test.run();
