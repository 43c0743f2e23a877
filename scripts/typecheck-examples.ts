/**
 * `npm run typecheck`'s second half: the examples import generated files that are not in the repository
 * (examples/stdio imports ./generated/2025-11-25/dispatch.js), so they are type-checked beside freshly
 * generated ones, strict, as a user's project compiles them. Prints each error; exits 1 on any.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { TargetId } from "../generator/targets/ids.ts";
import { renderFiles } from "../test/helpers/generate.ts";
import { projectRoot } from "../test/helpers/paths.ts";
import { typecheck } from "../test/helpers/tsc.ts";

/** Each example folder and the generated files it imports. */
const examples: { folder: string; specs: string[]; targets: TargetId[] }[] = [{ folder: "examples/stdio", specs: ["2025-11-25"], targets: ["dispatch"] }];

mkdirSync(join(projectRoot, "tmp"), { recursive: true });
const scratch = mkdtempSync(join(projectRoot, "tmp", "typecheck-examples-"));
let errors = 0;
try {
  for (const example of examples) {
    const dir = join(scratch, example.folder);
    for (const f of await renderFiles({ specs: example.specs, targets: example.targets })) {
      const path = join(dir, "generated", f.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.contents);
    }
    const sources = readdirSync(join(projectRoot, example.folder)).filter((f) => f.endsWith(".ts"));
    for (const f of sources) copyFileSync(join(projectRoot, example.folder, f), join(dir, f));
    const diagnostics = typecheck(sources.map((f) => join(dir, f)), { types: ["node"], noUncheckedIndexedAccess: true });
    for (const d of diagnostics) console.error(`${example.folder}${d.file.slice(dir.length)}:${d.line} ${d.message}`);
    errors += diagnostics.length;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (errors > 0) process.exit(1);
console.log(`examples: ${examples.length} folder(s) type-check`);
