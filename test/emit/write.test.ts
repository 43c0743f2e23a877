import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { outputDrift, refusal, writeOutput } from "../../generator/emit/write.ts";
import { lockName, manifestName } from "../../generator/emit/manifest.ts";
import { folderNames } from "../../generator/emit/folderNames.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemasDir } from "../helpers/paths.ts";

const fresh = () => mkdtempSync(join(tmpdir(), "mcp-codegen-write-"));
const files = (entries: Record<string, string>) => Object.entries(entries).map(([path, contents]) => ({ path, contents }));

async function rejects(run: () => Promise<unknown>, id: string): Promise<CodegenError> {
  try {
    await run();
  } catch (e) {
    assert.instance(e, CodegenError, String(e));
    assert.is((e as CodegenError).id, id, (e as Error).message);
    return e as CodegenError;
  }
  assert.unreachable(`expected ${id}`);
  throw new Error("unreachable");
}

test("a file no longer generated is removed; a file we did not write is kept; the manifest lists what we own", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a/types.ts": "a\n", "b/types.ts": "b\n", "index.ts": "ab\n" }));
  writeFileSync(join(out, "a", "notes.md"), "mine\n");
  writeFileSync(join(out, "README.md"), "mine too\n");
  const r = await writeOutput(out, files({ "a/types.ts": "a\n", "index.ts": "a\n" }));
  assert.equal(r.removed, ["b/types.ts"]);
  assert.equal(r.unchanged, ["a/types.ts"]);
  assert.equal(r.written, ["index.ts"]);
  assert.not.ok(existsSync(join(out, "b")), "the folder the removal emptied is gone");
  assert.is(readFileSync(join(out, "a", "notes.md"), "utf8"), "mine\n");
  assert.is(readFileSync(join(out, "README.md"), "utf8"), "mine too\n");
  const manifest = JSON.parse(readFileSync(join(out, manifestName), "utf8")) as { files: Record<string, string> };
  assert.equal(Object.keys(manifest.files), ["a/types.ts", "index.ts"]);
  assert.not.ok(existsSync(join(out, lockName)), "the lock is released");
});

test("a stale file edited by hand is kept, not deleted", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a.ts": "a\n", "b.ts": "b\n" }));
  writeFileSync(join(out, "b.ts"), "b, edited\n");
  const r = await writeOutput(out, files({ "a.ts": "a\n" }));
  assert.equal(r.kept, ["b.ts"]);
  assert.is(readFileSync(join(out, "b.ts"), "utf8"), "b, edited\n");
});

test("the write never overwrites a file we did not write", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a.ts": "a\n" }));
  writeFileSync(join(out, "b.ts"), "someone else's\n");
  const e = await rejects(() => writeOutput(out, files({ "a.ts": "A\n", "b.ts": "b\n" })), "out-file-not-owned");
  assert.is(e.file, join(out, "b.ts"));
  assert.is(readFileSync(join(out, "b.ts"), "utf8"), "someone else's\n");
  assert.is(readFileSync(join(out, "a.ts"), "utf8"), "a\n", "checked before anything is written");
});

test("refused: empty path, root, current folder and its parents, a file, a foreign non-empty folder", async () => {
  const base = fresh();
  await rejects(() => writeOutput("", files({ "a.ts": "" }), { cwd: base }), "out-dir-empty");
  await rejects(() => writeOutput("  ", files({ "a.ts": "" }), { cwd: base }), "out-dir-empty");
  await rejects(() => writeOutput("/", files({ "a.ts": "" }), { cwd: base }), "out-dir-root");
  await rejects(() => writeOutput(".", files({ "a.ts": "" }), { cwd: base }), "out-dir-cwd");
  await rejects(() => writeOutput("..", files({ "a.ts": "" }), { cwd: join(base, "x") }), "out-dir-cwd");
  writeFileSync(join(base, "file"), "x");
  await rejects(() => writeOutput("file", files({ "a.ts": "" }), { cwd: base }), "out-dir-not-folder");
  mkdirSync(join(base, "src"));
  writeFileSync(join(base, "src", "index.ts"), "mine\n");
  const e = await rejects(() => writeOutput("src", files({ "a.ts": "" }), { cwd: base }), "out-dir-not-owned");
  assert.is((e.args as Record<string, string>).example, "index.ts");
  assert.equal(readdirSync(join(base, "src")), ["index.ts"]);
  assert.equal(readdirSync(base).sort(), ["file", "src"], "nothing written anywhere");
  // An empty existing folder is fine.
  mkdirSync(join(base, "empty"));
  await writeOutput("empty", files({ "a.ts": "a\n" }), { cwd: base });
  assert.is(readFileSync(join(base, "empty", "a.ts"), "utf8"), "a\n");
});

