import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { constraintKeywords, typeKinds } from "../../../generator/ir/model.ts";
import { kindEmitters } from "../../../generator/targets/validators/kinds/index.ts";
import { keywordEmitters } from "../../../generator/targets/validators/keywords/index.ts";
import { projectRoot, readJson } from "../../helpers/paths.ts";
import { ajvChecks } from "./ajv.ts";
import { loadValidators, provenanceFor } from "./helpers.ts";

test("every IR kind has exactly one emitter", () => {
  assert.equal(kindEmitters.map((e) => e.kind).sort(), [...typeKinds].sort());
  for (const e of kindEmitters) assert.ok(e.description.length > 0, e.kind);
});

test("every constraint keyword has exactly one emitter, and a fixture", () => {
  assert.equal(keywordEmitters.map((e) => e.keyword).sort(), [...constraintKeywords].sort());
  const fixtures = readJson<Record<string, unknown>>(join(projectRoot, "test/fixtures/validators/keywords.json"));
  assert.equal(Object.keys(fixtures).sort(), [...constraintKeywords].sort());
});

test("each keyword fixture: the generated check and Ajv agree, on both dialects", async () => {
  const fixtures = readJson<Record<string, { schema: object; valid: unknown[]; invalid: unknown[]; validButAjvRejects?: unknown[] }>>(join(projectRoot, "test/fixtures/validators/keywords.json"));
  for (const [dialect, holder, uri] of [
    ["draft-07", "definitions", "http://json-schema.org/draft-07/schema#"],
    ["2020-12", "$defs", "https://json-schema.org/draft/2020-12/schema"],
  ] as const) {
    const json = { $schema: uri, [holder]: Object.fromEntries(Object.entries(fixtures).map(([k, f]) => [k, f.schema])) };
    const model = buildModel(json as never);
    assert.is(model.dialect, dialect);
    const v = await loadValidators({ version: `keywords-${dialect}`, model, provenance: provenanceFor("keywords.json") });
    const ajv = ajvChecks(json as never, model);
    for (const [keyword, f] of Object.entries(fixtures)) {
      for (const value of f.valid) {
        assert.is(v.is[keyword]!(value), true, `${dialect} ${keyword} accepts ${JSON.stringify(value)}`);
        assert.is(ajv(keyword)(value), true, `Ajv ${keyword} accepts ${JSON.stringify(value)}`);
      }
      // Ajv compares the quotient with parseInt(quotient), which misreads 1e21 as 1.
      for (const value of f.validButAjvRejects ?? []) {
        assert.is(v.is[keyword]!(value), true, `${dialect} ${keyword} accepts ${JSON.stringify(value)}`);
        assert.is(ajv(keyword)(value), false, `Ajv still rejects ${JSON.stringify(value)}: drop the exception`);
      }
      for (const value of f.invalid) {
        assert.is(v.is[keyword]!(value), false, `${dialect} ${keyword} rejects ${JSON.stringify(value)}`);
        const result = v.validate[keyword]!(value);
        assert.equal(result.ok ? [] : result.errors.map((e) => e.keyword), [keyword], `${keyword} names itself`);
      }
    }
  }
});

test.run();
