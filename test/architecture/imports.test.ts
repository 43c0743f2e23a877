/**
 * The import rules of generator/ (issue 21), checked on every run: data flows one way, source ->
 * ingest -> IR -> protocol facts -> target or diff -> output stage -> commands -> CLI.
 * - no import from a lower layer to a higher one;
 * - no import cycle, between files or between the folders of generator/;
 * - commands/diff.ts reads its sources through one ingest module (the one loader);
 * - prettier is imported by the output stage alone (generator/emit/format*.ts, and its printers' settings type in emit/layout/).
 * Known violations, which other branches are removing, are listed once below; any other fails.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../helpers/paths.ts";
import { cycles, importsOf, sourceFiles, type Import } from "./imports.ts";

/**
 * Layers, lowest first; a file belongs to the layer of its longest matching prefix (under generator/).
 * The issue names messages, ir < ingest < mcp/facts < targets|diff < output stage < commands < cli;
 * the rest is placed where its imports and importers put it. A file no prefix matches fails ("no layer"):
 * a new folder is placed here on purpose.
 */
const layers: readonly { name: string; prefixes: readonly string[] }[] = [
  { name: "messages and IR", prefixes: ["messages/", "ir/"] },
  {
    // What every stage shares: the one Options object, the target ids, rule shapes, and the code builders
    // (safe builders, templates, comments, runtime-file reader), OutputFile (the type targets return) and the
    // overlay's data shape (overlay/overlay.ts: types only, which Options carries).
    name: "vocabulary and code builders",
    prefixes: ["options.ts", "projectRoot.ts", "version.ts", "targets/ids.ts", "targets/bindingNames.ts", "rules/", "emit/code.ts", "emit/identifier.ts", "emit/comment.ts", "emit/template.ts", "emit/moduleText.ts", "emit/provenance.ts", "emit/folderNames.ts", "emit/output.ts", "emit/batches.ts", "overlay/overlay.ts"],
  },
  // read/: bounded, checked reading of bytes (size, UTF-8, depth limits), below every reader that uses it.
  { name: "guarded reading", prefixes: ["read/"] },
  { name: "ingest", prefixes: ["ingest/", "schemaTs/"] },
  // The overlay (an SDK's deviations, as data) applies to the IR that ingest built (generator/overlay/, being written).
  { name: "IR overlay", prefixes: ["overlay/"] },
  { name: "protocol facts", prefixes: ["mcp/", "facts/", "specRules/"] },
  { name: "targets and diff", prefixes: ["targets/", "diff/", "crosscheck/"] },
  // The rest of emit/: format, formatPieces, write, manifest (and whatever the stage grows).
  { name: "output stage", prefixes: ["emit/"] },
  { name: "commands", prefixes: ["commands/", "generate.ts", "config/", "update/"] },
  // api/: the library entry (generate, check, diff, lintTools as functions), beside the CLI it equals.
  { name: "cli", prefixes: ["cli.ts", "index.ts", "api/"] },
];

/**
 * KNOWN VIOLATIONS, each being removed on another branch (issue 21). The lead empties this list after
 * merging those branches; an entry that no longer occurs fails too, so the list stays exact.
 */
const knownViolations: readonly string[] = [
];

const root = projectRoot;
const files = sourceFiles(root, "generator");
const imports = importsOf(root, files);
const local = imports.filter((i) => i.local);

function layerOf(file: string): number {
  const path = file.slice("generator/".length);
  let best = { layer: -1, length: -1 };
  layers.forEach((l, layer) => {
    for (const p of l.prefixes) if (path.startsWith(p) && p.length > best.length) best = { layer, length: p.length };
  });
  return best.layer;
}

/** A file's unit in the folder graph: the layer table's prefix it matches (a folder, or a file placed on its own). */
function unitOf(file: string): string {
  const path = file.slice("generator/".length);
  const prefixes = layers.flatMap((l) => l.prefixes).filter((p) => path.startsWith(p));
  return `generator/${prefixes.sort((a, b) => b.length - a.length)[0] ?? path}`;
}

function graph(edges: readonly Import[], node: (file: string) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files) out.set(node(f), out.get(node(f)) ?? []);
  for (const e of edges) {
    const [a, b] = [node(e.from), node(e.to)];
    if (a !== b && !out.get(a)!.includes(b)) out.get(a)!.push(b);
  }
  return out;
}

/** Every rule's findings, as one line each. */
function violations(): string[] {
  const found: string[] = [];
  for (const i of imports) if (i.to.startsWith("unresolved:")) found.push(`unresolved: ${i.from} imports ${i.to.slice("unresolved:".length)}`);
  for (const f of files) if (layerOf(f) < 0) found.push(`no layer: ${f}`);
  for (const i of local) {
    if (!i.to.startsWith("generator/")) continue;
    const [a, b] = [layerOf(i.from), layerOf(i.to)];
    if (a >= 0 && b > a) found.push(`upward: ${i.from} (${layers[a]!.name}) imports ${i.to} (${layers[b]!.name})`);
  }
  for (const c of cycles(graph(local, (f) => f))) found.push(`file cycle: ${c.join(" <-> ")}`);
  for (const c of cycles(graph(local, unitOf))) found.push(`folder cycle: ${c.join(" <-> ")}`);
  const diffIngest = [...new Set(local.filter((i) => i.from === "generator/commands/diff.ts" && i.to.startsWith("generator/ingest/")).map((i) => i.to))];
  if (diffIngest.length !== 1) found.push(`commands/diff.ts imports ${diffIngest.length} ingest modules: ${diffIngest.sort().join(", ")}`);
  for (const i of imports) {
    if ((i.to === "prettier" || i.to.startsWith("prettier/")) && !/^generator\/emit\/(format[^/]*|layout\/[^/]*)\.ts$/.test(i.from)) found.push(`prettier outside the output stage: ${i.from} imports ${i.to}`);
  }
  return [...new Set(found)].sort();
}

test("the import reader finds real imports (static, type-only, re-exports, dynamic) and nothing in strings", async () => {
  const { specifiers } = await import("./imports.ts");
  const text = [
    'import { a } from "./a.js";',
    'import type {\n  B,\n  C,\n} from "../b.js";',
    'export { d } from "./d.js";',
    'export * from "./e.js";',
    'import "./side.js";',
    'const f = await import("prettier");',
    'export const x = { from: "not-an-import" };',
    'const y = `import z from "zod";`;',
  ].join("\n");
  assert.equal(specifiers(text), ["./a.js", "../b.js", "./d.js", "./e.js", "./side.js", "prettier"]);
});

test("the rules catch a violation: an upward import, a cycle", () => {
  const fake = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["d"]], ["e", []]]);
  assert.equal(cycles(fake), [["a", "b", "c"], ["d"]]);
  assert.ok(layerOf("generator/targets/zod/index.ts") < layerOf("generator/emit/format.ts"), "a target sits below the output stage");
  assert.ok(layerOf("generator/facts/messages.ts") < layerOf("generator/targets/dispatch/index.ts"));
  assert.ok(layerOf("generator/ir/model.ts") < layerOf("generator/ingest/load.ts"));
});

test("generator/ imports follow the layers, with no cycle, one loader for diff, prettier in the output stage only", () => {
  assert.ok(files.length > 100 && local.length > 300, `read ${files.length} files, ${local.length} imports`);
  const found = violations();
  const known = new Set(knownViolations);
  assert.equal(found.filter((v) => !known.has(v)), [], "new import-rule violations");
  assert.equal(knownViolations.filter((v) => !found.includes(v)), [], "known violations that no longer occur: remove them from knownViolations");
});

test.run();
