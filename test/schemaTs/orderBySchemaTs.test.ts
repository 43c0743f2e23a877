/**
 * `order: "schema.ts"`: properties in schema.ts's declaration order, top-level definitions and (at any depth) the
 * inline objects schema.json flattens, on the published schemas.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../generator/ingest/toModel.ts";
import type { Model, TypeNode } from "../../generator/ir/model.ts";
import { orderBySchemaTs } from "../../generator/schemaTs/orderBySchemaTs.ts";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { readJson, schemaPath, schemasDir, versions } from "../helpers/paths.ts";

const modelOf = (version: string) => buildModel(readJson(schemaPath(version)) as never);
const schemaTsOf = (version: string) => readSchemaTs(readFileSync(join(schemasDir, version, "schema.ts"), "utf8"));

/** The property names of the object at a path of property names below a definition. */
function keysAt(model: Model, definition: string, ...path: string[]): string[] {
  let node: TypeNode = model.definitions.find((d) => d.name === definition)!.type;
  for (const name of path) {
    assert.is(node.kind, "object", `${definition}/${path.join("/")}`);
    node = (node as Extract<TypeNode, { kind: "object" }>).properties.find((p) => p.name === name)!.type;
  }
  assert.is(node.kind, "object", `${definition}/${path.join("/")}`);
  return (node as Extract<TypeNode, { kind: "object" }>).properties.map((p) => p.name);
}

test("2025-11-25: ClientCapabilities' inline objects follow schema.ts's literals, three levels down", () => {
  const json = modelOf("2025-11-25");
  const ts = orderBySchemaTs(json, schemaTsOf("2025-11-25"));
  // schema.json sorts every level alphabetically; schema.ts writes `tasks?: { list; cancel; requests: { ... } }`.
  assert.equal(keysAt(json, "ClientCapabilities", "tasks"), ["cancel", "list", "requests"]);
  assert.equal(keysAt(ts, "ClientCapabilities"), ["experimental", "roots", "sampling", "elicitation", "tasks"]);
  assert.equal(keysAt(ts, "ClientCapabilities", "tasks"), ["list", "cancel", "requests"]);
  assert.equal(keysAt(ts, "ClientCapabilities", "tasks", "requests"), ["sampling", "elicitation"]);
  assert.equal(keysAt(ts, "ServerCapabilities", "tasks", "requests"), keysAt(json, "ServerCapabilities", "tasks", "requests"));
});

test("every published version: each inline object's keys are a permutation of schema.json's, in schema.ts's order where it lists them; input untouched, idempotent", () => {
  for (const version of versions) {
    const json = modelOf(version);
    const before = JSON.stringify(json);
    const schemaTs = schemaTsOf(version);
    const ts = orderBySchemaTs(json, schemaTs);
    assert.is(JSON.stringify(json), before, `${version}: input untouched`);
    assert.equal(orderBySchemaTs(ts, schemaTs), ts, `${version}: idempotent`);
    // Same nodes, same properties: only the order of properties differs.
    const sorted = (m: Model) => JSON.stringify(m, (k, v) => (k === "properties" && Array.isArray(v) ? [...v].sort((a, b) => (a.name < b.name ? -1 : 1)) : v));
    assert.is(sorted(ts), sorted(json), `${version}: a permutation`);
  }
  // Nested objects moved in every version that writes one (2024-11-05 already writes its few in alphabetical order).
  const moved = versions.filter((v) => JSON.stringify(orderBySchemaTs(modelOf(v), schemaTsOf(v))) !== JSON.stringify(modelOf(v)));
  assert.ok(moved.length >= 4, moved.join(" "));
});

test("a property's literal through `| undefined`, arrays and intersections; a name schema.ts does not list stays after", () => {
  const model = buildModel({
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: {
      A: {
        type: "object",
        properties: {
          items: { type: "array", items: { type: "object", properties: { a: { type: "string" }, z: { type: "string" } } } },
          meta: { type: "object", properties: { a: { type: "string" }, extra: { type: "string" }, m: { type: "string" }, z: { type: "string" } } },
        },
      },
    },
  } as never);
  const schemaTs = readSchemaTs("export interface A { meta?: ({ z: string } & { m: string; a: string }) | undefined; items: { z: string; a: string }[] }");
  const ordered = orderBySchemaTs(model, schemaTs);
  assert.equal(keysAt(ordered, "A"), ["meta", "items"]);
  assert.equal(keysAt(ordered, "A", "meta"), ["z", "m", "a", "extra"]);
  const items = (ordered.definitions[0]!.type as Extract<TypeNode, { kind: "object" }>).properties[1]!.type as Extract<TypeNode, { kind: "array" }>;
  assert.equal((items.items as Extract<TypeNode, { kind: "object" }>).properties.map((p) => p.name), ["z", "a"]);
});

test.run();
