import { test } from "uvu";
import * as assert from "uvu/assert";
import { createServer, type Server } from "node:http";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { fetchVersion } from "../../generator/ingest/sources.ts";
import { loadSchema } from "../../generator/ingest/load.ts";
import type { CodegenError } from "../../generator/messages/error.ts";
import { schemaPath } from "../helpers/paths.ts";

// A mirror on loopback serving the shared files (tests never use the network), plus one tampered copy.
let server: Server;
let base = "";
test.before(async () => {
  server = createServer((req, res) => {
    const [, version, kind] = /^\/([^/]+)\/(schema|tampered)\.json$/.exec(req.url ?? "") ?? [];
    if (!version) return void res.writeHead(404).end();
    const body = readFileSync(schemaPath(version), "utf8");
    res.writeHead(200, { "content-type": "application/json" }).end(kind === "tampered" ? body.replace("Annotations", "Annotationz") : body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.after(() => void server.close());

test("fetch downloads into the cache and verifies the pin", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cache-"));
  const path = await fetchVersion("2025-06-18", cache, `${base}/2025-06-18/schema.json`);
  assert.is(path, join(cache, "2025-06-18/schema.json"));
  assert.is(readFileSync(path, "utf8"), readFileSync(schemaPath("2025-06-18"), "utf8"));
});

test("a download whose sha256 differs from the pin is refused, showing both hashes, and not cached", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cache-"));
  const error = await fetchVersion("2025-06-18", cache, `${base}/2025-06-18/tampered.json`).catch((e: CodegenError) => e);
  assert.is((error as CodegenError).id, "sha-mismatch");
  assert.match((error as CodegenError).message, /af845e7e5b9d27107d1690f0936022546177a1403e63ffb11470135b296a2e01/);
  assert.not.ok(existsSync(join(cache, "2025-06-18")));
});

test("draft has no pin: any content is taken", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cache-"));
  const path = await fetchVersion("draft", cache, `${base}/draft/tampered.json`);
  assert.ok(existsSync(path));
});

test("loadSchema reads a URL; an HTTP error names the URL", async () => {
  const loaded = await loadSchema(`${base}/2026-07-28/schema.json`);
  assert.is(loaded.location, `${base}/2026-07-28/schema.json`);
  const error = await loadSchema(`${base}/nope`).catch((e: CodegenError) => e);
  assert.is((error as CodegenError).id, "fetch-failed");
  assert.match((error as CodegenError).message, /HTTP 404/);
});

test.run();
