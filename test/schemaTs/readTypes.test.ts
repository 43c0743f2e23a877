/**
 * readTypes resolves a schema.ts's syntax tree as TypeScript's checker resolves the types (what the cross-check compares).
 * Each expectation here is what the checker-based reader (TypeScript 5.9) gave for the same text, union members in
 * source order (the checker orders them by internal type id).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readTypes } from "../../generator/schemaTs/readTypes.ts";
import type { TsNode } from "../../generator/schemaTs/model.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-readtypes-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function typesOf(text: string): Record<string, TsNode> {
  const file = join(dir, `t${n++}.ts`);
  writeFileSync(file, text);
  return Object.fromEntries(readTypes(file).map((d) => [d.name, d.type]));
}
const ref = (name: string): TsNode => ({ kind: "ref", name });
const prim = (type: "string" | "number" | "integer" | "boolean" | "null"): TsNode => ({ kind: "primitive", type });

test("named references: interfaces, aliases that make a type (union, array, object, generic); not aliases of a primitive or a reduced union", () => {
  const t = typesOf(`
    interface I { a: string }
    type U = I | null;
    type L = I[];
    type P = string;
    type Reduced = "a" | string;
    type M = Record<string, unknown>;
    type Same = I;
    interface Uses { u: U; l: L; p: P; r: Reduced; m: M; s: Same }
  `);
  assert.equal(t.Uses, {
    kind: "object",
    properties: [
      { name: "u", optional: false, type: ref("U") },
      { name: "l", optional: false, type: ref("L") },
      { name: "p", optional: false, type: prim("string") },
      { name: "r", optional: false, type: prim("string") },
      { name: "m", optional: false, type: ref("M") },
      { name: "s", optional: false, type: ref("I") },
    ],
  });
  assert.equal(t.M, { kind: "object", properties: [], index: { kind: "any" } });
});

test("a union alias inside a union is spread; literals fold into their kind; undefined drops; any absorbs", () => {
  const t = typesOf(`
    interface A { a: 1 } interface B { b: 2 }
    type AB = A | B;
    const V = "2.0";
    const N = -32700;
    interface X { ab?: AB | null; lit: "x" | "y"; n: 1 | 2.5; m: 1 | number; u: string | undefined; any: string | unknown; v: typeof V; c: typeof N; b: boolean | string }
  `);
  const p = (name: string) => (t.X as { properties: { name: string; type: TsNode }[] }).properties.find((x) => x.name === name)!.type;
  assert.equal(p("ab"), { kind: "union", members: [ref("A"), ref("B"), prim("null")] });
  assert.equal(p("lit"), prim("string"));
  assert.equal(p("n"), { kind: "union", members: [prim("integer"), prim("number")] }); // two literals: 1 is integer, 2.5 is not
  assert.equal(p("m"), prim("number"));
  assert.equal(p("u"), prim("string"));
  assert.equal(p("any"), { kind: "any" });
  assert.equal(p("v"), prim("string"));
  assert.equal(p("c"), prim("integer"));
  assert.equal(p("b"), { kind: "union", members: [prim("boolean"), prim("string")] });
});

test("inheritance: own members first, then each base's not redeclared; Omit drops keys; an intersection's member takes its first declaration's type, optional only if optional everywhere", () => {
  const t = typesOf(`
    interface Base {
      id: string;
      /** @deprecated old */
      tag?: string;
      error: { code: number };
    }
    interface Child extends Omit<Base, "error"> { own: boolean; id: string }
    interface Err { code: number; message?: string }
    type Both = Err & { code: 5; message?: string; extra: string };
  `);
  assert.equal(t.Child, {
    kind: "object",
    properties: [
      { name: "own", optional: false, type: prim("boolean") },
      { name: "id", optional: false, type: prim("string") },
      { name: "tag", optional: true, type: prim("string"), deprecated: { reason: "old" } },
    ],
  });
  assert.equal(t.Both, {
    kind: "object",
    properties: [
      { name: "code", optional: false, type: prim("number") },
      { name: "message", optional: true, type: prim("string") },
      { name: "extra", optional: false, type: prim("string") },
    ],
  });
});

test.run();
