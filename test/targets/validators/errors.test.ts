/**
 * validateX's error report: a union reports for the member the value's tag or JSON type
 * selects, the list is capped (maxErrors, default 100), and a sparse array ends the walk.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { versionUnderTest, type ValidationError } from "./helpers.ts";

const latest = () => versionUnderTest("2026-07-28");

type Validate = (value: unknown, options?: { maxErrors?: number }) => { ok: boolean; errors?: ValidationError[] };

async function validator(name: string): Promise<Validate> {
  return (await latest()).validators.validate[name] as Validate;
}

const brief = (errors: ValidationError[] | undefined) => (errors ?? []).map((e) => `${e.path} ${e.keyword}`);

test("a tagged union reports the member its tag selects, then its own error", async () => {
  const r = (await validator("ContentBlock"))({ type: "image", data: 5, mimeType: "image/png" });
  assert.is(r.ok, false);
  assert.equal(brief(r.errors), ["/data type", " anyOf"]);
});

test("a tagged union with an unknown or missing tag reports the tag", async () => {
  const validate = await validator("ContentBlock");
  assert.equal(brief(validate({ type: "video", url: "x" }).errors), ["/type enum", " anyOf"]);
  assert.equal(brief(validate({ text: "x" }).errors), [" required", " anyOf"]);
  assert.equal(brief(validate([]).errors), [" type", " anyOf"]);
});

test("a union by JSON type reports the member of the value's type, or the types it accepts", async () => {
  // ElicitResult.content's values: string[] or string | integer | boolean.
  const validate = await validator("ElicitResult");
  assert.equal(brief(validate({ action: "accept", content: { a: ["x", 1] } }).errors), ["/content/a/1 type", "/content/a anyOf"]);
  const wrongType = validate({ action: "accept", content: { a: {} } }).errors;
  assert.equal(wrongType?.[0], { path: "/content/a", keyword: "type", message: "must be array or string or number or boolean" });
  assert.equal(brief(wrongType), ["/content/a type", "/content/a anyOf"]);
});

test("nested: the errors of one bad content block, deep in a result, and nothing from its siblings", async () => {
  const good = { type: "text", text: "ok" };
  const r = (await validator("CallToolResult"))({ resultType: "complete", content: [good, good, { type: "text", text: 7 }, good] });
  assert.equal(brief(r.errors), ["/content/2/text type", "/content/2 anyOf"]);
});

test("maxErrors caps the report: 100 by default, as asked, or unlimited", async () => {
  const validate = await validator("CallToolResult");
  const value = { resultType: "complete", content: Array.from({ length: 500 }, () => ({ type: "text", text: 0 })) };
  assert.is(validate(value).errors!.length, 100);
  assert.is(validate(value, { maxErrors: 3 }).errors!.length, 3);
  assert.equal(brief(validate(value, { maxErrors: 3 }).errors), ["/content/0/text type", "/content/0 anyOf", "/content/1/text type"]);
  assert.is(validate(value, { maxErrors: Infinity }).errors!.length, 1000);
  assert.is(validate(value, { maxErrors: 0 }).errors!.length, 100, "an invalid cap falls back to the default");
});

test("a sparse array of length 2^32-1 is rejected after its first hole, not walked", async () => {
  const { validators } = await latest();
  const content = new Array(2 ** 32 - 1);
  content[0] = { type: "text", text: "first" };
  assert.is(validators.is["CallToolResult"]!({ resultType: "complete", content }), false);
  const r = (await validator("CallToolResult"))({ resultType: "complete", content });
  assert.equal(r.errors, [{ path: "/content/1", keyword: "type", message: "must be a JSON value" }]);
});

test("the runtime's helpers stay private to the module: only the API is exported", async () => {
  const { validators } = await latest();
  for (const helper of ["hasOwn", "codePoints", "deepEqual", "uniqueItems", "failure", "errorCap", "jsonTypeOf", "formatUri"]) {
    assert.is(validators[helper], undefined, helper);
  }
  assert.type(validators["isCallToolResult"], "function");
});

test.run();
