import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemaPath, schemasDir } from "../helpers/paths.ts";

const manifest = ".mcp-codegen-manifest.json";
const fresh = () => mkdtempSync(join(tmpdir(), "mcp-codegen-out-"));

/** Exit 2 with exactly one line on stderr that says each of `mentions`. */
function refused(r: { status: number; stderr: string }, mentions: string[]): void {
  assert.is(r.status, 2, r.stderr);
  const lines = r.stderr.trim().split("\n");
  assert.is(lines.length, 1, r.stderr);
  for (const m of mentions) assert.ok(lines[0]!.includes(m), `"${lines[0]}" should mention ${m}`);
}

test("a dropped version's files are removed, a hand-made file is kept, check sees every kind of drift", () => {
  const out = join(fresh(), "out");
  const two = ["--spec", "2024-11-05", "--spec", "2025-03-26", "--out", out];
  const one = ["--spec", "2025-03-26", "--out", out];
  assert.is(runCli(["generate", ...two]).status, 0);
  writeFileSync(join(out, "2024-11-05", "NOTES.md"), "ours\n");
  // check against fewer versions: the dropped version's file is extra.
  const extra = runCli(["check", ...one]);
  assert.is(extra.status, 1, extra.stderr);
  assert.match(extra.stdout, /extra\s+2024-11-05\/types\.ts/);
  const gen = runCli(["generate", ...one]);
  assert.is(gen.status, 0, gen.stderr);
  assert.match(gen.stdout, /1 removed/);
  assert.not.ok(existsSync(join(out, "2024-11-05", "types.ts")));
  assert.is(readFileSync(join(out, "2024-11-05", "NOTES.md"), "utf8"), "ours\n");
  assert.is(runCli(["check", ...one]).status, 0);
  // Missing, edited, stale (generated from other input), and the manifest itself gone.
  const missing = runCli(["check", ...two]);
  assert.is(missing.status, 1);
  assert.match(missing.stdout, /missing\s+2024-11-05\/types\.ts/);
  const types = join(out, "2025-03-26", "types.ts");
  writeFileSync(types, `${readFileSync(types, "utf8")}// by hand\n`);
  const edited = runCli(["check", ...one]);
  assert.is(edited.status, 1);
  assert.match(edited.stdout, /edited\s+2025-03-26\/types\.ts/);
  assert.is(runCli(["generate", ...one]).status, 0);
  const stale = runCli(["check", ...one, "--no-patches"]);
  assert.is(stale.status, 1);
  assert.match(stale.stdout, /stale\s+2025-03-26\/types\.ts/);
  writeFileSync(join(out, manifest), "{}");
  refused(runCli(["check", ...one]), [manifest, "#/files"]);
});

test("refused with exit 2 and one line: --out \"\", /, ., a file, a folder of someone else's files", () => {
  const base = fresh();
  writeFileSync(join(base, "a-file"), "x");
  mkdirSync(join(base, "src"));
  writeFileSync(join(base, "src", "main.ts"), "export {};\n");
  const gen = (out: string) => runCli(["generate", "--spec", "2024-11-05", "--out", out], { cwd: base });
  refused(gen(""), ['""', "--out"]);
  refused(gen("/"), ["root"]);
  refused(gen("."), [base, "current folder"]);
  refused(gen("a-file"), [join(base, "a-file"), "not a folder"]);
  refused(gen("a-file/sub"), ["cannot write", "ENOTDIR"]);
  refused(gen("src"), [join(base, "src"), "main.ts", manifest]);
  assert.equal(readdirSync(base).sort(), ["a-file", "src"]);
  assert.equal(readdirSync(join(base, "src")), ["main.ts"]);
});

test("a second run while the first holds the folder exits 2 naming it; nothing is lost", async () => {
  const out = join(fresh(), "out");
  assert.is(runCli(["generate", "--spec", "2024-11-05", "--out", out]).status, 0);
  const before = readFileSync(join(out, "2024-11-05", "types.ts"), "utf8");
  const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    writeFileSync(join(out, ".mcp-codegen.lock"), `${holder.pid}\n`);
    refused(runCli(["generate", "--spec", "2024-11-05", "--no-patches", "--out", out]), [`pid ${holder.pid}`, "another mcp-codegen run"]);
    assert.is(readFileSync(join(out, "2024-11-05", "types.ts"), "utf8"), before);
  } finally {
    holder.kill("SIGKILL");
  }
});

test("two runs into one folder at once: each exits 0 or 2 (naming the other), and no file is lost", async () => {
  const out = join(fresh(), "out");
  const args = ["generate", "--spec", "2024-11-05", "--spec", "2025-03-26", "--target", "ts,methods", "--out", out];
  const run = () =>
    new Promise<{ status: number; stderr: string }>((done) => {
      const child = spawn(process.execPath, [join(projectRoot, "bin/mcp-codegen.js"), ...args], { env: { ...process.env, MCP_SCHEMA_DIR: schemasDir } });
      let stderr = "";
      child.stderr.on("data", (d) => (stderr += d));
      child.on("close", (status) => done({ status: status ?? -1, stderr }));
    });
  const results = await Promise.all([run(), run(), run()]);
  for (const r of results) {
    assert.ok(r.status === 0 || r.status === 2, r.stderr);
    if (r.status === 2) assert.match(r.stderr, /another mcp-codegen run \(pid \d+\) is writing this folder/);
  }
  assert.ok(results.some((r) => r.status === 0));
  const check = runCli(["check", ...args.slice(1)]);
  assert.is(check.status, 0, check.stdout);
  assert.not.ok(existsSync(join(out, ".mcp-codegen.lock")));
});

test("sources named .. or ...json, and two schema.json files with one folder name, stay apart inside --out", () => {
  const base = fresh();
  mkdirSync(join(base, "x", "a"), { recursive: true });
  mkdirSync(join(base, "y", "a"), { recursive: true });
  copyFileSync(schemaPath("2024-11-05"), join(base, "x", "a", "schema.json"));
  copyFileSync(schemaPath("2025-03-26"), join(base, "y", "a", "schema.json"));
  copyFileSync(schemaPath("2024-11-05"), join(base, "...json"));
  const out = join(base, "out");
  const r = runCli(
    ["generate", "--schema", "x/a/../a/schema.json", "--schema", "x/a/schema.json", "--schema", "y/a/schema.json", "--schema", "...json", "--out", "out"],
    { cwd: base },
  );
  assert.is(r.status, 0, r.stderr);
  assert.equal(readdirSync(base).sort(), ["...json", "out", "x", "y"], "nothing written beside --out");
  assert.equal(readdirSync(out).sort(), [manifest, "a", "a-2", "a-3", "index.ts", "schema"]);
  const index = readFileSync(join(out, "index.ts"), "utf8");
  const namespaces = [...index.matchAll(/export \* as (\w+)/g)].map((m) => m[1]);
  assert.is(new Set(namespaces).size, 4, index);
});

test.run();
