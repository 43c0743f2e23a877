import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { parseSchema } from "../../generator/ingest/load.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import { projectRoot } from "../helpers/paths.ts";
import { payloads } from "../security/fuzz.ts";

/** A description a formatter could mangle: trailing blanks, a Markdown break, tabs, NBSP, a comment closer, wide text. */
export const awkwardDescription = [
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

/** Twelve names long enough that a union of them breaks over lines. */
export const longNames = Array.from({ length: 12 }, (_, i) => `Member${i}WithALongishName`);

/** A `$ref` to one of the definitions. */
export const ref = (name: string): JsonValue => ({ $ref: `#/$defs/${name}` });

/** Definitions both output-stage tests start from: the long names, awkward text, literals and property keys. */
export const awkwardDefs: Record<string, JsonValue> = {
  ...Object.fromEntries(longNames.map((n) => [n, { type: "object", properties: { a: { type: "string" } } }])),
  Described: { description: awkwardDescription, type: "object", properties: { x: { description: awkwardDescription, type: "string" } } },
  Strings: { enum: ["plain", 'with "double"', "with 'single'", "back\\slash", "é", "<tag>", "a | b", "x".repeat(130)] },
  Numbers: { enum: [0, -1, 1.5, 1e21, 1e-7, 123456789012345680000] },
  Keys: {
    type: "object",
    properties: { "tool-name": { type: "string" }, café: { type: "string" }, "1": { type: "number" }, class: { type: "string" }, 'a"b': { type: "string" } },
    required: ["tool-name"],
  },
};

/** The fuzzer's payloads as names, descriptions and constants. */
export function payloadModel(): Model {
  const defs: Record<string, JsonValue> = {};
  payloads.forEach((p, i) => {
    defs[`P${i}`] = { description: p, type: "object", properties: { [p]: { description: p, const: p }, ok: { enum: [p, "x"] } } };
  });
  return buildModel({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs } as JsonValue);
}

/** The traps fixture (test/fixtures/ts/traps.json). */
export function trapsModel(): Model {
  const path = join(projectRoot, "test/fixtures/ts/traps.json");
  return buildModel(parseSchema(readFileSync(path, "utf8"), path));
}
