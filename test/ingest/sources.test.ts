import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { knownVersions, sourceName } from "../../generator/ingest/sources.ts";
import { sha256 } from "../../generator/ingest/load.ts";
import { schemaPath, versions } from "../helpers/paths.ts";

test("sources.json pins every released version to the bytes in ../shared (draft has no pin)", () => {
  const known = knownVersions();
  assert.equal(known.map((k) => k.version), [...versions]);
  for (const k of known) {
    const actual = sha256(readFileSync(schemaPath(k.version)));
    if (k.version === "draft") assert.is(k.sha256, null);
    else assert.is(k.sha256, actual, k.version);
    assert.is(k.url, `https://raw.githubusercontent.com/modelcontextprotocol/modelcontextprotocol/main/schema/${k.version}/schema.json`);
    assert.is(k.dialect, k.version < "2025-11-25" ? "draft-07" : "2020-12");
  }
});

test("output folder names come from the source", () => {
  assert.is(sourceName("/x/schema/2026-07-28/schema.json"), "2026-07-28");
  assert.is(sourceName("fixtures/traps.json"), "traps");
  assert.is(sourceName("https://example.org/schema/draft/schema.json"), "draft");
});

test.run();
