import { test } from "uvu";
import * as assert from "uvu/assert";
import { targetIds, targets } from "../../generator/targets/index.ts";

test("the target registry: unique ids, a description each, needs naming registered targets, an emitter each", async () => {
  assert.equal(targetIds.length, new Set(targetIds).size);
  assert.equal([...targetIds], ["ts", "methods", "validators", "zod", "dispatch", "python", "go", "rust", "java", "kotlin", "csharp", "swift", "python-all", "go-all", "csharp-all", "swift-all", "java-all", "rust-all", "kotlin-all"]);
  // options validate against ids.ts without loading emitters: the registry must list exactly those, in order
  assert.equal(targets.map((t) => t.id), [...targetIds]);
  for (const t of targets) {
    assert.ok(t.description.length > 10, t.id);
    assert.type((await t.load()).emit, "function");
    const needs: readonly string[] = "needs" in t ? t.needs : [];
    for (const n of needs) assert.ok((targetIds as readonly string[]).includes(n) && n !== t.id, `${t.id} needs ${n}`);
  }
});

test.run();
