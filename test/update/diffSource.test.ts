import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CodegenError } from "../../generator/messages/error.ts";
import { diffSource } from "../../generator/update/diffSource.ts";
import type { UpstreamState } from "../../generator/update/upstream.ts";
import { schemaPath, schemasDir } from "../helpers/paths.ts";

const state = (kind: "schema.json" | "schema.ts", previous: Uint8Array, bytes: Uint8Array): UpstreamState => ({
  source: "2025-06-18",
  label: `2025-06-18/${kind}`,
  pinKey: kind === "schema.json" ? "2025-06-18" : "2025-06-18/schema.ts",
  url: `http://127.0.0.1/2025-06-18/${kind}`,
  pinned: null,
  local: `vendor/2025-06-18/${kind}`,
  store: `vendor/2025-06-18/${kind}`,
  kind,
  bytes,
  sha256: "",
  previous,
  changed: true,
});
const json = new Uint8Array(readFileSync(schemaPath("2025-06-18")));
const ts = new Uint8Array(readFileSync(join(schemasDir, "2025-06-18", "schema.ts")));

test("the pinned copies against the same upstream bytes: no change", async () => {
  const report = await diffSource(state("schema.json", json, json), state("schema.ts", ts, ts));
  assert.equal(report?.changes, []);
});

test("a 5,000-deep schema.ts from upstream is schema-too-deep naming its URL, not a stack overflow", async () => {
  const deep = new TextEncoder().encode(`export interface A ${"{ a: ".repeat(5000)}string${" }".repeat(5000)}`);
  const e = await diffSource(state("schema.json", json, json), state("schema.ts", ts, deep)).catch((x: CodegenError) => x);
  assert.is((e as CodegenError).id, "schema-too-deep");
  assert.is((e as CodegenError).file, "http://127.0.0.1/2025-06-18/schema.ts:1");
});

test.run();
