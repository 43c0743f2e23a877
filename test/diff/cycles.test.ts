import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { fixtureSchema } from "./fixture.ts";

const tree = {
  type: "object",
  properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Tree" } } },
};
const forest = {
  type: "object",
  properties: {
    value: { type: "string" },
    children: { type: "array", items: { $ref: "#/$defs/Forest" } },
    size: { type: "integer" },
  },
};
const inline = {
  type: "object",
  properties: {
    value: { type: "string" },
    children: {
      type: "array",
      items: {
        type: "object",
        properties: { value: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Tree" } } },
      },
    },
  },
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

test("cyclic refs never loop: a ref moved between two self-referencing definitions is compared by content", () => {
  const from = modelForDiff(fixtureSchema({ Tree: tree, Forest: forest, CallToolRequestParams: useTree("Tree") }));
  const to = modelForDiff(fixtureSchema({ Tree: tree, Forest: forest, CallToolRequestParams: useTree("Forest") }));
  const changes = diffModels(from, to).map((c) => [c.rule, c.path]);
  // Forest is Tree plus an optional `size`: the shape moved, and what changed is that one property.
  assert.equal(changes, [["request-property-added", "CallToolRequestParams/properties/tree/properties/size"]]);
});

test.run();
