import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../../generator/config/mergeConfig.ts";
import { render } from "../../../generator/generate.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { projectRoot, schemasDir } from "../../helpers/paths.ts";
import { writeInProject } from "./helpers.ts";

type Schema = { parse(v: unknown): unknown };

/**
 * The elicitation primitive schemas of both TypeScript SDK examples (1.30.0's src/types.ts, 2.0.0's schemas.ts): plain
 * z.object at every level, so unknown keys are accepted and stripped, nested option objects included; the union tries
 * LegacyTitledEnumSchema first (EnumSchema = [Legacy, SingleSelect, MultiSelect]), so a legacy enum keeps enumNames.
 */
const examples = { "2025-11-25": "examples/typescript-sdk", "2026-07-28": "examples/typescript-sdk/2026-07-28" } as const;

const generate = async (version: keyof typeof examples) => {
  const config = join(projectRoot, examples[version], "mcp-codegen.config.json");
  const options = resolveOptions({ ...mergeConfig(await loadConfig(config), {}), schemaDir: schemasDir, download: false, targets: ["zod"] });
  const dir = writeInProject(await render(options), "sdk-primitives-");
  return (await import(pathToFileURL(join(dir, version, "zod.ts")).href)) as Record<string, Schema>;
};

const extra = { "x-ui": 1, examples: ["a"] };

for (const version of Object.keys(examples) as (keyof typeof examples)[]) {
  test(`${version} example: nested option objects of the primitive schemas strip unknown keys, as the SDK's z.object`, async () => {
    const z = await generate(version);
    const single = { type: "string", oneOf: [{ const: "a", title: "A", ...extra }] };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse(single), { type: "string", oneOf: [{ const: "a", title: "A" }] });
    const multi = { type: "array", items: { anyOf: [{ const: "a", title: "A", ...extra }], ...extra }, ...extra };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse(multi), { type: "array", items: { anyOf: [{ const: "a", title: "A" }] } });
    assert.equal(z.BooleanSchemaSchema!.parse({ type: "boolean", ...extra }), { type: "boolean" });
  });

  test(`${version} example: a legacy titled enum keeps enumNames (LegacyTitledEnumSchema is tried first)`, async () => {
    const z = await generate(version);
    const legacy = { type: "string", enum: ["a", "b"], enumNames: ["A", "B"] };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ ...legacy, ...extra }), legacy);
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ type: "string", enum: ["a"], ...extra }), { type: "string", enum: ["a"] });
  });
}

test.run();
