import { test } from "uvu";
import * as assert from "uvu/assert";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { projectRoot } from "../helpers/paths.ts";

const generator = join(projectRoot, "generator");

/** The project files a module imports (static and `import()`), as paths relative to generator/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(generator, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(generator, resolve(dirname(join(generator, file)), s)).replace(/\.js$/, ".ts"));
}

const filesUnder = (dir: string) =>
  readdirSync(join(generator, dir), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).map((f) => join(dir, f));

test("schemaTs/ (a reader ingest calls) imports nothing from ingest/", () => {
  for (const file of filesUnder("schemaTs")) {
    assert.equal(importsOf(file).filter((i) => i.startsWith("ingest/")), [], file);
  }
});

test("every command that turns a schema into a model goes through the one loader, ingest/loadSource", () => {
  const assemblers = ["ingest/toModel.ts", "ingest/load.ts", "ingest/applyPatches.ts", "ingest/loadPatches.ts", "ingest/applySchemaTs.ts", "ingest/loadSchemaTs.ts"];
  for (const file of ["generate.ts", "commands/diff.ts", "commands/schema.ts", "update/diffSource.ts", "crosscheck/crosscheck.ts"]) {
    const imports = importsOf(file);
    assert.ok(imports.includes("ingest/loadSource.ts"), `${file} imports the loader`);
    assert.equal(imports.filter((i) => assemblers.includes(i)), [], `${file} assembles no model itself`);
  }
  assert.equal(importsOf("commands/diff.ts").filter((i) => i.startsWith("ingest/")), ["ingest/loadSource.ts"], "diff imports one ingest module");
});

test.run();
