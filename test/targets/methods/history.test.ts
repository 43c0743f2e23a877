import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { historyFiles } from "../../helpers/paths.ts";
import { writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { deriveMethods } from "../../../generator/mcp/methods.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { methodsTarget } from "../../../generator/targets/methods/index.ts";
import { tsTarget } from "../../../generator/targets/ts/index.ts";
import { unformattedText } from "../../../generator/emit/formatPieces.ts";
import type { OutputFile } from "../../../generator/emit/output.ts";

test("draft history: every derivable schema's methods.ts compiles with tsc --strict", async () => {
  const options = resolveOptions({ targets: ["methods"] });
  const files: OutputFile[] = [];
  const entries: string[] = [];
  for (const h of historyFiles()) {
    let model;
    try {
      model = buildModel(JSON.parse(readFileSync(h.path, "utf8")), { file: h.file });
      deriveMethods(model);
    } catch {
      continue; // rejected inputs are covered by test/ir/methods.test.ts
    }
    const version = h.file.replace(/\.json$/, "");
    const provenance = { source: h.file, location: h.file, sha256: h.blob, patches: [], generator: "test" };
    // Unformatted (prettier is the orchestrator's last stage): tsc does not care, and it keeps this test quick.
    // methods.ts imports ./types.js, which the orchestrator adds from the ts target (needs: ["ts"]).
    files.push(...(await methodsTarget.emit({ version, model, provenance }, options)));
    files.push(...(await tsTarget.emit({ version, model, provenance })).map((f) => ({ path: f.path, contents: unformattedText(f) })));
    entries.push(`${version}/methods.ts`);
  }
  const dir = writeTemp(files);
  const diagnostics = typecheck(entries.map((e) => join(dir, e)));
  console.log(`  draft history: ${entries.length} methods.ts files, ${diagnostics.length} tsc errors`);
  assert.is(entries.length, 189);
  assert.equal(diagnostics.slice(0, 5), []);
});

test.run();
