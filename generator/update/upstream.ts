import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { downloadBytes } from "../ingest/download.js";
import { isUrl, sha256 } from "../ingest/load.js";
import { knownVersion, knownVersions, localCopy, type KnownVersion } from "../ingest/sources.js";
import type { Options } from "../options.js";

/** One upstream file a config depends on, and where its pinned copy is. */
export interface UpstreamFile {
  /** The source it belongs to (a version name or the URL as configured). */
  source: string;
  /** `2026-07-28/schema.json`, `2026-07-28/schema.ts`, or the URL. */
  label: string;
  /** The config's pin key for it. */
  pinKey: string;
  url: string;
  pinned: string | null;
  /** The local copy generation reads now, if any. */
  local: string | undefined;
  /** Where new bytes go so generation reads them: the local copy's place, else the download cache. */
  store: string | undefined;
  kind: "schema.json" | "schema.ts";
}

export interface UpstreamState extends UpstreamFile {
  /** The upstream bytes; pins are over bytes. */
  bytes: Uint8Array;
  sha256: string;
  /** The pinned copy's text, to diff against (absent for URL sources and first downloads). */
  previous: Uint8Array | undefined;
  changed: boolean;
}

/** sources.json entries gain `schemaTs` with the schema.ts work (issue 10); read it where present. */
type WithSchemaTs = KnownVersion & { schemaTs?: { url: string; sha256: string | null } };

/**
 * The upstream files behind the configured sources: each known version's schema.json (and the schema.ts published
 * beside it, when sources.json names one), and each `schemas` URL. Local files have no upstream. `mirror` replaces
 * the spec repository: `<mirror>/<version>/schema.json`.
 */
export function upstreamFiles(options: Options, mirror?: string): UpstreamFile[] {
  const files: UpstreamFile[] = [];
  for (const version of options.all ? knownVersions().map((k) => k.version) : options.specs) {
    const entry = knownVersion(version) as WithSchemaTs;
    const local = localCopy(version, options);
    const store = local ?? join(options.cacheDir, version, "schema.json");
    const base = mirror?.replace(/\/+$/, "");
    files.push({
      source: version,
      label: `${version}/schema.json`,
      pinKey: version,
      url: base ? `${base}/${version}/schema.json` : entry.url,
      pinned: options.pins[version] ?? entry.sha256,
      local,
      store,
      kind: "schema.json",
    });
    if (entry.schemaTs) {
      const besideLocal = local && join(dirname(local), "schema.ts");
      files.push({
        source: version,
        label: `${version}/schema.ts`,
        pinKey: `${version}/schema.ts`,
        url: base ? `${base}/${version}/schema.ts` : entry.schemaTs.url,
        pinned: options.pins[`${version}/schema.ts`] ?? entry.schemaTs.sha256,
        local: besideLocal && existsSync(besideLocal) ? besideLocal : undefined,
        store: join(dirname(store), "schema.ts"),
        kind: "schema.ts",
      });
    }
  }
  for (const url of options.schemas.filter(isUrl)) {
    files.push({ source: url, label: url, pinKey: url, url, pinned: options.pins[url] ?? null, local: undefined, store: undefined, kind: "schema.json" });
  }
  return files;
}

/** Download one file and compare it with its pin (or, unpinned, with the local copy). */
export async function fetchUpstream(file: UpstreamFile): Promise<UpstreamState> {
  const bytes = await downloadBytes(file.url);
  const hash = sha256(bytes);
  const previous = file.local ? new Uint8Array(readFileSync(file.local)) : undefined;
  const reference = file.pinned ?? (previous === undefined ? null : sha256(previous));
  return { ...file, bytes, sha256: hash, previous, changed: reference !== hash };
}

