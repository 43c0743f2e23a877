import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readPins, sha256Hex } from "../../scripts/testData.ts";
import { projectRoot, sharedDir } from "../helpers/paths.ts";

const pins = readPins();

/** Stands in for raw.githubusercontent.com: `/<owner>/<repo>/<commit>/<path>`, served from a copy (../shared). */
async function mirror(tamper: (path: string, bytes: Buffer) => Buffer = (_, b) => b): Promise<{ url: string; server: Server; requests: string[] }> {
  const byUrl = new Map(pins.files.map((f) => [`/${f.repo}/${f.commit}/${f.from}`, f.path]));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const path = byUrl.get(req.url ?? "");
    if (!path) return void res.writeHead(404).end();
    res.writeHead(200).end(tamper(path, readFileSync(join(sharedDir, path))));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server, requests };
}

function fetchTestData(dest: string, from: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(projectRoot, "scripts/fetch-test-data.ts"), "--from", from], {
      cwd: projectRoot,
      env: { ...process.env, MCP_SHARED_DIR: dest },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (status) => done({ status: status ?? -1, stdout, stderr }));
  });
}

test("the pin list covers exactly the data folder the tests read, and every pin matches it", () => {
  assert.is(pins.files.length, 585);
  for (const f of pins.files) assert.is(sha256Hex(readFileSync(join(sharedDir, f.path))), f.sha256, f.path);
  assert.is(sha256Hex(readFileSync(join(sharedDir, pins.index.path))), pins.index.sha256);
  const repos = new Set(pins.files.map((f) => `${f.repo}@${f.commit.slice(0, 8)}`));
  assert.ok(repos.has("modelcontextprotocol/modelcontextprotocol@b0f60ba5"), [...repos].join(" "));
  assert.ok(repos.has("json-schema-org/JSON-Schema-Test-Suite@44401e0c"));
});

test("fetch-test-data downloads every pinned file from a mirror, verified, and a rerun downloads nothing", async () => {
  const dest = join(mkdtempSync(join(tmpdir(), "mcp-codegen-data-")), "shared");
  const { url, server, requests } = await mirror();
  try {
    const r = await fetchTestData(dest, url);
    assert.is(r.status, 0, r.stderr);
    assert.match(r.stdout, /585 downloaded, 0 already present, 0 failed/);
    for (const f of [...pins.files.map((x) => x.path), pins.index.path]) {
      assert.ok(readFileSync(join(dest, f)).equals(readFileSync(join(sharedDir, f))), f);
    }
    requests.length = 0;
    const again = await fetchTestData(dest, url);
    assert.is(again.status, 0);
    assert.match(again.stdout, /0 downloaded, 585 already present/);
    assert.equal(requests, []);
  } finally {
    server.close();
  }
});

test("a file that does not match its pin is not kept, and the run exits 2 naming it", async () => {
  const dest = join(mkdtempSync(join(tmpdir(), "mcp-codegen-data-")), "shared");
  const victim = "json-schema-test-suite/draft7/minimum.json";
  const { url, server } = await mirror((path, bytes) => (path === victim ? Buffer.concat([bytes, Buffer.from(" ")]) : bytes));
  try {
    const r = await fetchTestData(dest, url);
    assert.is(r.status, 2);
    assert.match(r.stderr, new RegExp(`${victim}: .* does not match its pin`));
    assert.not.ok(existsSync(join(dest, victim)));
    assert.ok(existsSync(join(dest, "schemas/2026-07-28/schema.json")), "the others are kept");
    assert.not.ok(existsSync(join(dest, pins.index.path)), "index.tsv only once everything is in place");
  } finally {
    server.close();
  }
});

test("npm test without the data stops at once with one paragraph naming the data and the command that gets it", () => {
  const empty = mkdtempSync(join(tmpdir(), "mcp-codegen-nodata-"));
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  return new Promise<void>((done, fail) => {
    const child = spawn(npm, ["test"], { cwd: projectRoot, env: { ...process.env, MCP_SHARED_DIR: empty, MCP_SCHEMA_DIR: undefined } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    // A guard, not a measure: if the preflight let the suite start, stop it.
    const guard = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", (status) => {
      clearTimeout(guard);
      try {
        assert.is.not(status, 0);
        assert.not.match(output, /Total:/, "no test file ran");
        assert.not.match(output, /ENOENT|\n\s+at /, "no raw error, no stack");
        for (const words of ["published schemas", "draft schema.json", "JSON-Schema-Test-Suite", "npm run fetch-test-data", "MCP_SHARED_DIR", empty])
          assert.ok(output.includes(words), `${words} in:\n${output}`);
        done();
      } catch (e) {
        fail(e);
      }
    });
  });
});

test.run();
