/**
 * findRenames compares only pairs that share a bucket of rare features: it must find
 * exactly what comparing every removed definition with every added one finds.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { findRenames, pairSimilarity, type RenameCandidate } from "../../generator/diff/renames.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import type { Definition } from "../../generator/ir/model.ts";
import { readJson, schemaPath, versions } from "../helpers/paths.ts";

/** Every pair scored, then the same greedy matching: the reference the indexed search must agree with. */
function allPairs(removed: readonly Definition[], added: readonly Definition[], threshold: number): RenameCandidate[] {
  const scored: RenameCandidate[] = [];
  for (const a of removed) {
    for (const b of added) {
      const similarity = pairSimilarity(a, b);
      // Rounded as findRenames reports it; the thresholds below sit far from any rounding edge of these pairs.
      if (similarity !== undefined && similarity >= threshold) scored.push({ from: a.name, to: b.name, similarity });
    }
  }
  const key = (c: RenameCandidate) => [c.from, c.to].sort().join("\u0000");
  scored.sort((x, y) => y.similarity - x.similarity || (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
  const [from, to] = [new Set<string>(), new Set<string>()];
  const out = scored.filter((c) => !from.has(c.from) && !to.has(c.to) && (from.add(c.from), to.add(c.to), true));
  return out.sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
}

const models = Object.fromEntries(versions.map((v) => [v, buildModel(readJson(schemaPath(v)))]));

test("the indexed search matches exactly what comparing every pair matches, on real versions", () => {
  const pairs: [string, string][] = [
    ["2024-11-05", "2026-07-28"],
    ["2025-06-18", "2025-11-25"],
    ["2026-07-28", "draft"],
  ];
  let matched = 0;
  for (const [from, to] of pairs) {
    const a = models[from]!.definitions;
    const b = models[to]!.definitions;
    for (const threshold of [0.35, 0.6, 0.85]) {
      const found = findRenames(a, b, threshold);
      matched += found.length;
      assert.equal(found, allPairs(a, b, threshold), `${from} -> ${to} at ${threshold}`);
    }
  }
  assert.ok(matched > 100, `only ${matched} matches: the comparison proves little`);
});

test("renamed copies are found: every definition of a version against itself under new names", () => {
  const defs = models["2026-07-28"]!.definitions;
  const renamed = defs.map((d) => ({ ...d, name: `${d.name}Renamed` }));
  const found = findRenames(defs, renamed);
  assert.is(found.length, defs.length);
  for (const c of found) assert.is(c.to, `${c.from}Renamed`, c.from);
});

test.run();
