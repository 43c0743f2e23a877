import { test } from "uvu";
import * as assert from "uvu/assert";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { changeMessage } from "../../generator/diff/messages.ts";
import { ruleById } from "../../generator/diff/rules/index.ts";
import { fixtureModels, ruleFixtures } from "./fixture.ts";
import { mirrorKeys, ownKeys } from "./mirror.ts";

for (const f of ruleFixtures()) {
  test(`fixture ${f.name}: ${f.description}`, () => {
    const { from, to } = fixtureModels(f);
    const changes = diffModels(from, to);
    const got = changes.map((c) => ({
      rule: c.rule,
      breaks: c.breaks,
      path: c.path,
      before: c.before,
      after: c.after,
    }));
    assert.equal(got, f.expected);
    assert.ok(
      f.expected.some((e) => e.rule.endsWith(f.name)),
      `fixture ${f.name} shows its own rule`,
    );
    for (const c of changes) {
      // A change nothing puts on the wire is downgraded from ERR to WARN; otherwise the rule's level.
      const level = ruleById(c.rule)!.level;
      assert.ok(c.level === level || (level === "ERR" && c.level === "WARN" && c.breaks.length === 0), c.rule);
      assert.ok(changeMessage(c).length > 0, c.rule);
    }
  });

  test(`fixture ${f.name}: the reverse diff mirrors it`, () => {
    const { from, to } = fixtureModels(f);
    assert.equal(mirrorKeys(diffModels(from, to)), ownKeys(diffModels(to, from)));
  });
}

test.run();