test("a second run while one holds the lock is refused; a dead run's lock and temp files are cleaned up", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a.ts": "a\n" }));
  const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    writeFileSync(join(out, lockName), `${sleeper.pid}\n`);
    const e = await rejects(() => writeOutput(out, files({ "a.ts": "b\n" })), "out-locked");
    assert.is((e.args as Record<string, string>).pid, String(sleeper.pid));
    assert.is(readFileSync(join(out, "a.ts"), "utf8"), "a\n");
  } finally {
    sleeper.kill("SIGKILL");
  }
  await new Promise((r) => sleeper.once("exit", r));
  // What a SIGKILLed run leaves: its lock, a temp file beside a target. The next run removes both.
  writeFileSync(join(out, "a.ts.mcp-codegen-tmp-999999"), "half");
  const r = await writeOutput(out, files({ "a.ts": "b\n" }));
  assert.equal(r.written, ["a.ts"]);
  assert.equal(readdirSync(out).sort(), [manifestName, "a.ts"]);
});

test("a run killed mid-write still owns what it wrote: the next run is not refused", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a.ts": "a\n" }));
  // Simulate the state after the intent manifest and one new file, before the final manifest.
  const intent = JSON.parse(readFileSync(join(out, manifestName), "utf8")) as { files: Record<string, string> };
  intent.files["new.ts"] = "0".repeat(64);
  writeFileSync(join(out, manifestName), JSON.stringify(intent));
  writeFileSync(join(out, "new.ts"), "partial run\n");
  const r = await writeOutput(out, files({ "a.ts": "a\n", "new.ts": "new\n" }));
  assert.equal(r.written, ["new.ts"]);
});

test("check: stale, missing, extra and edited, each named; nothing when current; the manifest compared by value", async () => {
  const out = join(fresh(), "out");
  const v1 = files({ "a.ts": "a\n", "b.ts": "b\n", "c.ts": "c\n", "d.ts": "d\n" });
  await writeOutput(out, v1);
  assert.equal(await outputDrift(out, v1), []);
  // Reformatting the manifest (a formatter over the folder) is not drift.
  const m = JSON.parse(readFileSync(join(out, manifestName), "utf8"));
  writeFileSync(join(out, manifestName), JSON.stringify(m, null, "\t"));
  assert.equal(await outputDrift(out, v1), []);
  writeFileSync(join(out, "c.ts"), "c, edited by hand\n");
  const v2 = files({ "a.ts": "A\n", "c.ts": "c\n", "d.ts": "d\n", "e.ts": "e\n" });
  assert.equal(await outputDrift(out, v2), [
    { path: manifestName, kind: "stale" },
    { path: "a.ts", kind: "stale" },
    { path: "b.ts", kind: "extra" },
    { path: "c.ts", kind: "edited" },
    { path: "e.ts", kind: "missing" },
  ]);
});

test("a FIFO (or any non-regular file) where a generated file goes is refused, never opened", async () => {
  const out = join(fresh(), "out");
  await writeOutput(out, files({ "a.ts": "a\n" }));
  execFileSync("mkfifo", [join(out, "b.ts")]);
  await rejects(() => writeOutput(out, files({ "a.ts": "a\n", "b.ts": "b\n" })), "out-file-not-owned");
  // One we own, replaced by a FIFO behind our back.
  await writeOutput(out, files({ "a.ts": "a\n" }));
  rmSync(join(out, "a.ts"));
  execFileSync("mkfifo", [join(out, "a.ts")]);
  await rejects(() => writeOutput(out, files({ "a.ts": "A\n" })), "out-file-not-regular");
  assert.equal(await outputDrift(out, files({ "a.ts": "a\n" })), [{ path: "a.ts", kind: "missing" }]);
});

test("folder names: no climbing out, no hidden folders, no two sources in one folder", () => {
  assert.equal(folderNames(["..", "...", ".hidden", "a/b", "2026-07-28"]), ["schema", "schema-2", "hidden", "a_b", "2026-07-28"]);
  assert.equal(folderNames(["schema", "schema", "Schema"]), ["schema", "schema-2", "Schema-3"]);
  assert.equal(folderNames(["-"]), ["stdin"]);
});


