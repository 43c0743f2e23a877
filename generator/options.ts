import { fileURLToPath } from "node:url";
import { CodegenError } from "./messages/error.js";
import { targetIds, type TargetId } from "./targets/index.js";

export const projectRoot = fileURLToPath(new URL("../", import.meta.url));

/** Everything a run can be told, merged with defaults and validated once, at the entry. */
export interface Options {
  /** Spec versions by name (`2026-07-28`), as listed in schema/sources.json. */
  specs: string[];
  /** Every known version. */
  all: boolean;
  /** Schema files or URLs given directly; each is generated under out/<its name>/. */
  schemas: string[];
  /** A folder laid out like the spec repo's `schema/`: `<version>/schema.json`. Checked before the cache. */
  schemaDir: string | undefined;
  /** Where `fetch` stores downloaded schemas. */
  cacheDir: string;
  /** Download a known version that is missing locally. */
  download: boolean;
  targets: TargetId[];
  outDir: string;
  /** Apply the shipped (and configured) guarded patches. */
  patches: boolean;
  /** Extra patch files (same shape as schema/patches/<version>.json). */
  patchFiles: string[];
  /** sha256 pins by source (version name, path or URL); a mismatch stops generation. */
  pins: Record<string, string>;
}

export const defaultOptions: Options = {
  specs: [],
  all: false,
  schemas: [],
  schemaDir: undefined,
  cacheDir: `${projectRoot}schema/cache`,
  download: true,
  targets: ["ts"],
  outDir: "out",
  patches: true,
  patchFiles: [],
  pins: {},
};

/** Merge `partial` over the defaults and reject what cannot work. */
export function resolveOptions(partial: Partial<Options> = {}): Options {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<Options>;
  const options: Options = { ...defaultOptions, ...defined };
  for (const t of options.targets) {
    if (!(targetIds as readonly string[]).includes(t)) {
      throw new CodegenError("target-unknown", { target: t, known: targetIds.join(", ") });
    }
  }
  if (options.targets.length === 0) throw new CodegenError("options-invalid", { detail: "no target" });
  return { ...options, targets: [...new Set(options.targets)] };
}
