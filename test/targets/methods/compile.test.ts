import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { projectRoot, versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";

test("--target methods alone: every version's methods.ts (with the types.ts it imports) compiles with tsc --strict", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["methods"] });
  const perVersion = ["capabilities.json", "methods.json", "methods.ts", "types.ts"];
  assert.equal(
    files.map((f) => f.path),
    [...versions.flatMap((v) => perVersion.map((p) => `${v}/${p}`)), "methods.json", "methods.md"].sort(),
  );
  const dir = writeTemp(files);
  const diagnostics = typecheck(versions.map((v) => join(dir, v, "methods.ts")));
  console.log(`  tsc --strict on methods.ts: ${versions.length} versions, ${diagnostics.length} errors`);
  assert.equal(diagnostics, []);
});

test("an inline union member is reached through its union (Extract) and compiles", async () => {
  const schema = join(projectRoot, "test", "fixtures", "methods", "inline.schema.json");
  const files = await renderFiles({ schemas: [schema], targets: ["methods"] });
  const methods = files.find((f) => f.path === "inline.schema/methods.ts")!.contents;
  assert.match(methods, /ping: \{\s+params: Types\.RequestParams \| undefined;\s+result: Types\.EmptyResult;/);
  assert.match(
    methods,
    // Whitespace as the formatter lays it out (the project's prettier settings decide the line breaks).
    /Extract<\s*Types\.ServerNotification,\s*\{\s*method:\s*"notifications\/widgets\/list_changed"\s*\}\s*>\["params"\]/,
  );
  const dir = writeTemp(files);
  assert.equal(typecheck([join(dir, "inline.schema", "methods.ts")]), []);
});

test.run();
