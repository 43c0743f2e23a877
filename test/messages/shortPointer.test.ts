import { test } from "uvu";
import * as assert from "uvu/assert";
import { shortPointer } from "../../generator/messages/shortPointer.ts";

test("a short pointer is printed whole", () => {
  assert.is(shortPointer("#/definitions/Tool/properties/name"), "#/definitions/Tool/properties/name");
  assert.is(shortPointer("#"), "#");
});

test("a deep pointer keeps its first and last tokens and says how many levels are left out", () => {
  const pointer = `#/definitions/D${"/properties/a".repeat(128)}`;
  const short = shortPointer(pointer);
  assert.is(short, "#/definitions/D/properties/a/properties/…249 more…/properties/a/properties/a");
  const kept = short.split("/").filter((t) => !t.includes("more")).length - 1;
  const left = Number(/…(\d+) more…/.exec(short)![1]);
  assert.is(kept + left, pointer.split("/").length - 1, "kept and left out add up to the pointer's tokens");
});

test("an overlong token keeps its two ends", () => {
  const name = `${"x".repeat(50_000)}END`;
  const short = shortPointer(`#/definitions/${name}/properties/a`);
  assert.ok(short.length < 120, short);
  assert.match(short, /^#\/definitions\/x{24}…x{9}END\/properties\/a$/);
});

test.run();
