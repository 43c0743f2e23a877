import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { declarationOrder } from "../../../generator/targets/zod/order.ts";
import { versions } from "../../helpers/paths.ts";
import { versionUnderTest } from "../validators/helpers.ts";

const ref = (name: string) => ({ $ref: `#/definitions/${name}` });

test("declaration order: each definition after those it refers to; cycles (and only cycles) marked", () => {
  const model = buildModel({
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: {
      A: { type: "object", properties: { b: ref("B"), z: ref("Z") } },
      B: { type: "object", properties: { a: ref("A") } },
      Self: { type: "array", items: ref("Self") },
      Y: { type: "object", properties: { z: ref("Z") } },
      Z: { type: "string" },
    },
  } as never);
  const { order, cycleOf } = declarationOrder(model);
  assert.equal(order, ["Z", "A", "B", "Self", "Y"]);
  assert.equal([...cycleOf.keys()].sort(), ["A", "B", "Self"]);
  assert.is(cycleOf.get("A"), cycleOf.get("B"));
  assert.is.not(cycleOf.get("A"), cycleOf.get("Self"));
});

test("a 5,000-long ref chain is ordered without exhausting the stack", () => {
  const definitions: Record<string, unknown> = {};
  for (let i = 0; i < 5000; i++) definitions[`D${String(i).padStart(4, "0")}`] = i === 4999 ? { type: "string" } : { type: "object", properties: { next: ref(`D${String(i + 1).padStart(4, "0")}`) } };
  const { order, cycleOf } = declarationOrder(buildModel({ $schema: "http://json-schema.org/draft-07/schema#", definitions } as never));
  assert.is(order[0], "D4999");
  assert.is(order.at(-1), "D0000");
  assert.is(cycleOf.size, 0);
});

test("every published version: a permutation of the definitions, refs pointing backwards except inside a cycle", async () => {
  for (const version of versions) {
    const { model } = await versionUnderTest(version);
    const { order, cycleOf } = declarationOrder(model);
    assert.equal([...order].sort(), model.definitions.map((d) => d.name).sort(), version);
    const position = new Map(order.map((n, i) => [n, i]));
    for (const d of model.definitions) {
      for (const target of JSON.stringify(d.type).match(/"target":"[^"]+"/g) ?? []) {
        const t = target.slice(10, -1);
        const inCycle = cycleOf.has(d.name) && cycleOf.get(d.name) === cycleOf.get(t);
        assert.ok(inCycle || position.get(t)! < position.get(d.name)!, `${version}: ${d.name} refers to ${t}`);
      }
    }
  }
});

test.run();
