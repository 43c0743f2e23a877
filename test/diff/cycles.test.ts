import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { fixtureSchema } from "./fixture.ts";

const tree = { type: "object", properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Tree" } } } };
const forest = { type: "object", properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Forest" } }, size: { type: "integer" } } };
const inline = {
  type: "object",
  properties: { value: { type: "string" }, children: { type: "array", items: { type: "object", properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Tree" } } } } } },
};
const useTree = (target: string) => ({
  type: "object",
  properties: { name: { type: "string" }, tree: { $ref: `#/$defs/${target}` } },
  required: ["name"],
});

test("cyclic refs never loop: a self-referencing definition against its one-level inline expansion", () => {
  const from = modelForDiff(fixtureSchema({ Tree: tree, CallToolRequestParams: useTree("Tree") }));
  const to = modelForDiff(fixtureSchema({ Tree: inline, CallToolRequestParams: useTree("Tree") }));
  assert.equal(diffModels(from, to), []);
  assert.equal(diffModels(to, from), []);
});

test("cyclic refs never loop: a ref moved between two self-referencing definitions is judged by structure", () => {
  const from = modelForDiff(fixtureSchema({ Tree: tree, Forest: forest, CallToolRequestParams: useTree("Tree") }));
  const to = modelForDiff(fixtureSchema({ Tree: tree, Forest: forest, CallToolRequestParams: useTree("Forest") }));
  const changes = diffModels(from, to).map((c) => [c.rule, c.path]);
  assert.equal(changes, [["request-type-narrowed", "CallToolRequestParams/properties/tree"]]);
});

test.run();
