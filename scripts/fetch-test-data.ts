/**
 * `npm run fetch-test-data`: downloads the data `npm test` reads into ../shared (or $MCP_SHARED_DIR), each file from
 * its upstream repository at its pinned commit, and verifies every file's sha256 and git blob id before keeping it.
 * Files already present with the right bytes are left alone, so a rerun resumes. `--from URL` reads
 * `<URL>/<owner>/<repo>/<commit>/<path>` instead of https://raw.githubusercontent.com (a mirror, or a test server).
 * Exit 0 when every file is in place and verified; 2 when any download failed or did not match its pin.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { gitBlob, indexTsv, readPins, sha256Hex, sharedDirOf, type PinnedFile } from "./testData.ts";

const { values } = parseArgs({ options: { from: { type: "string", default: "https://raw.githubusercontent.com" } } });
const base = values.from.replace(/\/+$/, "");
const dest = sharedDirOf(process.env);
const pins = readPins();

const failures: string[] = [];
let fetched = 0;
let present = 0;

async function place(file: PinnedFile): Promise<void> {
  const target = join(dest, file.path);
  if (existsSync(target) && sha256Hex(readFileSync(target)) === file.sha256) {
    present++;
    return;
  }
  const url = `${base}/${file.repo}/${file.commit}/${file.from}`;
  let bytes: Uint8Array;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch (e) {
    failures.push(`${file.path}: download of ${url} failed: ${(e as Error).message}`);
    return;
  }
  const actual = sha256Hex(bytes);
  if (actual !== file.sha256 || gitBlob(bytes) !== file.blob) {
    failures.push(`${file.path}: ${url} does not match its pin (sha256 ${actual}, pinned ${file.sha256}); not kept`);
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.fetch-${process.pid}`;
  await writeFile(temp, bytes);
  await rename(temp, target).catch(async (e) => {
    await rm(temp, { force: true });
    throw e;
  });
  fetched++;
}

/** A few downloads at a time: quick, and polite to the host. */
async function inParallel(files: readonly PinnedFile[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < files.length) await place(files[next++]!);
  }));
}

process.stdout.write(`fetch-test-data: ${pins.files.length} files into ${dest}\n`);
await inParallel(pins.files, 8);
if (failures.length === 0) {
  const index = indexTsv(pins);
  if (sha256Hex(index) !== pins.index.sha256) failures.push(`${pins.index.path}: rebuilt from the pins, its sha256 differs from the pinned one`);
  else {
    await mkdir(dirname(join(dest, pins.index.path)), { recursive: true });
    await writeFile(join(dest, pins.index.path), index);
  }
}
for (const f of failures) process.stderr.write(`fetch-test-data: ${f}\n`);
process.stdout.write(`fetch-test-data: ${fetched} downloaded, ${present} already present, ${failures.length} failed; every kept file matches its sha256\n`);
process.exitCode = failures.length === 0 ? 0 : 2;
