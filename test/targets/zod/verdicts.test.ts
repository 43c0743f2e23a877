import { test } from "uvu";
import * as assert from "uvu/assert";
import { exampleFiles, readJson, versions } from "../../helpers/paths.ts";
import { ajvChecks } from "../validators/ajv.ts";
import { versionUnderTest } from "../validators/helpers.ts";
import { mutationCorpus } from "../validators/mutations.ts";
import { zodOf } from "./helpers.ts";

const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path), file: `${e.type}/${e.file}` }));

test("the 129 examples of 2026-07-28: zod accepts each, as Ajv and the validators do", async () => {
  assert.is(examples.length, 129);
  const { json, model, validators } = await versionUnderTest("2026-07-28");
  const { zod } = await zodOf("2026-07-28");
  const ajv = ajvChecks(json, model);
  const disagreements = examples.filter((e) => {
    const z = zod.schemas[e.definition]!.safeParse(e.value).success;
    return z !== ajv(e.definition)(e.value) || z !== validators.is[e.definition]!(e.value);
  });
  console.log(`  zod on the examples: ${examples.length} checked, disagreements: ${disagreements.length}`);
  assert.equal(disagreements.map((e) => e.file), []);
});

test("mutation corpus: zod's verdict is Ajv's and the validators', on every version", async () => {
  let total = 0;
  const disagreements: string[] = [];
  const perVersion: string[] = [];
  for (const version of versions) {
    const { json, model, validators } = await versionUnderTest(version);
    const { zod } = await zodOf(version);
    const ajv = ajvChecks(json, model);
    const names = new Set(model.definitions.map((d) => d.name));
    const corpus = mutationCorpus(model, examples.filter((e) => names.has(e.definition)));
    let invalid = 0;
    for (const instance of corpus) {
      const expected = ajv(instance.definition)(instance.value);
      const ours = validators.is[instance.definition]!(instance.value);
      const parsed = zod.schemas[instance.definition]!.safeParse(instance.value);
      if (!expected) invalid++;
      if (parsed.success !== expected || parsed.success !== ours) {
        disagreements.push(`${version} ${instance.definition} (${instance.note}): Ajv ${expected}, validators ${ours}, zod ${parsed.success}`);
      }
    }
    total += corpus.length;
    perVersion.push(`${version} ${corpus.length} (${invalid} invalid)`);
  }
  console.log(`  zod on the mutation corpus: ${total} instances [${perVersion.join(", ")}]; disagreements: ${disagreements.length}`);
  for (const d of disagreements.slice(0, 20)) console.log(`    ${d}`);
  assert.ok(total >= 10_000, `at least 10,000 instances (got ${total})`);
  assert.equal(disagreements.length, 0);
});

test("2025-11-25: against the SDK's hand-written zod schemas (@modelcontextprotocol/sdk 1.32.2) on the definitions both name", async () => {
  const sdk = (await import("@modelcontextprotocol/sdk/types.js")) as unknown as Record<string, { safeParse?(v: unknown): { success: boolean } } | undefined>;
  const { json, model } = await versionUnderTest("2025-11-25");
  const { zod } = await zodOf("2025-11-25");
  const ajv = ajvChecks(json, model);
  const names = new Set(model.definitions.map((d) => d.name));
  const corpus = mutationCorpus(model, examples.filter((e) => names.has(e.definition))).filter((i) => typeof sdk[`${i.definition}Schema`]?.safeParse === "function");
  let ours = 0;
  let theirs = 0;
  const samples: string[] = [];
  for (const instance of corpus) {
    const expected = ajv(instance.definition)(instance.value);
    if (zod.schemas[instance.definition]!.safeParse(instance.value).success !== expected) ours++;
    if (sdk[`${instance.definition}Schema`]!.safeParse!(instance.value).success !== expected) {
      theirs++;
      if (samples.length < 5) samples.push(`${instance.definition} (${instance.note}): Ajv ${expected}`);
    }
  }
  const definitions = new Set(corpus.map((i) => i.definition)).size;
  console.log(`  2025-11-25, ${corpus.length} instances of ${definitions} definitions the SDK also names: disagreements with Ajv: generated zod ${ours}, SDK zod ${theirs}`);
  for (const s of samples) console.log(`    SDK: ${s}`);
  assert.ok(corpus.length > 1000);
  assert.is(ours, 0);
});

test.run();
