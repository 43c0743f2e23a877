import { test } from "uvu";
import * as assert from "uvu/assert";
import { exampleFiles, readJson, versions } from "../../helpers/paths.ts";
import { ajvChecks } from "./ajv.ts";
import { versionUnderTest } from "./helpers.ts";
import { mutationCorpus } from "./mutations.ts";

const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path), file: `${e.type}/${e.file}` }));

test("the 129 examples of 2026-07-28 are valid for Ajv and for the generated validators", async () => {
  assert.is(examples.length, 129);
  const { json, model, validators } = await versionUnderTest("2026-07-28");
  const ajv = ajvChecks(json, model);
  const rejected = examples.filter((e) => !ajv(e.definition)(e.value) || !validators.is[e.definition]!(e.value) || !validators.validate[e.definition]!(e.value).ok);
  assert.equal(rejected.map((e) => e.file), []);
});

test("mutation corpus: every instance gets Ajv's verdict, on every version holding its definition", async () => {
  let total = 0;
  let invalid = 0;
  const disagreements: string[] = [];
  const perVersion: string[] = [];
  for (const version of versions) {
    const { json, model, validators } = await versionUnderTest(version);
    const ajv = ajvChecks(json, model);
    const names = new Set(model.definitions.map((d) => d.name));
    const corpus = mutationCorpus(model, examples.filter((e) => names.has(e.definition)));
    let versionInvalid = 0;
    for (const instance of corpus) {
      const expected = ajv(instance.definition)(instance.value);
      const guarded = validators.is[instance.definition]!(instance.value);
      const result = validators.validate[instance.definition]!(instance.value);
      if (!expected) versionInvalid++;
      const errorsWellFormed = result.ok || (result.errors.length > 0 && result.errors.every((e) => /^(\/[^/]*)*$/.test(e.path) && e.keyword !== "internal"));
      if (guarded !== expected || result.ok !== expected || !errorsWellFormed) {
        disagreements.push(`${version} ${instance.definition} (${instance.note}): Ajv ${expected}, is ${guarded}, validate ${JSON.stringify(result).slice(0, 200)}`);
      }
    }
    total += corpus.length;
    invalid += versionInvalid;
    perVersion.push(`${version} ${corpus.length}`);
  }
  console.log(`mutation corpus: ${total} instances (${invalid} invalid, ${total - invalid} valid per Ajv) across ${versions.length} versions [${perVersion.join(", ")}]; disagreements: ${disagreements.length}`);
  assert.ok(total >= 10_000, `at least 10,000 instances (got ${total})`);
  assert.ok(invalid > total / 4 && invalid < total, "the corpus holds both valid and invalid instances");
  assert.equal(disagreements.slice(0, 20), []);
});

test.run();
