/**
 * Issue 26 item 3: inputs whose size once made the validators recurse (an enum's `||` chain nesting 100,000 deep in
 * prettier's input, exit 3) or run for minutes (prettier over a 60 MB module). Behaviour, not time: `npm run bench`
 * (bench/scale.ts) measures the time.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { hugeEnum, manyDefinitions, writeCase } from "../../bench/synthetic.ts";
import { renderFiles } from "../helpers/generate.ts";
import { writeInProject } from "../targets/zod/helpers.ts";
import { enumChainLimit } from "../../generator/targets/validators/kinds/enum.ts";
import { checkModuleSize, moduleLimitChars } from "../../generator/targets/validators/index.ts";
import { formatLimitChars } from "../../generator/emit/format.ts";
import { CodegenError } from "../../generator/messages/error.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-scale-"));
type Validators = { is: Record<string, (v: unknown) => boolean>; validate: Record<string, (v: unknown) => { ok: boolean; errors?: { path: string; keyword: string }[] }> };

async function generated(name: string, schema: Parameters<typeof writeCase>[2]) {
  const files = await renderFiles({ schemas: [writeCase(dir, name, schema)], targets: ["validators"] });
  const out = writeInProject(files, "scale-");
  const validators = (await import(pathToFileURL(join(out, name, "validators.js")).href)) as Validators;
  return { files, validators };
}

test("an enum of 100,000 values: one Set lookup, formatted, and it validates", async () => {
  const { files, validators } = await generated("enum100k", hugeEnum(100_000));
  const source = files.find((f) => f.path === "enum100k/validators.ts")!.contents;
  assert.ok(source.includes("new Set("), "a Set, not a chain of ===");
  assert.not.ok(source.includes('v === "value-0" ||'));
  assert.ok(validators.is.Big!("value-99999"));
  assert.not.ok(validators.is.Big!("value-100000"));
  assert.equal(validators.validate.Holder!({ big: 1 }).errors?.map((e) => [e.path, e.keyword]), [["/big", "enum"]]);
});

test(`an enum of ${enumChainLimit} values stays a chain of ===; one more is a Set (object values: one loop)`, async () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
  const { files, validators } = await generated("enums", {
    $schema: "http://json-schema.org/draft-07/schema#",
    definitions: { Short: { enum: values(enumChainLimit) }, Long: { enum: [...values(enumChainLimit), { a: [1] }, null, 2] } },
  });
  const source = files.find((f) => f.path === "enums/validators.ts")!.contents;
  assert.is((source.match(/new Set\(/g) ?? []).length, 1);
  assert.ok(source.includes("deepEqual(v, k)"));
  for (const ok of ["v0", `v${enumChainLimit - 1}`, { a: [1] }, null, 2, 2.0]) assert.ok(validators.is.Long!(ok), JSON.stringify(ok));
  for (const bad of ["v99", { a: [2] }, "2", [], 3]) assert.not.ok(validators.is.Long!(bad), JSON.stringify(bad));
  assert.ok(validators.is.Short!("v3") && !validators.is.Short!("v99"));
});

test("a validators module past formatLimitChars is written without prettier, final, and works", async () => {
  // About 2.6 KB of source per definition: enough of them to pass the limit.
  const count = Math.ceil(formatLimitChars / 2_400);
  const { files, validators } = await generated("many", manyDefinitions(count));
  for (const name of ["validators.ts", "validators.js", "validators.d.ts"]) {
    const file = files.find((f) => f.path === `many/${name}`)!;
    assert.ok(file.contents.length > 0, name);
  }
  // The builders' layout (statements unindented inside functions): prettier did not print it.
  assert.match(files.find((f) => f.path === "many/validators.ts")!.contents, /\{\nif \(/);
  const last = `Def${count - 1}`;
  assert.ok(validators.is[last]!({ name: "x", previous: { name: "y", size: 1 } }));
  assert.equal(validators.validate[last]!({ name: "x", previous: { size: 1.5 } }).errors?.map((e) => [e.path, e.keyword]), [
    ["/previous", "required"],
    ["/previous/size", "type"],
  ]);
});

test("past moduleLimitChars a validators module is refused with exit 2's error, naming the schema (not V8's string limit, exit 3)", () => {
  assert.is(checkModuleSize(moduleLimitChars, "s.json"), moduleLimitChars);
  assert.throws(
    () => checkModuleSize(moduleLimitChars + 1, "s.json"),
    (e: unknown) => e instanceof CodegenError && e.id === "output-too-large" && e.file === "s.json" && !e.message.includes("\n"),
  );
});

test.run();
