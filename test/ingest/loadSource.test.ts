import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSource } from "../../generator/ingest/loadSource.ts";
import { resolveSources } from "../../generator/ingest/sources.ts";
import type { CodegenError } from "../../generator/messages/error.ts";
import type { Model } from "../../generator/ir/model.ts";
import { resolveOptions } from "../../generator/options.ts";
import { schemaPath, schemasDir, versions } from "../helpers/paths.ts";

const options = resolveOptions({ schemaDir: schemasDir, download: false });
const tsPath = (v: string) => join(schemasDir, v, "schema.ts");
/** The model without `source`, which names what the user gave (a version, a path, git:...). */
const body = ({ source: _, ...rest }: Model) => rest;
const fails = (p: Promise<unknown>): Promise<CodegenError> =>
  p.then(
    () => {
      throw new Error("should fail");
    },
    (e: CodegenError) => e,
  );

test("every published version: a version name and its file path load the same model and sha256", async () => {
  for (const v of versions) {
    const [resolved] = await resolveSources({ ...options, specs: [v] });
    const byVersion = await loadSource(resolved!, options);
    const byName = await loadSource(v, options);
    const byPath = await loadSource(schemaPath(v), options);
    assert.equal(byName.model, byVersion.model, v);
    assert.is(byPath.schema.sha256, byVersion.schema.sha256, v);
    assert.equal(byVersion.provenance.patches, byVersion.patched.applied, v);
    assert.ok(byVersion.provenance.schemaTs, `${v}: the schema.ts beside it is read`);
    // The path's name is the folder's, so the same patches apply: the models are equal too.
    assert.equal(body(byPath.model), body(byVersion.model), v);
  }
});

test("a file, its bytes in memory, standard input and git:<ref>:<path> load the same model", async () => {
  const v = "2026-07-28";
  const repo = mkdtempSync(join(tmpdir(), "mcp-codegen-load-"));
  mkdirSync(join(repo, v));
  copyFileSync(schemaPath(v), join(repo, v, "schema.json"));
  copyFileSync(tsPath(v), join(repo, v, "schema.ts"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo, stdio: "pipe" });
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "x");
  const bytes = new Uint8Array(readFileSync(schemaPath(v)));
  const copy = bytes.slice();
  const tsBytes = new Uint8Array(readFileSync(tsPath(v)));
  const file = await loadSource(schemaPath(v), options);
  const inMemory = await loadSource({ name: v, source: v, location: "memory.json", pin: null, bytes, schemaTs: { location: "memory.ts", pin: null, bytes: tsBytes } }, options);
  const stdin = await loadSource({ name: v, source: "-", location: "-", pin: null, schemaTs: { location: tsPath(v), pin: null } }, { ...options, stdin: bytes });
  const cwd = process.cwd();
  process.chdir(repo);
  try {
    const fromGit = await loadSource(`git:HEAD:${v}/schema.json`, options);
    assert.equal(body(fromGit.model), body(file.model));
    assert.is(fromGit.provenance.location, `git:HEAD:${v}/schema.json`);
    assert.is(fromGit.provenance.schemaTs?.location, `git:HEAD:${v}/schema.ts`, "the schema.ts beside it at that ref");
  } finally {
    process.chdir(cwd);
  }
  assert.equal(body(inMemory.model), body(file.model));
  assert.equal(body(stdin.model), body(file.model));
  assert.is(stdin.provenance.location, "<stdin>");
  assert.equal(bytes, copy, "the bytes are not touched");
});

test("schema.ts bytes from anywhere pass the reader's guards: depth, JSON given as schema.ts, UTF-8", async () => {
  const json = new Uint8Array(readFileSync(schemaPath("2026-07-28")));
  const withTs = (ts: string | Uint8Array) => ({
    name: "x",
    source: "x",
    location: "x.json",
    pin: null,
    bytes: json,
    schemaTs: { location: "upstream/schema.ts", pin: null, bytes: typeof ts === "string" ? new TextEncoder().encode(ts) : ts },
  });
  const deep = await fails(loadSource(withTs(`export interface A ${"{ a: ".repeat(5000)}string${" }".repeat(5000)}`), options));
  assert.is(deep.id, "schema-too-deep");
  assert.equal(deep.args, { limit: 256 });
  assert.is(deep.file, "upstream/schema.ts:1");
  assert.is((await fails(loadSource(withTs(json), options))).id, "schema-ts-not-typescript");
  const bad = await fails(loadSource(withTs(new Uint8Array([0x65, 0x78, 0xff])), options));
  assert.is(bad.id, "utf8-invalid");
  assert.is(bad.file, "upstream/schema.ts");
});

test("a pinned schema.ts whose text differs is refused before it is parsed", async () => {
  const [resolved] = await resolveSources({ ...options, specs: ["2026-07-28"] });
  const e = await fails(loadSource({ ...resolved!, schemaTs: { location: tsPath("2026-07-28"), pin: "0".repeat(64) } }, options));
  assert.is(e.id, "pin-mismatch");
});

test("danglingRefs: a $ref to nothing stops generation, and reads as any value where asked (diff)", async () => {
  const text = JSON.stringify({ definitions: { A: { type: "object", properties: { b: { $ref: "#/definitions/Missing" } } } } });
  const source = { name: "d", source: "d.json", location: "d.json", pin: null, bytes: new TextEncoder().encode(text) };
  assert.is((await fails(loadSource(source, options))).id, "ref-unresolved");
  const lenient = await loadSource(source, { ...options, danglingRefs: "any" });
  assert.ok(lenient.model.unsupported.some((u) => u.keyword === "$ref"));
});

test.run();