test("a symlinked folder inside the output folder: cleanup never deletes through it (issue 26)", async () => {
  const root = fresh();
  const out = join(root, "out");
  const home = join(root, "home");
  mkdirSync(home);
  writeFileSync(join(home, ".bashrc"), "predictable\n");
  await writeOutput(out, files({ "a.ts": "a\n" }));
  // A committed link plus a manifest entry naming the victim by its (predictable) hash.
  symlinkSync(home, join(out, "evil"), "dir");
  const manifestFile = join(out, manifestName);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { files: Record<string, string> };
  manifest.files["evil/.bashrc"] = createHash("sha256").update("predictable\n").digest("hex");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const e = await rejects(() => writeOutput(out, files({ "a.ts": "a\n" })), "out-path-symlink");
  assert.equal(e.args, { link: "evil" });
  assert.is(readFileSync(join(home, ".bashrc"), "utf8"), "predictable\n", "the target is untouched");
});

test("out/<version> as a symlink to another folder: nothing is written there (issue 26)", async () => {
  const root = fresh();
  const out = join(root, "out");
  const elsewhere = join(root, "elsewhere");
  mkdirSync(elsewhere);
  await writeOutput(out, files({ "index.ts": "i\n" }));
  symlinkSync(elsewhere, join(out, "2026-07-28"), "dir");
  const e = await rejects(() => writeOutput(out, files({ "index.ts": "i\n", "2026-07-28/types.ts": "t\n" })), "out-path-symlink");
  assert.equal(e.args, { link: "2026-07-28" });
  assert.equal(readdirSync(elsewhere), []);
});

test("the CLI: a symlinked version folder exits 2 with one line naming it", () => {
  const root = fresh();
  const elsewhere = join(root, "elsewhere");
  mkdirSync(elsewhere);
  assert.is(runCli(["generate", "--spec", "2025-06-18", "--out", "out"], { cwd: root }).status, 0);
  rmSync(join(root, "out", "2025-06-18"), { recursive: true });
  symlinkSync(elsewhere, join(root, "out", "2025-06-18"), "dir");
  const r = runCli(["generate", "--spec", "2025-06-18", "--out", "out"], { cwd: root });
  assert.is(r.status, 2, r.stderr);
  assert.is(r.stderr.trim().split("\n").length, 1, r.stderr);
  assert.match(r.stderr, /2025-06-18.*symlink/);
  assert.equal(readdirSync(elsewhere), []);
});

test("a read-only folder is reported as read-only (EROFS, EACCES, EPERM), other refusals by their code", () => {
  for (const code of ["EROFS", "EACCES", "EPERM"]) {
    const e = refusal("/x/out", Object.assign(new Error(code), { code, path: "/x/out/a.ts" }));
    assert.instance(e, CodegenError);
    assert.is((e as CodegenError).id, "out-dir-read-only");
    assert.equal((e as CodegenError).args, { dir: "/x/out", path: "/x/out/a.ts", code });
  }
  assert.is((refusal("/x/out", Object.assign(new Error("full"), { code: "ENOSPC" })) as CodegenError).id, "out-dir-unwritable");
  const bug = new TypeError("ours");
  assert.is(refusal("/x/out", bug), bug);
});

test("a really read-only output folder (as root without its override capabilities): exit 2, read-only named", () => {
  const root = fresh();
  assert.is(runCli(["generate", "--spec", "2025-06-18", "--out", "out"], { cwd: root }).status, 0);
  for (const entry of readdirSync(join(root, "out"), { recursive: true })) chmodSync(join(root, "out", String(entry)), 0o555);
  chmodSync(join(root, "out"), 0o555);
  const args = [join(projectRoot, "bin/mcp-codegen.js"), "generate", "--spec", "2025-06-18", "--target", "ts,zod", "--out", "out"];
  // Root writes through any mode bits. Dropping only the two capabilities that let it do so keeps its uid, so the
  // checkout stays readable wherever it lies (a mktemp -d parent is 0700), while the 0555 folder becomes binding.
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? ["setpriv", ["--bounding-set", "-dac_override,-dac_read_search", process.execPath, ...args]] as const : [process.execPath, args] as const;
  const r = spawnSync(command[0], command[1], { cwd: root, env: { ...process.env, MCP_SCHEMA_DIR: schemasDir }, encoding: "utf8" });
  assert.is(r.error, undefined, "setpriv runs (util-linux)");
  assert.is(r.status, 2, r.stderr);
  assert.match(r.stderr, /is read-only \(EACCES\)/);
  assert.is(r.stderr.trim().split("\n").length, 1, r.stderr);
});

test.run();
