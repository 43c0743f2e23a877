import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { historyFiles, versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";
import type { CodegenError } from "../../../generator/messages/error.ts";

test("all six versions generate and compile with tsc --strict", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["ts"] });
  assert.equal(files.map((f) => f.path), [...versions.map((v) => `${v}/types.ts`), "index.ts"].sort());
  const dir = writeTemp(files);
  const diagnostics = typecheck([join(dir, "index.ts")]);
  assert.equal(diagnostics, [], "compile errors");
  console.log(`  tsc --strict: ${versions.length} versions, ${diagnostics.length} errors`);
});

/** Two upstream drafts have a $ref to a definition they lack: bad input, rejected with exit-2's error. */
const danglingUpstream: Record<string, string> = {
  "2025-06-10T134850-c47b7ce7.json": "#/definitions/CallToolResult/properties/content/items/anyOf/4/$ref",
  "2025-11-14T155725-4105b319.json": "#/$defs/CallToolRequestParams/properties/task/$ref",
};

test("all draft-history schemas generate and compile with tsc --strict", async () => {
  const all = historyFiles();
  const history = all.filter((h) => !(h.file in danglingUpstream));
  for (const h of all.filter((h) => h.file in danglingUpstream)) {
    const error = await renderFiles({ schemas: [h.path], targets: ["ts"] }).then(
      () => undefined,
      (e: unknown) => e as CodegenError,
    );
    assert.is(error?.id, "ref-unresolved", h.file);
    assert.is(error?.pointer, danglingUpstream[h.file]);
  }
  const files = await renderFiles({ schemas: history.map((h) => h.path), targets: ["ts"] });
  const dir = writeTemp(files);
  // One program for all: an entry that imports every version as a namespace.
  const entry = history.map((h, i) => `export * as h${i} from "./${h.file.replace(/\.json$/, "")}/types.js";`).join("\n");
  writeFileSync(join(dir, "history.ts"), entry);
  const diagnostics = typecheck([join(dir, "history.ts")]);
  const failing = new Set(diagnostics.map((d) => d.file));
  console.log(
    `  draft history: ${all.length} schemas, ${all.length - history.length} rejected (dangling $ref upstream), ` +
      `${history.length} generated, ${failing.size} failed to compile`,
  );
  assert.equal(diagnostics.slice(0, 5), []);
  assert.is(all.length, 220);
});

test.run();
