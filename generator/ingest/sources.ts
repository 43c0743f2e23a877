import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { CodegenError } from "../messages/error.js";
import type { Dialect } from "../ir/model.js";
import type { Options } from "../options.js";
import { projectRoot } from "../projectRoot.js";
import { download, isUrl, sha256 } from "./load.js";

/** One entry of schema/sources.json. */
export interface KnownVersion {
  version: string;
  dialect: Dialect;
  url: string;
  /** sha256 of the released file; null where upstream still changes it (draft). */
  sha256: string | null;
}

/** A source resolved to something readable, and the name its output folder takes. */
export interface ResolvedSource {
  /** Output folder name: the version, or the file's base name. */
  name: string;
  /** What the user named: a version, a path or a URL. */
  source: string;
  location: string;
  /** The upstream URL of a known version. */
  upstream?: string;
  /** Expected sha256, from sources.json or the user's pins. */
  pin: string | null;
}

let known: KnownVersion[] | undefined;

export function knownVersions(): KnownVersion[] {
  known ??= (JSON.parse(readFileSync(`${projectRoot}schema/sources.json`, "utf8")) as { versions: KnownVersion[] }).versions;
  return known;
}

export function knownVersion(version: string): KnownVersion {
  const v = knownVersions().find((k) => k.version === version);
  if (!v) throw new CodegenError("version-unknown", { version, known: knownVersions().map((k) => k.version).join(", ") });
  return v;
}

/** Where a version is found now, without downloading: schema dir, then cache. */
export function localCopy(version: string, options: Pick<Options, "schemaDir" | "cacheDir">): string | undefined {
  const candidates = [options.schemaDir, options.cacheDir].filter((d): d is string => d !== undefined);
  return candidates.map((d) => join(d, version, "schema.json")).find((p) => existsSync(p));
}

/** Every source the options name, in a stable order: versions first (as listed), then files. */
export async function resolveSources(options: Options): Promise<ResolvedSource[]> {
  const versions = options.all ? knownVersions().map((k) => k.version) : options.specs;
  const out: ResolvedSource[] = [];
  for (const version of versions) out.push(await resolveVersion(version, options));
  for (const s of options.schemas) {
    out.push({ name: sourceName(s), source: s, location: s, pin: options.pins[s] ?? null });
  }
  if (out.length === 0) throw new CodegenError("no-sources", {});
  return out;
}

export async function resolveVersion(version: string, options: Options): Promise<ResolvedSource> {
  const entry = knownVersion(version);
  const pin = options.pins[version] ?? entry.sha256;
  const local = localCopy(version, options);
  if (local) return { name: version, source: version, location: local, pin, upstream: entry.url };
  if (!options.download) {
    throw new CodegenError("version-not-local", { version, looked: lookedIn(options) });
  }
  try {
    return { name: version, source: version, location: await fetchVersion(version, options.cacheDir), pin, upstream: entry.url };
  } catch (e) {
    if (e instanceof CodegenError && e.id === "sha-mismatch") throw e;
    throw new CodegenError("version-not-local", { version, looked: lookedIn(options) });
  }
}

/**
 * Download a known version into the cache, verifying its pin; returns the cached path.
 * `url` defaults to the upstream URL (a mirror can be named instead).
 */
export async function fetchVersion(version: string, cacheDir: string, url?: string): Promise<string> {
  const entry = knownVersion(version);
  const from = url ?? entry.url;
  const text = await download(from);
  const actual = sha256(text);
  if (entry.sha256 && actual !== entry.sha256) {
    throw new CodegenError("sha-mismatch", { expected: entry.sha256, actual }, { file: from });
  }
  const target = join(cacheDir, version, "schema.json");
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, target);
  return target;
}

function lookedIn(options: Pick<Options, "schemaDir" | "cacheDir">): string {
  return [options.schemaDir, options.cacheDir].filter(Boolean).join(", ");
}

/** `.../2026-07-28/schema.json` -> `2026-07-28`; `foo.json` -> `foo`. */
export function sourceName(source: string): string {
  const path = isUrl(source) ? new URL(source).pathname : source;
  const file = basename(path);
  if (file === "schema.json") return basename(dirname(path)) || "schema";
  return file.replace(/\.json$/i, "") || "schema";
}
