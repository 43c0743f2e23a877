import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import type { Definition, TypeNode } from "../../generator/ir/model.ts";
import { childrenOf, listedProperties, reachable, refsOf } from "../../generator/ir/walk.ts";
import { readJson, schemaPath, versions } from "../helpers/paths.ts";

/** Every `$ref` target under a raw JSON-schema value, by definition name. */
function rawRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => rawRefs(v, out));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.add(decodeURIComponent(v.replace(/^#\/(definitions|\$defs)\//, "")).replace(/~1/g, "/").replace(/~0/g, "~"));
      else rawRefs(v, out);
    }
  }
  return out;
}

for (const version of versions) {
  test(`${version}: refsOf finds exactly the $refs each definition of schema.json holds`, async () => {
    const raw = readJson<{ definitions?: Record<string, unknown>; $defs?: Record<string, unknown> }>(schemaPath(version));
    const defs = raw.$defs ?? raw.definitions ?? {};
    const model = buildModel(await loadSchema(schemaPath(version), version));
    assert.ok(model.definitions.length > 50);
    for (const d of model.definitions) {
      assert.equal([...refsOf(d.type)].sort(), [...rawRefs(defs[d.name])].sort(), d.name);
    }
  });
}

test("childrenOf names the path tokens of every child kind", () => {
  const str: TypeNode = { kind: "primitive", pointer: "/a", type: "string", constraints: {} } as TypeNode;
  const ref = (target: string): TypeNode => ({ kind: "ref", pointer: "", target });
  const node = {
    kind: "object",
    pointer: "",
    properties: [{ name: "a/b", required: true, type: ref("A") }],
    requiredOnly: [],
    patternProperties: [{ pattern: "^x", type: ref("B") }],
    additional: { kind: "schema", type: str },
    propertyNames: str,
  } as unknown as TypeNode;
  assert.equal(
    childrenOf(node).map((c) => c.tokens),
    [["properties", "a/b"], ["additionalProperties"], ["patternProperties", "^x"], ["propertyNames"]],
  );
  assert.equal([...refsOf(node)].sort(), ["A", "B"]);
  const union = { kind: "union", pointer: "", exclusive: true, members: [ref("A"), node] } as unknown as TypeNode;
  assert.equal(childrenOf(union).map((c) => c.tokens.join("/")), ["oneOf/0", "oneOf/1"]);
  assert.equal(childrenOf(ref("A")), [], "refs are not followed");
});

test("reachable follows refs through cycles once and ignores unknown names", () => {
  const ref = (target: string): TypeNode => ({ kind: "ref", pointer: "", target });
  const def = (name: string, ...targets: string[]): Definition =>
    ({ name, pointer: `/$defs/${name}`, type: { kind: "union", pointer: "", exclusive: false, members: targets.map(ref) } }) as unknown as Definition;
  const byName = new Map([def("A", "B"), def("B", "A", "C"), def("C"), def("D", "A")].map((d) => [d.name, d]));
  assert.equal([...reachable(["A"], byName)].sort(), ["A", "B", "C"]);
  assert.equal([...reachable(["D", "Missing"], byName)].sort(), ["A", "B", "C", "D"]);
});

test("listedProperties: through refs and intersections, first listing wins, required if any requires it", () => {
  const str = { kind: "primitive", pointer: "", type: "string", constraints: {} } as unknown as TypeNode;
  const num = { kind: "primitive", pointer: "", type: "number", constraints: {} } as unknown as TypeNode;
  const obj = (...props: [string, boolean, TypeNode][]) =>
    ({ kind: "object", pointer: "", properties: props.map(([name, required, type]) => ({ name, required, type })), requiredOnly: [], patternProperties: [], additional: { kind: "unspecified" } }) as unknown as TypeNode;
  const ref = (target: string): TypeNode => ({ kind: "ref", pointer: "", target });
  const byName = new Map<string, Definition>([
    ["Base", { name: "Base", pointer: "", type: obj(["a", false, str], ["b", true, str]) } as unknown as Definition],
    ["Loop", { name: "Loop", pointer: "", type: ref("Loop") } as unknown as Definition],
  ]);
  const both = { kind: "intersection", pointer: "", members: [ref("Base"), obj(["a", true, num], ["c", false, num])] } as unknown as TypeNode;
  assert.equal(
    listedProperties(both, byName).map((p) => [p.name, p.required, (p.type as { type: string }).type]),
    [["a", true, "string"], ["b", true, "string"], ["c", false, "number"]],
  );
  assert.equal(listedProperties(ref("Loop"), byName), []);
  assert.equal(listedProperties({ kind: "union", pointer: "", exclusive: false, members: [ref("Base")] } as unknown as TypeNode, byName), []);
});

test.run();
