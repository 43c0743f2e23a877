/**
 * Issue 26 item 2 and issue 24 item 5: downloads are bounded in size and time, stream to the cache, and every failure
 * is exit 2 naming the URL, the cause and --schema-dir. Against a local HTTP server (127.0.0.1), never the network.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { download, downloadBytes, downloadToFile } from "../../generator/ingest/download.ts";
import { fetchVersion } from "../../generator/ingest/sources.ts";
import { resolveOptions } from "../../generator/options.ts";
import { CodegenError } from "../../generator/messages/error.ts";
import { projectRoot } from "../helpers/paths.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-download-"));
const mb = 1024 * 1024;

/** Routes: /huge (an endless chunked body), /huge-declared (Content-Length 1.5 GB), /drip (a byte every 50 ms, forever), /silent (headers, then nothing), /small. */
function route(path: string, res: ServerResponse): void {
  const block = Buffer.alloc(64 * 1024, 0x20);
  if (path.endsWith("/huge")) {
    const pump = () => {
      while (!res.destroyed && res.write(block));
      if (!res.destroyed) res.once("drain", pump);
    };
    res.writeHead(200, { "content-type": "application/json" });
    pump();
  } else if (path.endsWith("/huge-declared")) {
    res.writeHead(200, { "content-length": String(1536 * mb) });
    res.write(block);
  } else if (path.endsWith("/drip")) {
    res.writeHead(200);
    const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(" ")), 50);
    res.on("close", () => clearInterval(timer));
  } else if (path.endsWith("/silent")) {
    res.writeHead(200);
    res.flushHeaders();
  } else if (path.endsWith("/redirect")) {
    res.writeHead(302, { location: "/small" });
    res.end();
  } else if (path.endsWith("/small")) {
    res.end('{"ok":true}');
  } else {
    res.writeHead(404);
    res.end();
  }
}

let server: Server;
let base = "";
/** A port nothing listens on: bound, then closed. */
let refusedUrl = "";

test.before(async () => {
  server = createServer((req, res) => route(req.url ?? "", res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  refusedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/schema.json`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

test.after(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(p: Promise<unknown>): Promise<CodegenError> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  assert.ok(e instanceof CodegenError, `expected a CodegenError, got ${String(e)}`);
  return e;
}

test("a body that never ends stops at the size limit, as download-too-large naming the URL", async () => {
  const url = `${base}/huge`;
  const e = await failure(downloadBytes(url, { maxBytes: 2 * mb }));
  assert.is(e.id, "download-too-large");
  assert.equal(e.args, { url, limit: 2 * mb });
  assert.match(e.message, url);
  assert.match(e.message, "--schema-dir");
});

test("a declared Content-Length over the limit is refused before the body is read", async () => {
  const e = await failure(download(`${base}/huge-declared`, { maxBytes: mb }));
  assert.is(e.id, "download-too-large");
});

test("a body that drips a byte at a time, never idle, stops at the overall timeout", async () => {
  const url = `${base}/drip`;
  const started = Date.now();
  const e = await failure(downloadBytes(url, { totalMs: 600, idleMs: 10_000 }));
  assert.is(e.id, "download-timeout");
  assert.equal(e.args, { url, phase: "total", seconds: 0.6 });
  assert.ok(Date.now() - started < 5_000);
});

test("a response that goes silent stops at the idle timeout", async () => {
  const e = await failure(downloadBytes(`${base}/silent`, { idleMs: 300 }));
  assert.is(e.id, "download-timeout");
  assert.is((e.args as { phase: string }).phase, "idle");
});

test("a refused connection names the URL and the cause", async () => {
  const e = await failure(downloadBytes(refusedUrl));
  assert.is(e.id, "fetch-failed");
  assert.equal(e.args, { url: refusedUrl, detail: "connection refused (ECONNREFUSED)" });
  assert.match(e.message, "--schema-dir");
});

test("an unroutable address gives up at the connect timeout, in seconds", async () => {
  // 10.255.255.1 is private and unassigned here: the SYN goes unanswered (or the route is refused at once).
  const url = "http://10.255.255.1/schema.json";
  const started = Date.now();
  const e = await failure(downloadBytes(url, { connectMs: 500 }));
  assert.ok(["download-timeout", "fetch-failed"].includes(e.id), e.id);
  assert.ok(Date.now() - started < 5_000);
});

test("an HTTP error status and a redirect are handled", async () => {
  const e = await failure(downloadBytes(`${base}/missing`));
  assert.equal(e.args, { url: `${base}/missing`, detail: "HTTP 404" });
  assert.is(await download(`${base}/redirect`), '{"ok":true}');
});

test("downloadToFile streams into the file and leaves nothing behind when it fails", async () => {
  const ok = join(dir, "ok.json");
  const hash = await downloadToFile(`${base}/small`, ok);
  assert.is(hash.length, 64);
  assert.ok(existsSync(ok));
  const bad = join(dir, "bad.json");
  await failure(downloadToFile(`${base}/huge`, bad, { maxBytes: mb }));
  assert.not.ok(existsSync(bad));
});

test("fetchVersion from a failing mirror leaves the cache without a file", async () => {
  const cache = join(dir, "cache");
  const e = await failure(fetchVersion("2025-06-18", cache, `${base}/2025-06-18/huge`, { maxBytes: mb }));
  assert.is(e.id, "download-too-large");
  assert.equal(readdirSync(cache), [], "no folder, no temporary file");
});

test("downloadMaxBytes is validated", () => {
  assert.is(resolveOptions().downloadMaxBytes, 20 * mb);
  for (const bad of [0, -1, 1.5, Number.NaN]) {
    assert.throws(() => resolveOptions({ downloadMaxBytes: bad }), (e: unknown) => e instanceof CodegenError && e.id === "options-invalid");
  }
});

/** The CLI, asynchronously: the server runs in this process and must keep answering. */
function cli(args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, "bin/mcp-codegen.js"), ...args], { cwd: dir, env: { ...process.env, MCP_SCHEMA_DIR: dir } });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status: status ?? -1, stderr }));
  });
}

test("CLI: an oversized or refused --schema URL is exit 2, one line naming the URL, the cause and --schema-dir", async () => {
  const huge = await cli(["generate", "--schema", `${base}/huge`, "--out", join(dir, "out1"), "--download-max-bytes", String(mb)]);
  assert.is(huge.status, 2, huge.stderr);
  assert.is(huge.stderr.trim().split("\n").length, 1, huge.stderr);
  assert.match(huge.stderr, `${base}/huge`);
  assert.match(huge.stderr, `larger than ${mb} bytes`);
  assert.match(huge.stderr, "--schema-dir");
  const refused = await cli(["generate", "--schema", refusedUrl, "--out", join(dir, "out2")]);
  assert.is(refused.status, 2, refused.stderr);
  assert.match(refused.stderr, refusedUrl);
  assert.match(refused.stderr, "connection refused");
  const invalid = await cli(["generate", "--schema", refusedUrl, "--out", join(dir, "out3"), "--download-max-bytes", "0"]);
  assert.is(invalid.status, 2, invalid.stderr);
  assert.match(invalid.stderr, "downloadMaxBytes");
});

test.run();
