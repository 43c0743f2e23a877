import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One test-data file: where it goes under the data folder, where it comes from upstream, what its bytes must be. */
export interface PinnedFile {
  path: string;
  /** GitHub repository, `owner/name`. */
  repo: string;
  commit: string;
  /** Path in the repository at that commit. */
  from: string;
  sha256: string;
  /** git's blob id of the same bytes, as the draft history's index.tsv lists it. */
  blob: string;
  /** Draft-history files: the commit's date, for index.tsv. */
  date?: string;
}

export interface TestDataPins {
  $comment: string[];
  /** The draft history's index.tsv, written from the pins and checked against this hash. */
  index: { path: string; sha256: string };
  files: PinnedFile[];
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function gitBlob(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

export function readPins(): TestDataPins {
  return JSON.parse(readFileSync(join(import.meta.dirname, "test-data.json"), "utf8")) as TestDataPins;
}

/** index.tsv as the tests read it: header, then file, commit, date, blob per draft-history file, oldest first. */
export function indexTsv(pins: TestDataPins): string {
  const rows = pins.files.filter((f) => f.date !== undefined).map((f) => [f.path.split("/").pop(), f.commit, f.date, f.blob].join("\t"));
  return `${["file\tcommit\tdate\tblob", ...rows].join("\n")}\n`;
}

/** The folder the tests read: $MCP_SHARED_DIR, else ../shared beside the checkout (as test/helpers/paths.ts). */
export function sharedDirOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.MCP_SHARED_DIR ?? join(import.meta.dirname, "..", "..", "shared");
}
