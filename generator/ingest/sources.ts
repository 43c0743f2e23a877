import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, posix } from "node:path";
import { CodegenError } from "../messages/error.js";
import type { Dialect } from "../ir/model.js";
import type { Options } from "../options.js";
import { projectRoot } from "../projectRoot.js";
import { gitSibling, gitLocation, isGitLocation } from "./gitSource.js";
import { downloadToFile, type DownloadLimits } from "./download.js";
import { isUrl } from "./load.js";
import type { SchemaTsSource } from "./loadSchemaTs.js";

/** One entry of schema/sources.json. */
export interface KnownVersion {
  version: string;
  dialect: Dialect;
  url: string;
  /** sha256 of the released file; null where upstream still changes it (draft). */
  sha256: string | null;
  /** The schema.ts published beside it (the source schema.json was generated from), pinned the same way. */
  schemaTs?: { url: string; sha256: string | null };
}

/** A source resolved to something readable, and the name its output folder takes. */
export interface ResolvedSource {
  /** Output folder name: the version, or the file's base name. */
  name: string;
  /** What the user named: a version, a path, a URL, `git:<ref>:<path>` or `-`. */
  source: string;
  /** A path, a URL, `git:<ref>:<path>`, or `-` (standard input). */
  location: string;
  /** The bytes, when they were read before loading (`update` holds both sides in memory). */
  bytes?: Uint8Array;
  /** The upstream URL of a known version. */
  upstream?: string;
  /** Expected sha256, from sources.json or the user's pins. */
  pin: string | null;
  /** The spec's schema.ts to read as a second source, when there is one. */
  schemaTs?: SchemaTsSource;
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
  for (const s of options.schemas) out.push(resolveFile(s, options));
  if (out.length === 0) throw new CodegenError("no-sources", {});
  return withSchemaTsOption(out, options);
}

/**
 * One source as `diff`, `schema` and `crosscheck` name it: a known version resolves like `--spec`; a path, URL,
 * `git:<ref>:<path>` or `-` is read as a file; a bare word that is neither is taken for a version (and refused as one).
 */
export async function resolveSource(arg: string, options: Options): Promise<ResolvedSource> {
  const isFile = arg === "-" || isUrl(arg) || isGitLocation(arg) || existsSync(arg) || /[\\/.]/.test(arg);
  const source = knownVersions().some((k) => k.version === arg) || !isFile ? await resolveVersion(arg, options) : resolveFile(arg, options);
  return withSchemaTsOption([source], options)[0]!;
}

/** A schema file named directly (path, URL, `git:<ref>:<path>` or `-`), with the schema.ts beside it. */
function resolveFile(s: string, options: Pick<Options, "pins">): ResolvedSource {
  const source: ResolvedSource = { name: sourceName(s), source: s, location: s, pin: options.pins[s] ?? null };
  const beside = besideSchemaTs(s);
  if (beside) source.schemaTs = { location: beside, pin: options.pins[beside] ?? null };
  return source;
}

/** `--schema-ts FILE` names the schema.ts of the one source; `--no-schema-ts` reads none. */
function withSchemaTsOption(sources: ResolvedSource[], options: Pick<Options, "schemaTs" | "pins">): ResolvedSource[] {
  if (options.schemaTs === undefined) return sources;
  if (options.schemaTs === false) return sources.map(({ schemaTs: _, ...s }) => s);
  if (sources.length !== 1) {
    throw new CodegenError("options-invalid", { detail: `--schema-ts names one schema.ts, but ${sources.length} sources are given` });
  }
  return [{ ...sources[0]!, schemaTs: { location: options.schemaTs, pin: options.pins[options.schemaTs] ?? null } }];
}

/**
 * The schema.ts beside a local `.../schema.json`, as the spec repo lays them out (for `git:<ref>:<path>`, beside it at
 * the same ref); none for URLs, standard input or other names.
 */
