import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { hashOf } from "./manifest.js";
import { writeFileAtomic } from "./write.js";

/** What decides a formatter's output: the text, the formatter and its version, its parser and resolved settings. */
export interface FormatKey {
  text: string;
  /** `prettier 3.10.1`. */
  formatter: string;
  parser: string;
  settings: object;
}

/** Bumped when an entry's shape changes: older entries then no longer match their key. */
const entryFormat = 1;

/**
 * `format(key.text)`, kept in `dir` for the next run: an unchanged rerun reads what it printed before instead of
 * running the formatter again. An entry is used only when it is whole and names this very key (a hash of the text,
 * formatter, version, parser and settings) and its text hashes to the sum it was stored with; anything else (a
 * truncated file, another key's entry copied over it, a hand edit) is formatted again and replaced. Entries are
 * written whole (temp file and rename), so a killed run leaves none half-written; a cache that cannot be written
 * (read-only, full) costs the next run time, never this run's output.
 */
export async function cachedFormat(dir: string, key: FormatKey, format: () => Promise<string>): Promise<string> {
  const id = keyOf(key);
  const file = join(dir, id.slice(0, 2), `${id}.json`);
  const kept = await readEntry(file, id);
  if (kept !== undefined) return kept;
  const output = await format();
  const entry = { format: entryFormat, key: id, sha256: hashOf(output), output };
  await writeFileAtomic(file, `${JSON.stringify(entry)}\n`).catch(() => undefined);
  return output;
}

/** The key as one hash: settings with their members sorted, so the same settings always hash alike. */
export function keyOf(key: FormatKey): string {
  const described = JSON.stringify({ format: entryFormat, formatter: key.formatter, parser: key.parser, settings: sorted(key.settings), text: hashOf(key.text) });
  return hashOf(described);
}

async function readEntry(file: string, id: string): Promise<string | undefined> {
  let entry: unknown;
  try {
    entry = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined; // missing, unreadable or not JSON: formatted again
  }
  const { format, key, sha256, output } = (entry ?? {}) as Record<string, unknown>;
  if (format !== entryFormat || key !== id || typeof output !== "string" || sha256 !== hashOf(output)) return undefined;
  return output;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, sorted(v)]),
  );
}
