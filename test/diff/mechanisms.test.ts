/**
 * One before/after pair per precision mechanism of the diff (unions behind aliases, the enum-schema
 * rework, the JSON-RPC envelope, open objects, per-method response types, value-level deprecations):
 * the exact changes expected, and the reverse diff mirroring them.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { fixtureModels, fixturesDir, type RuleFixture } from "./fixture.ts";
import { mirrorKeys, ownKeys } from "./mirror.ts";

const dir = join(fixturesDir, "mechanisms");
const fixtures: RuleFixture[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({
    name: f.replace(/\.json$/, ""),
    ...(JSON.parse(readFileSync(join(dir, f), "utf8")) as Omit<RuleFixture, "name">),
  }));

for (const f of fixtures) {
  test(`mechanism ${f.name}: ${f.description}`, () => {
    const { from, to } = fixtureModels(f);
    const got = diffModels(from, to).map((c) => ({
      rule: c.rule,
      breaks: c.breaks,
      path: c.path,
      before: c.before,
      after: c.after,
    }));
    assert.equal(got, f.expected);
  });
  test(`mechanism ${f.name}: the reverse diff mirrors it`, () => {
    const { from, to } = fixtureModels(f);
    assert.equal(mirrorKeys(diffModels(from, to)), ownKeys(diffModels(to, from)));
  });
}

test("the mechanisms say what they must not: no member removed, no type changed, no envelope row, no narrowing", () => {
  const rules = (name: string) => {
    const f = fixtures.find((x) => x.name === name)!;
    const { from, to } = fixtureModels(f);
    return diffModels(from, to).map((c) => c.rule);
  };
  assert.not.ok(rules("union-behind-alias").some((r) => r.endsWith("union-member-removed")));
  assert.not.ok(rules("enum-schema-rework").some((r) => /union-member-removed|type-changed|property-removed/.test(r)));
  assert.equal(rules("envelope-embedded"), []);
  assert.not.ok(rules("open-object-to-json-object").some((r) => r.endsWith("type-narrowed")));
  assert.ok(
    rules("open-object-to-narrow-json-object").some((r) => r.endsWith("type-narrowed")),
    "the control still narrows",
  );
  const f = fixtures.find((x) => x.name === "value-level-deprecation")!;
  const { from, to } = fixtureModels(f);
  const deprecated = diffModels(from, to)
    .filter((c) => c.rule === "newly-deprecated")
    .map((c) => c.path);
  assert.equal(
    deprecated,
    ["CreateMessageRequestParams/properties/includeContext/enum/thisServer"],
    "the value, not the property",
  );
});

test.run();
