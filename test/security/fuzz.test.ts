import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatCounts, fuzz } from "./fuzz.ts";

// Bounded: a fixed seed and a few dozen cases through the TypeScript-side targets, compiled and
// loaded (seconds). `npm run fuzz` runs thousands, bindings included.
test("fuzz (bounded): hostile names, descriptions, constants and patterns through ts, validators and methods", async () => {
  const counts = await fuzz({ cases: 16, seed: 12, targets: ["ts", "validators", "methods"], cliCases: 1, compileBindingsEvery: 0 });
  console.log(formatCounts(counts).replace(/^/gm, "  "));
  assert.equal(counts.failures, [], JSON.stringify(counts.failures, null, 2));
  assert.is(counts.tried, 16);
  assert.ok(counts.generated >= 8, `most cases generate (${counts.generated})`);
  assert.is(counts.injections, 0);
  assert.is(counts.crashes, 0);
  assert.is(counts.outside, 0);
  assert.is(counts.uncompilable, 0);
});

test.run();
