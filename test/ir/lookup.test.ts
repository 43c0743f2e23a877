import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadSchema } from "../../generator/ingest/load.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { definitionsByName, typesByName } from "../../generator/ir/lookup.ts";
import { schemaPath, versions } from "../helpers/paths.ts";

test("every version: the lookup index holds each definition by name, built once per model object", async () => {
  for (const v of versions) {
    const model = buildModel(await loadSchema(schemaPath(v)));
    const before = JSON.stringify(model);
    const byName = definitionsByName(model);
    assert.is(byName.size, model.definitions.length, `${v}: names are unique`);
    for (const d of model.definitions) {
      assert.ok(byName.get(d.name) === d, `${v}: ${d.name}`);
      assert.ok(typesByName(model).get(d.name) === d.type, `${v}: ${d.name} type`);
    }
    const types = typesByName(model);
    assert.ok(definitionsByName(model) === byName && typesByName(model) === types, `${v}: built once`);
    // A model derived from it (never mutated in place) is another object, with its own index.
    const fewer = { ...model, definitions: model.definitions.slice(1) };
    assert.is(definitionsByName(fewer).size, model.definitions.length - 1, v);
    assert.is(definitionsByName(fewer).has(model.definitions[0]!.name), false, v);
    assert.is(JSON.stringify(model), before, `${v}: model untouched`);
  }
});

test.run();
