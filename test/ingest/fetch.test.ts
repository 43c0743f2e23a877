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
import { schemaPath, schemasDir } from "../helpers/paths.ts";

// A mirror on loopback serving the shared files (tests never use the network), plus one tampered copy.
let server: Server;
let base = "";
const requested: string[] = [];
test.before(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    const [, prefix, version, kind, ext] = /^\/(bad-ts\/)?([^/]+)\/(schema|tampered)\.(json|ts)$/.exec(req.url ?? "") ?? [];
    if (!version) return void res.writeHead(404).end();
    const file = ext === "ts" ? join(schemasDir, version, "schema.ts") : schemaPath(version);
    const body = readFileSync(file, "utf8");
    const tamper = kind === "tampered" || (ext === "ts" && prefix);
    res.writeHead(200, { "content-type": ext === "ts" ? "text/plain" : "application/json" }).end(tamper ? body.replace("Annotations", "Annotationz") : body);
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

test("fetch brings the schema.ts beside the schema.json, byte for byte, pinned in sources.json", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cache-"));
  requested.length = 0;
  await fetchVersion("2026-07-28", cache, `${base}/2026-07-28/schema.json`);
  assert.equal(requested, ["/2026-07-28/schema.json", "/2026-07-28/schema.ts"]);
  assert.ok(readFileSync(join(cache, "2026-07-28/schema.ts")).equals(readFileSync(join(schemasDir, "2026-07-28", "schema.ts"))));
});

test("a schema.ts whose sha256 differs from its pin is refused, and neither file is cached", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cache-"));
  const error = await fetchVersion("2026-07-28", cache, `${base}/bad-ts/2026-07-28/schema.json`).catch((e: CodegenError) => e);
  assert.is((error as CodegenError).id, "sha-mismatch");
  assert.match((error as CodegenError).message, /742750af0bb8c716e7030c4977c992b55d1adc4407e9e66997db5846baedc2cd/);
  assert.is((error as CodegenError).file, `${base}/bad-ts/2026-07-28/schema.ts`);
  assert.not.ok(existsSync(join(cache, "2026-07-28")));
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
