import type { Overlay } from "../overlay/overlay.js";
import type { BindingNames, ObjectTypes } from "../options.js";

/** What `mcp-codegen.config.json` (or `.mjs`, default export) may hold. Paths are relative to the config's folder. */
export interface Config {
  /** Spec versions by name, e.g. ["2025-11-25", "2026-07-28"]. */
  versions?: string[];
  /** Every known version. */
  all?: boolean;
  /** schema.json files or URLs. */
  schemas?: string[];
  /** A folder holding <version>/schema.json (a vendored copy of the spec repo's schema/). */
  schemaDir?: string;
  targets?: string[];
  outDir?: string;
  /** Apply the guarded patches (default true). */
  patches?: boolean;
  /** Extra patch files, same shape as schema/patches/<version>.json. */
  patchFiles?: string[];
  /** sha256 of each source's bytes, keyed by version name, or by the path or URL as written in `schemas`. */
  pins?: Record<string, string>;
  /** Download a known version missing locally (default true). */
  download?: boolean;
  /** How generated names are made: `versionNamespace` (e.g. "mcp_{version}"), `collisionSuffix` (e.g. "Nested"). */
  naming?: { versionNamespace?: string; collisionSuffix?: string };
  /** "project" (default): the output folder's prettier config; "builtin": mcp-codegen's own settings. */
  formatting?: "project" | "builtin";
  /** `diff` command policy: per-rule level overrides (`"off"` drops a rule) and an ignore file of accepted changes. */
  diff?: { severity?: Record<string, "ERR" | "WARN" | "INFO" | "off">; ignore?: string };
  /** An SDK's deviations from the spec (overlay/overlay.ts), or the file holding them; validated with the config. */
  overlay?: string | Overlay;
  /** Message shapes: "in-message" (schema.json as published) or "separate" (bare XRequest; envelope in JSONRPCRequest only). */
  envelope?: "in-message" | "separate";
  /** What generated zod.ts imports zod from: "zod/v4" (default; zod 3.25 and 4) or "zod". */
  zodImport?: "zod" | "zod/v4";
  /** Property order: "schema.json" (default, alphabetical) or "schema.ts" (its declaration order, inherited first). */
  order?: "schema.json" | "schema.ts";
  /** How types.ts declares object definitions: "interface" (default, as schema.ts), "alias" (`type X = Base & { ... }`) or "mapped" (`type X = Flatten<Base & { ... }>`). */
  objectTypes?: ObjectTypes;
  /** Each binding language's package, module or namespace: `{ "java": { "package": "io.example.v{version}" } }` (docs/bindings.md, "Names"). */
  bindings?: Partial<BindingNames>;
}

export const configFileNames = ["mcp-codegen.config.json", "mcp-codegen.config.mjs"] as const;

/** A config as found on disk: the file, its folder (for relative paths) and its validated contents. */
export interface LoadedConfig {
  file: string;
  dir: string;
  config: Config;
}
