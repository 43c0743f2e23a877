/** The validators' runtime helpers (templates/shared/jsonChecks.ts, templates/validators/runtime.ts), as the generated modules carry them. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { codePoints, deepEqual, uniqueItems } from "../../../templates/shared/jsonChecks.ts";
import { errorCap, failure, pointerToken, report } from "../../../templates/validators/runtime.ts";
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

test("failure caps its own list; lists collectors fill to compare union members are not capped", () => {
  const many = (_v: unknown, p: string, errs: { path: string; keyword: string; message: string }[]) => {
    for (let i = 0; i < 1000; i++) report(errs, { path: `${p}/${i}`, keyword: "type", message: "x" });
  };
  const r = failure(many, null, errorCap({ maxErrors: 7 }));
  assert.is(r.errors.length, 7);
  const trial = (_v: unknown, _p: string, errs: { path: string; keyword: string; message: string }[]) => {
    const mine: { path: string; keyword: string; message: string }[] = [];
    for (let i = 0; i < 50; i++) report(mine, { path: `/${i}`, keyword: "type", message: "x" });
    report(errs, mine[49]!);
  };
  assert.equal(failure(trial, null, 5).errors, [{ path: "/49", keyword: "type", message: "x" }]);
  assert.is(failure(many, null, errorCap(undefined)).errors.length, 100);
  assert.equal(failure(() => {}, null, 100).errors, [{ path: "", keyword: "internal", message: "rejected without a reported reason" }]);
});

test("the emitted text: after the marker, helpers without export, the API's types with it", () => {
  const runtime = runtimeText("runtime");
  assert.not.match(runtime, /^export /m);
  assert.not.match(runtime, /^import /m);
  assert.match(runtime, /^function failure\(/m);
  assert.match(runtime, /^function deepEqual\(/m, "the shared JSON checks come with it");
  assert.match(runtimeText("api"), /^export interface ValidationError \{/m);
});

test.run();
