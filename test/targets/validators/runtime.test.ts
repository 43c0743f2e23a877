/** The validators' runtime helpers (templates/validators/runtime.ts), as the generated modules carry them. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { codePoints, deepEqual, errorCap, failure, pointerToken, uniqueItems } from "../../../templates/validators/runtime.ts";
import { runtimeText } from "../../../generator/targets/validators/runtime.ts";

test("uniqueItems: primitives by a set, objects pairwise, JSON equality", () => {
  assert.is(uniqueItems([1, "1", true, null]), true);
  assert.is(uniqueItems([1, 1.0]), false);
  assert.is(uniqueItems([{ a: 1, b: [2] }, { b: [2], a: 1 }]), false);
  assert.is(uniqueItems([1, { a: 1 }, [1]]), true);
});

test("sparse arrays end at their holes: a length of 2^32-1 returns at once", () => {
  const sparse = new Array(2 ** 32 - 1);
  assert.is(uniqueItems(sparse), false);
  const other = new Array(2 ** 32 - 1);
  assert.is(deepEqual(sparse, other), false);
  assert.is(deepEqual([1, 2], [1, 2]), true);
});

test("codePoints counts a surrogate pair once; pointerToken escapes ~ and /", () => {
  assert.is(codePoints("a\u{1F600}b"), 3);
  assert.is(pointerToken("a/b~c"), "a~1b~0c");
});

test("failure caps the list, and the list it returns is a plain array", () => {
  const many = (_v: unknown, p: string, errs: { path: string; keyword: string; message: string }[]) => {
    for (let i = 0; i < 1000; i++) errs.push({ path: `${p}/${i}`, keyword: "type", message: "x" });
  };
  const r = failure(many, null, errorCap({ maxErrors: 7 }));
  assert.is(r.errors.length, 7);
  assert.is(Object.prototype.hasOwnProperty.call(r.errors, "push"), false);
  assert.is(failure(many, null, errorCap(undefined)).errors.length, 100);
  assert.equal(failure(() => {}, null, 100).errors, [{ path: "", keyword: "internal", message: "rejected without a reported reason" }]);
});

test("the emitted text: after the marker, helpers without export, the API's types with it", () => {
  const runtime = runtimeText("runtime");
  assert.not.match(runtime, /^export /m);
  assert.not.match(runtime, /^import /m);
  assert.match(runtime, /^function failure\(/m);
  assert.match(runtimeText("api"), /^export interface ValidationError \{/m);
});

test.run();
