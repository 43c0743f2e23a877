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

// Seed 4242 once crashed on a definition named `None`, and the harness loaded each `.py` file on its
// own, where the package's `from . import _runtime` cannot resolve: a few cases, every fifth imported.
// (A wire name holding a lone surrogate, which pydantic-core cannot take as an alias, is refused at
// ingest since: regressions.test.ts.)
test("fuzz (bounded): the Python binding renders hostile names and imports as a package", async () => {
  const counts = await fuzz({ cases: 6, seed: 4242, targets: ["python"], cliCases: 0, compileBindingsEvery: 5 });
  assert.equal(counts.failures, [], JSON.stringify(counts.failures, null, 2));
  assert.is(counts.crashes, 0);
  assert.is(counts.uncompilable, 0);
  assert.ok(counts.bindingsCompiled >= 2, `python files imported (${counts.bindingsCompiled})`);
});

test.run();
