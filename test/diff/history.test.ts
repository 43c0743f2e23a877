import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { historyFiles } from "../helpers/paths.ts";
import { mirrorKeys, ownKeys } from "./mirror.ts";

test("every consecutive draft-history pair diffs without error, and each reverse diff mirrors it", () => {
  const files = historyFiles();
  const models = files.map((f) => modelForDiff(JSON.parse(readFileSync(f.path, "utf8")), f.file));
  let pairs = 0;
  let changes = 0;
  for (let i = 1; i < models.length; i++) {
    const forward = diffModels(models[i - 1]!, models[i]!);
    const backward = diffModels(models[i]!, models[i - 1]!);
    assert.equal(mirrorKeys(forward), ownKeys(backward), files[i]!.file);
    if (i % 20 === 0) assert.equal(diffModels(models[i]!, models[i]!), [], `${files[i]!.file} against itself`);
    pairs++;
    changes += forward.length;
  }
  assert.is(pairs, files.length - 1);
  assert.ok(changes > 0);
  console.log(`  draft history: ${pairs} consecutive diffs, ${changes} changes`);
});

test.run();
