import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unreachedDeclarations } from "../../scripts/declarations.ts";

/** A declaration tree: `index.d.ts` reaches `a` by `from`, `a` reaches `sub/b` by `import()`; `c` is reached by nothing. */
function tree(): string {
  const root = mkdtempSync(join(tmpdir(), "mcp-decl-"));
  mkdirSync(join(root, "sub"));
  const files: Record<string, string> = {
    "index.d.ts": 'export { a } from "./a.js";\nexport type { C } from "node:fs";\n',
    "a.d.ts": 'export declare const a: import("./sub/b.js").B;\n',
    "sub/b.d.ts": 'export type B = import("../a.js").A2;\n',
    "c.d.ts": 'export type C = import("./a.js").A2;\n',
    "sub/d.d.ts": "export type D = string;\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

test("declarations: what index.d.ts reaches through from and import() stays; the rest is listed, sorted", () => {
  const root = tree();
  assert.equal(unreachedDeclarations(root, join(root, "index.d.ts")), [join(root, "c.d.ts"), join(root, "sub", "d.d.ts")]);
});

test("declarations: a reached file that is missing stops the build", () => {
  const root = tree();
  writeFileSync(join(root, "index.d.ts"), 'export { x } from "./missing.js";\n');
  assert.throws(() => unreachedDeclarations(root, join(root, "index.d.ts")), /ENOENT/);
});

test.run();
