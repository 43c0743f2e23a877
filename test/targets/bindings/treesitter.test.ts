import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { projectRoot, schemasDir, versions } from "../../helpers/paths.js";
import { workDir, writeFiles } from "./output.js";
import { run, tail } from "./toolchains.js";

/**
 * No C# or Swift compiler here: every generated C# and Swift file of all six versions is parsed with the
 * tree-sitter grammars (PyPI `tree-sitter`, `tree-sitter-c-sharp`, `tree-sitter-swift`) and must have no
 * ERROR or MISSING node. A file with an injected syntax error must be caught, at its line.
 */
const checker = join(projectRoot, "test", "targets", "bindings", "harness", "treesitter", "check.py");
const root = join(workDir, "treesitter");
let files: OutputFile[] = [];
let installed = true;

interface Report {
  file: string;
  language: string;
  errors: { line: number; column: number; kind: string; text: string }[];
}

function check(paths: string[]): Report[] {
  const r = run("python3", [checker, ...paths], root);
  assert.ok(r.ok, `tree-sitter check:\n${tail(r.output)}`);
  return r.output.trim().split("\n").map((line) => JSON.parse(line) as Report);
}

test.before(async () => {
  installed = run("python3", ["-c", "import tree_sitter, tree_sitter_c_sharp, tree_sitter_swift"], projectRoot).ok;
  if (!installed) return;
  files = await render(resolveOptions({ all: true, targets: ["csharp", "swift"], schemaDir: schemasDir, download: false }));
  writeFiles(root, files);
});

test("every C# and Swift file of every version parses with 0 ERROR/MISSING nodes", () => {
  if (!installed) return void console.log("  tree-sitter skipped: pip install tree-sitter tree-sitter-c-sharp tree-sitter-swift");
  const generated = files.filter((f) => /\.(cs|swift)$/.test(f.path));
  for (const lang of ["csharp", "swift"]) {
    for (const v of versions) assert.ok(generated.some((f) => f.path.startsWith(`${v}/${lang}/`)), `${v}/${lang} has a file`);
  }
  const reports = check(generated.map((f) => join(root, f.path)));
  assert.is(reports.length, generated.length);
  for (const lang of ["csharp", "swift"]) {
    const own = reports.filter((r) => r.language === lang);
    const errors = own.flatMap((r) => r.errors.map((e) => `${r.file.slice(root.length + 1)}:${e.line}:${e.column} ${e.kind} ${JSON.stringify(e.text)}`));
    console.log(`  ${lang} tree-sitter: ${own.length} files, ${errors.length} ERROR/MISSING nodes`);
    assert.equal(errors.slice(0, 10), [], `${lang} parses cleanly`);
  }
});

test("the check catches an injected syntax error, at its line", () => {
  if (!installed) return;
  const injected = files
    .filter((f) => f.path.startsWith("2026-07-28/") && /\.(cs|swift)$/.test(f.path))
    .map((f) => {
      const lines = f.contents.split("\n");
      // A stray `)` where the first type closes: an error neither grammar can absorb into a valid node.
      const at = lines.findIndex((l, i) => i > 0 && /^\s*}\s*$/.test(l));
      assert.ok(at > 0, `${f.path} has a closing brace`);
      lines.splice(at, 0, ")");
      return { path: `injected/${f.path}`, contents: lines.join("\n"), line: at + 1 };
    });
  writeFiles(join(root, "injected"), injected.map((f) => ({ path: f.path.slice("injected/".length), contents: f.contents })));
  const reports = check(injected.map((f) => join(root, f.path)));
  for (const [i, r] of reports.entries()) {
    assert.ok(r.errors.length > 0, `${r.language}: the injected error is reported`);
    const first = Math.min(...r.errors.map((e) => e.line));
    assert.ok(first <= injected[i]!.line + 1, `${r.language}: first error at line ${first}, injected at ${injected[i]!.line}`);
    console.log(`  ${r.language} injected syntax error caught: ${r.errors.length} nodes, first at line ${first} (injected at ${injected[i]!.line})`);
  }
});

test.run();
