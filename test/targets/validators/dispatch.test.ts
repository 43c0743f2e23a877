import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { projectRoot, readJson } from "../../helpers/paths.ts";
import { ajvChecks } from "./ajv.ts";
import { loadValidators, provenanceFor, type GeneratedValidators } from "./helpers.ts";

/**
 * Fast paths of object and union checks, against Ajv: unions switching on a `const`/`enum`
 * property (overlapping tags, oneOf with two members under one tag, tags behind allOf,
 * number/boolean/null tags), and own-property tests on objects of every prototype,
 * including a polluted Object.prototype.
 */

const fixturePath = join(projectRoot, "test/fixtures/validators/dispatch.json");
const json = readJson(fixturePath);
const model = buildModel(json as never);
const ajv = ajvChecks(json as never, model);
let validators: GeneratedValidators;

test.before(async () => {
  validators = await loadValidators({ version: "dispatch", model, provenance: provenanceFor("dispatch.json") });
});

/** Every combination of a few values per property, with and without each one. */
function combinations(choices: Record<string, unknown[]>): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(choices)) {
    out = out.flatMap((o) => [o, ...values.map((v) => ({ ...o, [key]: v }))]);
  }
  return out;
}

/** The same properties on objects of other prototypes: inherited, prototype-less, class instance. */
function withPrototypes(o: Record<string, unknown>): unknown[] {
  const entries = Object.entries(o);
  const inherited = Object.create(o) as object;
  const bare = Object.assign(Object.create(null) as object, o);
  const instance = Object.assign(new (class Thing {})(), o);
  const half = Object.create(Object.fromEntries(entries.slice(0, 1))) as Record<string, unknown>;
  for (const [k, v] of entries.slice(1)) half[k] = v;
  return [o, inherited, bare, instance, half];
}

function agree(definitions: readonly string[], values: readonly unknown[]): { checked: number; valid: number; disagreements: string[] } {
  let checked = 0;
  let valid = 0;
  const disagreements: string[] = [];
  for (const d of definitions) {
    for (const value of values) {
      const expected = ajv(d)(value);
      checked++;
      if (expected) valid++;
      if (validators.is[d]!(value) !== expected || validators.validate[d]!(value).ok !== expected) {
        disagreements.push(`${d} ${JSON.stringify(value)} (prototype ${Object.getPrototypeOf(value)?.constructor?.name ?? "null"}): Ajv ${expected}`);
      }
    }
  }
  return { checked, valid, disagreements };
}

test("unions dispatched on a tag property give anyOf's and oneOf's verdicts", () => {
  const shapes = combinations({ type: ["circle", "square", "tagged", "other", 1, null], r: [1, "1"], side: [2, -1], label: ["x", 3] });
  const values = [...shapes.flatMap(withPrototypes), null, [], "circle", 0, [{ type: "circle", r: 1 }]];
  const { checked, valid, disagreements } = agree(["Shape", "OneShape"], values);
  assert.equal(disagreements.slice(0, 10), []);
  assert.ok(valid > checked / 20 && valid < checked, `both verdicts (${valid} of ${checked} valid)`);
});

test("number, boolean and null tags: `===` as const compares them (1 and 1.0 alike), oneOf counting members under one tag", () => {
  const values = combinations({ v: [1, 1.0, "1", true, false, null, 0], n: [1, 1.5, "x"] }).flatMap(withPrototypes);
  const { checked, valid, disagreements } = agree(["Scalar"], values);
  assert.equal(disagreements.slice(0, 10), []);
  assert.ok(valid > 0 && valid < checked);
  assert.is(validators.is.Scalar!({ v: 1, n: 1 }), false, "integer and number both match: not exactly one");
  assert.is(validators.is.Scalar!({ v: 1, n: 1.5 }), true);
});

test("own properties: other prototypes, and names Object.prototype has or is polluted with", () => {
  const values = combinations({ name: ["n", 1], method: ["m", "x"], toString: [1, 1.5] }).flatMap(withPrototypes);
  const clean = agree(["Named", "Shape"], values);
  assert.equal(clean.disagreements.slice(0, 10), []);
  assert.ok(clean.valid > 0 && clean.valid < clean.checked);
  const proto = Object.prototype as Record<string, unknown>;
  try {
    // Inherited from a polluted Object.prototype: present for `in`, absent for Ajv's ownProperties.
    proto.name = "polluted";
    proto.method = "m";
    proto.type = "circle";
    proto.r = 1;
    const polluted = agree(["Named", "Shape", "OneShape"], [{}, { name: "n" }, { method: "m" }, { type: "circle" }, { r: 1 }, ...values]);
    assert.equal(polluted.disagreements.slice(0, 10), []);
    assert.is(validators.is.Named!({}), false, "inherited name and method do not count");
    assert.is(validators.is.Shape!({ r: 1 }), false, "inherited type does not count");
  } finally {
    delete proto.name;
    delete proto.method;
    delete proto.type;
    delete proto.r;
  }
  assert.is(validators.is.Named!({ name: "n", method: "m" }), true, "fast path again after the pollution is gone");
});

test.run();
