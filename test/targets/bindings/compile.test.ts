import { test } from "uvu";
import * as assert from "uvu/assert";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { exampleFiles, projectRoot, schemaPath, versions } from "../../helpers/paths.js";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { discriminatedUnions } from "../../../generator/targets/bindings/unions.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { moduleName, renderBindingFiles, workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";

/**
 * Compile every binding where its toolchain exists, then round-trip the 129 examples of
 * 2026-07-28 through Python, Go, Java and Rust: parse into the example's type, write back,
 * compare as JSON values. Each language is built once for all six versions.
 */
const fixtures = join(projectRoot, "test", "fixtures", "bindings");
const roundTripVersion = "2026-07-28";
const examples = exampleFiles();
type Example = (typeof examples)[number];
/**
 * Every example of a discriminated union's member, to decode through the union (`ContentBlock`
 * for a `TextContent` example): its type is `<Union>:<Member>`, and the harness checks that the
 * union's decoder picked that member by its literal, then writes it back.
 */
const unions = discriminatedUnions(buildModel(JSON.parse(readFileSync(schemaPath(roundTripVersion), "utf8"))));
const unionExamples: Example[] = unions.flatMap(
  (u) => u.cases.flatMap((c) => examples.filter((e) => e.type === c.member).map((e) => ({ ...e, type: `${u.name}:${c.member}` }))),
);
/** Round-trip counts reached (every example, in each language): a drop below is a regression. */
const roundTripFloor = { python: 129, go: 129, rust: 129 } as const;
/** Union examples decoded by their literal and written back, per language: all of them, so far. */
const unionFloor = { python: 31, go: 31, rust: 31 } as const;
/**
 * A `CallToolResult` whose `content` holds the spec's example of every `ContentBlock` member, in the
 * union's order: each item must decode to the member its `type` names (a field typed by the union),
 * and the whole must write back unchanged.
 */
const contentBlock = unions.find((u) => u.name === "ContentBlock");
const mixedMembers = (contentBlock?.cases ?? []).flatMap((c) => examples.filter((e) => e.type === c.member).slice(0, 1));
const mixedContent: Example = { type: "CallToolResult", file: "mixed-content.json", path: join(workDir, "mixed", "call-tool-result-mixed-content.json") };
/** Items of the mixed `content` decoded to the member named by their `type`, per language. */
const mixedFloor = { python: 5, go: 5, rust: 5 } as const;
let files: OutputFile[] = [];
const skipped: string[] = [];

test.before(async () => {
  files = await renderBindingFiles();
  writeFiles(join(workDir, "out"), files);
  const base = examples.find((e) => e.type === "CallToolResult");
  assert.ok(base, "a CallToolResult example");
  const content = mixedMembers.map((e) => JSON.parse(readFileSync(e.path, "utf8")) as unknown);
  writeFiles(join(workDir, "mixed"), [
    { path: "call-tool-result-mixed-content.json", contents: JSON.stringify({ ...JSON.parse(readFileSync(base.path, "utf8")), content }, null, 2) },
  ]);
});

/** The files of one language for one version, paths relative to `<version>/<lang>/`. */
function filesOf(lang: string, version: string): { path: string; contents: string }[] {
  const prefix = `${version}/${lang}/`;
  return files.filter((f) => f.path.startsWith(prefix)).map((f) => ({ path: f.path.slice(prefix.length), contents: f.contents }));
}

/** Writes a manifest of the examples (type, input, output) and returns the output folder. */
function manifest(lang: string, list: Example[] = examples, name = lang): { manifest: string; outDir: string } {
  const outDir = join(workDir, "roundtrip", name);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const lines = list.map((e, i) => `${e.type}\t${e.path}\t${join(outDir, `${i}.json`)}`);
  const path = join(workDir, "roundtrip", `${name}.tsv`);
  writeFileSync(path, lines.join("\n") + "\n");
  return { manifest: path, outDir };
}

/** Compares each written example with its input as JSON values; prints and returns the count. */
function compare(lang: string, outDir: string, log: string, list: Example[] = examples, label = "round trip"): number {
  const failures: string[] = [];
  list.forEach((e, i) => {
    const out = join(outDir, `${i}.json`);
    if (!existsSync(out)) return failures.push(`${e.type}/${e.file}: not written`);
    const same = isDeepStrictEqual(JSON.parse(readFileSync(out, "utf8")), JSON.parse(readFileSync(e.path, "utf8")));
    if (!same) failures.push(`${e.type}/${e.file}: differs`);
  });
  const passed = list.length - failures.length;
  console.log(`  ${lang} ${label}: ${passed}/${list.length}`);
  if (failures.length > 0) console.log(`    not round-tripped: ${failures.join(", ")}`);
  if (log.trim()) console.log(tail(log, 15).replace(/^/gm, "    "));
  return passed;
}

