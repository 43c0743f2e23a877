import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../../generator/config/mergeConfig.ts";
import { render } from "../../../generator/generate.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { projectRoot, schemasDir } from "../../helpers/paths.ts";
import { writeInProject } from "./helpers.ts";

type Schema = { parse(v: unknown): unknown; shape: Record<string, { unwrap(): unknown }> };

/**
 * What the TypeScript SDK examples (examples/typescript-sdk) give on parse, as the SDK's own schemas do.
 *
 * The elicitation primitive schemas of both TypeScript SDK examples (1.30.0's src/types.ts, 2.0.0's schemas.ts): plain
 * z.object at every level, so unknown keys are accepted and stripped, nested option objects included; the union tries
 * LegacyTitledEnumSchema first (EnumSchema = [Legacy, SingleSelect, MultiSelect]), so a legacy enum keeps enumNames.
 */
const examples = { "2025-11-25": "examples/typescript-sdk", "2026-07-28": "examples/typescript-sdk/2026-07-28" } as const;

const generate = async (version: keyof typeof examples) => {
  const config = join(projectRoot, examples[version], "mcp-codegen.config.json");
  const options = resolveOptions({ ...mergeConfig(await loadConfig(config), {}), schemaDir: schemasDir, download: false, targets: ["zod"] });
  const dir = writeInProject(await render(options), "sdk-examples-");
  const file = join(dir, version, "zod.ts");
  return { z: (await import(pathToFileURL(file).href)) as Record<string, Schema>, text: readFileSync(file, "utf8") };
};

const extra = { "x-ui": 1, examples: ["a"] };

for (const version of Object.keys(examples) as (keyof typeof examples)[]) {
  test(`${version} example: nested option objects of the primitive schemas strip unknown keys, as the SDK's z.object`, async () => {
    const { z } = await generate(version);
    const single = { type: "string", oneOf: [{ const: "a", title: "A", ...extra }] };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse(single), { type: "string", oneOf: [{ const: "a", title: "A" }] });
    const multi = { type: "array", items: { anyOf: [{ const: "a", title: "A", ...extra }], ...extra }, ...extra };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse(multi), { type: "array", items: { anyOf: [{ const: "a", title: "A" }] } });
    assert.equal(z.BooleanSchemaSchema!.parse({ type: "boolean", ...extra }), { type: "boolean" });
  });

  test(`${version} example: a legacy titled enum keeps enumNames (LegacyTitledEnumSchema is tried first)`, async () => {
    const { z } = await generate(version);
    const legacy = { type: "string", enum: ["a", "b"], enumNames: ["A", "B"] };
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ ...legacy, ...extra }), legacy);
    assert.equal(z.PrimitiveSchemaDefinitionSchema!.parse({ type: "string", enum: ["a"], ...extra }), { type: "string", enum: ["a"] });
  });

  test(`${version} example: the task capabilities are named schemas the capability objects refer to by name`, async () => {
    const { z, text } = await generate(version);
    for (const side of ["Client", "Server"]) {
      const named = z[`${side}TasksCapabilitySchema`];
      assert.ok(named, `${side}TasksCapabilitySchema`);
      assert.is(z[`${side}CapabilitiesSchema`]!.shape.tasks!.unwrap(), named);
      assert.ok(text.includes(`tasks: $optional(${side}TasksCapabilitySchema),`), side);
    }
  });
}

test("2026-07-28 example: the named task capabilities carry @deprecated (2025-11-25 vocabulary), as the SDK's", async () => {
  const { text } = await generate("2026-07-28");
  for (const side of ["Client", "Server"]) {
    const at = text.indexOf(`export const ${side}TasksCapabilitySchema =`);
    assert.ok(at > 0, `${side}TasksCapabilitySchema is declared`);
    assert.ok(text.slice(Math.max(0, at - 200), at).includes("@deprecated"), side);
  }
});

test.run();
