/**
 * Writes scripts/test-data.json, the pin list `npm run fetch-test-data` downloads by: every file of the test data
 * folder (../shared or $MCP_SHARED_DIR) with its upstream repository, commit and path, its sha256 and its git blob id.
 * Run it when the test data changes: `tsx scripts/pin-test-data.ts <spec commit> <test-suite commit>`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gitBlob, sha256Hex, type PinnedFile, type TestDataPins } from "./testData.ts";

const [specCommit, suiteCommit] = process.argv.slice(2);
if (!/^[0-9a-f]{40}$/.test(specCommit ?? "") || !/^[0-9a-f]{40}$/.test(suiteCommit ?? "")) {
  process.stderr.write("usage: tsx scripts/pin-test-data.ts <spec repository commit, 40 hex> <JSON-Schema-Test-Suite commit, 40 hex>\n");
  process.exit(2);
}
const shared = process.env.MCP_SHARED_DIR ?? join(import.meta.dirname, "..", "..", "shared");
const spec = "modelcontextprotocol/modelcontextprotocol";
const suite = "json-schema-org/JSON-Schema-Test-Suite";

const pin = (path: string, repo: string, commit: string | undefined, from: string, extra: Partial<PinnedFile> = {}): PinnedFile => {
  const bytes = readFileSync(join(shared, path));
  return { path, repo, commit: commit!, from, sha256: sha256Hex(bytes), blob: gitBlob(bytes), ...extra };
};
const walk = (dir: string): string[] =>
  readdirSync(join(shared, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

const files: PinnedFile[] = [];
for (const path of walk("schemas")) files.push(pin(path, spec, specCommit, `schema/${relative("schemas", path)}`));
const rows = readFileSync(join(shared, "corpus/draft-history/index.tsv"), "utf8").trim().split("\n").slice(1);
for (const row of rows) {
  const [file, commit, date, blob] = row.split("\t") as [string, string, string, string];
  const entry = pin(`corpus/draft-history/${file}`, spec, commit, "schema/draft/schema.json", { date });
  if (entry.blob !== blob) throw new Error(`${file}: git blob ${entry.blob}, index.tsv says ${blob}`);
  files.push(entry);
}
for (const path of walk("json-schema-test-suite")) {
  const inRepo = relative("json-schema-test-suite", path);
  files.push(pin(path, suite, suiteCommit, /^draft/.test(inRepo) ? `tests/${inRepo}` : inRepo));
}
const pins: TestDataPins = {
  $comment: [
    "The data `npm test` reads, pinned: the MCP spec's published schemas and examples and its draft schema's history",
    `(${spec}, by commit), and the JSON-Schema-Test-Suite (${suite}). Written by scripts/pin-test-data.ts.`,
    `The suite is pinned by commit: no release tag holds exactly these files (Test-JSON-Schema-Acceptance-1.037 has 172 of ${walk("json-schema-test-suite").length}).`,
  ],
  index: { path: "corpus/draft-history/index.tsv", sha256: sha256Hex(readFileSync(join(shared, "corpus/draft-history/index.tsv"))) },
  files,
};
// One line per file: reviewable in a diff, a quarter of the size of indented JSON.
const { files: _, ...head } = pins;
const text = `${JSON.stringify(head, null, 2).replace(/\n}$/, ",")}\n  "files": [\n${files.map((f) => `    ${JSON.stringify(f)}`).join(",\n")}\n  ]\n}\n`;
JSON.parse(text);
writeFileSync(join(import.meta.dirname, "test-data.json"), text);
process.stdout.write(`pinned ${files.length} files\n`);