/** A name quicktype gave a spec type in `source` (it re-cases acronyms: JSONRPC -> Jsonrpc), matched without case. */
function declaredName(source: string, pattern: RegExp, type: string): string | undefined {
  const names = [...source.matchAll(pattern)].map((m) => m[1]!);
  return names.find((n) => n.toLowerCase() === type.toLowerCase());
}

/** The Go harness case listing the Go type of each `CallToolResult.content` item's member (`*mcp.TextContent`). */
function goMixedCase(source: string): string {
  const name = declaredName(source, /^type (\w+) struct \{$/gm, "CallToolResult");
  assert.ok(name, "go declares CallToolResult");
  return `\t\tcase "CallToolResult.content":\n\t\t\tv, err := mcp.Unmarshal${name}(in)\n\t\t\tnames := []string{}\n\t\t\tfor _, c := range v.Content {\n\t\t\t\tnames = append(names, fmt.Sprintf("%T", c.Value))\n\t\t\t}\n\t\t\tif err == nil {\n\t\t\t\tout, err = json.Marshal(names)\n\t\t\t}\n\t\t\tfail = err`;
}

test("examples are there to round-trip", () => {
  assert.is(examples.length, 129);
  assert.ok(unionExamples.length >= unionFloor.python, `${unionExamples.length} union examples`);
  assert.is(mixedMembers.length, mixedFloor.python, "an example of every ContentBlock member");
});

/** Decodes the union examples through the harness at `command args` and checks the count. */
function unionRoundTrip(lang: keyof typeof unionFloor, command: string, args: (manifest: string) => string[], cwd: string): void {
  const m = manifest(lang, unionExamples, `${lang}-unions`);
  const r = run(command, args(m.manifest), cwd);
  assert.ok(r.ok, tail(r.output));
  const passed = compare(lang, m.outDir, r.output, unionExamples, "unions decoded by their literal");
  assert.ok(passed >= unionFloor[lang], `${lang} union decoding fell to ${passed} (was ${unionFloor[lang]})`);
}

/**
 * Decodes the mixed `CallToolResult` (type `CallToolResult`: round trip) and lists the class of each
 * `content` item (type `CallToolResult.content`: the harness writes the items' class names), through
 * the harness at `command args`; checks each item is the member its `type` names.
 */
function mixedContentCheck(lang: keyof typeof mixedFloor, command: string, args: (manifest: string) => string[], cwd: string): void {
  const list: Example[] = [mixedContent, { ...mixedContent, type: "CallToolResult.content" }];
  const m = manifest(lang, list, `${lang}-mixed`);
  const r = run(command, args(m.manifest), cwd);
  assert.ok(r.ok, tail(r.output));
  const roundTrip = compare(lang, m.outDir, r.output, list.slice(0, 1), "mixed CallToolResult.content round trip");
  assert.is(roundTrip, 1, `${lang}: the mixed CallToolResult did not round-trip`);
  const out = join(m.outDir, "1.json");
  const names = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as string[]) : [];
  const normalize = (n: string) => n.replace(/^\*?\w+\./, "").replace(/_/g, "").toLowerCase();
  const decoded = mixedMembers.filter((e, i) => names[i] !== undefined && normalize(names[i]!) === e.type.toLowerCase()).length;
  console.log(`  ${lang} CallToolResult.content items decoded to the member named by their type: ${decoded}/${mixedMembers.length} (${names.join(", ")})`);
  assert.ok(decoded >= mixedFloor[lang] && names.length === mixedMembers.length, `${lang} typed union field: ${decoded} (was ${mixedFloor[lang]})`);
}

// Go, Rust, Python: their own test files (rendered from the binding plan); Java and Kotlin: java.test.ts, kotlin.test.ts.


test("c# and swift: compiled where a toolchain exists", () => {
  const toolchains = [
    { lang: "csharp", command: "dotnet", flag: "--version" },
    { lang: "swift", command: "swiftc", flag: "--version" },
  ];
  for (const t of toolchains) {
    if (!available(t.command, t.flag)) {
      skipped.push(`${t.lang} (${t.command} not found)`);
      continue;
    }
    if (t.lang === "swift") {
      const root = join(workDir, "swift");
      for (const v of versions) {
        writeFiles(join(root, moduleName(v)), filesOf("swift", v));
        const r = run("swiftc", ["-parse-as-library", "-typecheck", join(root, moduleName(v), "McpTypes.swift")], root);
        assert.ok(r.ok, `swiftc ${v}:\n${tail(r.output)}`);
      }
    } else {
      // A dotnet build needs a project file; not wired here yet.
      skipped.push(`${t.lang} (${t.command} found, but its build is not wired in this test)`);
    }
  }
});

test.after(() => {
  if (skipped.length > 0) console.log(`  bindings skipped: ${skipped.join("; ")}`);
});

test.run();