export function besideSchemaTs(location: string): string | undefined {
  if (isGitLocation(location)) return posix.basename(gitLocation(location).path) === "schema.json" ? gitSibling(location, "schema.ts") : undefined;
  if (isUrl(location) || basename(location) !== "schema.json") return undefined;
  const path = join(dirname(location), "schema.ts");
  return existsSync(path) ? path : undefined;
}

/** A known version's schema.ts pin: the config's `<version>/schema.ts`, else sources.json's. */
function schemaTsPin(entry: KnownVersion, pins: Record<string, string>): string | null {
  return pins[`${entry.version}/schema.ts`] ?? entry.schemaTs?.sha256 ?? null;
}

export async function resolveVersion(version: string, options: Options): Promise<ResolvedSource> {
  const entry = knownVersion(version);
  const pin = options.pins[version] ?? entry.sha256;
  const withTs = (location: string): ResolvedSource => {
    const source: ResolvedSource = { name: version, source: version, location, pin, upstream: entry.url };
    const beside = besideSchemaTs(location);
    if (beside) source.schemaTs = { location: beside, pin: schemaTsPin(entry, options.pins) };
    return source;
  };
  const local = localCopy(version, options);
  if (local) return withTs(local);
  if (!options.download) {
    throw new CodegenError("version-not-local", { version, looked: lookedIn(options) });
  }
  try {
    return withTs(await fetchVersion(version, options.cacheDir, undefined, { maxBytes: options.downloadMaxBytes }));
  } catch (e) {
    if (e instanceof CodegenError && e.id === "sha-mismatch") throw e;
    // The download's own message names the URL, the cause and --schema-dir.
    throw new CodegenError("version-download-failed", { version, looked: lookedIn(options), detail: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Download a known version into the cache, schema.json and the schema.ts beside it, verifying both pins;
 * returns the cached schema.json's path. Each file streams to a temporary file; nothing takes its name unless both
 * arrive intact. `limits` bound each one's size and time (ingest/download.ts).
 * `url` defaults to the upstream URL (a mirror can be named instead: its schema.ts is the sibling `schema.ts`).
 */
export async function fetchVersion(version: string, cacheDir: string, url?: string, limits: Partial<DownloadLimits> = {}): Promise<string> {
  const entry = knownVersion(version);
  const files = [{ name: "schema.json", from: url ?? entry.url, pin: entry.sha256 }];
  if (entry.schemaTs) files.push({ name: "schema.ts", from: url ? new URL("schema.ts", url).href : entry.schemaTs.url, pin: entry.schemaTs.sha256 });
  // Temporary files beside the version's folder, which is made only once both files arrived intact.
  await mkdir(cacheDir, { recursive: true });
  const temps = files.map((f) => join(cacheDir, `.${version}-${f.name}.${process.pid}.tmp`));
  try {
    for (const [i, f] of files.entries()) {
      const actual = await downloadToFile(f.from, temps[i]!, limits);
      if (f.pin && actual !== f.pin) throw new CodegenError("sha-mismatch", { expected: f.pin, actual }, { file: f.from });
    }
  } catch (e) {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
    throw e;
  }
  const dir = join(cacheDir, version);
  await mkdir(dir, { recursive: true });
  for (const [i, f] of files.entries()) await rename(temps[i]!, join(dir, f.name));
  return join(dir, "schema.json");
}

function lookedIn(options: Pick<Options, "schemaDir" | "cacheDir">): string {
  return [options.schemaDir, options.cacheDir].filter(Boolean).join(", ");
}

/** `.../2026-07-28/schema.json` -> `2026-07-28`; `foo.json` -> `foo` (`git:<ref>:<path>` by its path). */
export function sourceName(source: string): string {
  const path = isUrl(source) ? new URL(source).pathname : isGitLocation(source) ? gitLocation(source).path : source;
  const file = basename(path);
  if (file === "schema.json") return basename(dirname(path)) || "schema";
  return file.replace(/\.json$/i, "") || "schema";
}
