import { test } from "uvu";
import * as assert from "uvu/assert";
import { codePoints, deepEqual, failure, pointerToken, uniqueItems } from "../../../generator/targets/validators/runtime.ts";
import { runtimeSource } from "../../../generator/targets/validators/runtimeSource.ts";
import { emitValidatorModule } from "../../../generator/targets/validators/module.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";

test("the runtime helpers are a real module: they run here as they run in generated code", () => {
  assert.is(codePoints("a😀"), 2);
  assert.ok(deepEqual({ a: [1, { b: null }] }, { a: [1.0, { b: null }] }));
  assert.not.ok(deepEqual(JSON.parse('{"__proto__": 1}'), {}));
  assert.not.ok(uniqueItems([{ a: 1 }, { a: 1 }]));
  assert.is(pointerToken("a/~b"), "a~1~0b");
  const f = failure((_v, p, errs) => errs.push({ path: p, keyword: "type", message: "x" }), 1);
  assert.equal(f.errors, [{ path: "", keyword: "type", message: "x" }]);
});

test("generated validators.ts holds the runtime text, helpers unexported, result types exported", () => {
  const model = buildModel({ definitions: { A: { type: "string" } } });
  const source = emitValidatorModule({ model, header: "// h", file: "x.json" });
  assert.ok(source.includes(runtimeSource().text));
  assert.match(source, /^export interface ValidationError \{/m);
  assert.match(source, /^function deepEqual\(/m);
  assert.not.match(source, /^export function deepEqual/m);
});

test.run();
