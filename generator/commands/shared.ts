import type { Argv } from "yargs";
import type { Options } from "../options.js";

/** Flags shared by `generate` and `check`: which schemas, which targets, where. */
export function sourceFlags<T>(y: Argv<T>) {
  return y
    .option("spec", { type: "string", array: true, describe: "spec version(s), e.g. 2026-07-28 (repeat or comma-separate)" })
    .option("all", { type: "boolean", describe: "every known version" })
    .option("schema", { type: "string", array: true, describe: "a schema.json file or URL (repeatable)" })
    .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json (default: $MCP_SCHEMA_DIR, then the cache)" })
    .option("target", { type: "string", array: true, describe: "target(s): ts, ... (comma-separated or repeated)", default: ["ts"] })
    .option("out", { type: "string", describe: "output folder", default: "out" })
    .option("patches", { type: "boolean", default: true, describe: "apply the guarded patches for upstream defects (--no-patches: off)" })
    .option("download", { type: "boolean", default: true, describe: "download a known version missing locally (--no-download: never)" });
}

export interface SourceArgs {
  spec?: string[];
  all?: boolean;
  schema?: string[];
  schemaDir?: string;
  target?: string[];
  out?: string;
  patches?: boolean;
  download?: boolean;
}

const list = (xs: string[] | undefined) => xs?.flatMap((x) => x.split(",")).map((x) => x.trim()).filter(Boolean);

/** CLI flags -> Options. The environment is read here, at the entry, and nowhere deeper. */
export function optionsFromArgs(a: SourceArgs, env: NodeJS.ProcessEnv = process.env): Partial<Options> {
  return {
    specs: list(a.spec),
    all: a.all,
    schemas: list(a.schema),
    schemaDir: a.schemaDir ?? env.MCP_SCHEMA_DIR,
    targets: list(a.target) as Options["targets"] | undefined,
    outDir: a.out,
    patches: a.patches,
    download: a.download,
  };
}
