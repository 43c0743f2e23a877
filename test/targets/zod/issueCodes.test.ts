import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { format } from "../../../generator/emit/format.ts";
import { zodTarget } from "../../../generator/targets/zod/index.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { provenanceFor } from "../validators/helpers.ts";
import { writeInProject, zodOf, type GeneratedZod } from "./helpers.ts";

type Issues = { issues: { code: string; message: string }[] };
const codes = (result: { success: boolean; error?: unknown }) => (result.error as Issues | undefined)?.issues.map((i) => `${i.code}: ${i.message}`) ?? [];

test("2026-07-28: completion.values beyond maxItems 100 is zod's too_big (the SDK's test reads the code), with the validators' wording", async () => {
  const { zod } = await zodOf("2026-07-28");
  const complete = zod.schemas.CompleteResult!;
  const hundred = Array.from({ length: 100 }, (_, i) => `v${i}`);
  assert.is(complete.safeParse({ resultType: "complete", completion: { values: hundred } }).success, true);
  assert.equal(codes(complete.safeParse({ resultType: "complete", completion: { values: [...hundred, "v100"] } })), ["too_big: must NOT have more than 100 items"]);
});

test("array lengths: zod's .min() and .max() on arrays (too_small, too_big); a tuple's stay checks (zod's tuple has no length methods)", async () => {
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      Pair: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 2 },
      Tuple: { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1, maxItems: 2 },
    },
  };
  const input = { version: "lengths", model: buildModel(schema as never), provenance: provenanceFor("lengths.json") };
  const files = await format(await zodTarget.emit(input, resolveOptions({ targets: ["ts", "zod"] })));
  const text = files.find((f) => f.path.endsWith("zod.ts"))!.contents;
  assert.match(text, /\.min\(1, \{ message: "must NOT have fewer than 1 items" \}\)/);
  assert.match(text, /\.max\(2, \{ message: "must NOT have more than 2 items" \}\)/);
  const dir = writeInProject(files, "zod-lengths-");
  const zod = (await import(pathToFileURL(join(dir, "lengths", "zod.ts")).href)) as GeneratedZod;
  const pair = zod.schemas.Pair!;
  assert.is(pair.safeParse(["a", "b"]).success, true);
  assert.equal(codes(pair.safeParse([])), ["too_small: must NOT have fewer than 1 items"]);
  assert.equal(codes(pair.safeParse(["a", "b", "c"])), ["too_big: must NOT have more than 2 items"]);
  const tuple = zod.schemas.Tuple!;
  assert.is(tuple.safeParse(["a", 1]).success, true);
  assert.equal(codes(tuple.safeParse([])), ["custom: must NOT have fewer than 1 items"]);
  assert.equal(codes(tuple.safeParse(["a", 1, 2])), ["custom: must NOT have more than 2 items"]);
});

test.run();
