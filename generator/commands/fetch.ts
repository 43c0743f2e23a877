import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { resolveOptions } from "../options.js";
import { configFlags, runOptions, type SourceArgs } from "./shared.js";

export const fetchCommand: CommandModule<object, Pick<SourceArgs, "config" | "downloadMaxBytes"> & { versions: string[]; all?: boolean }> = {
  command: "fetch [versions..]",
  describe: "download spec versions (schema.json and the schema.ts beside it) into the download cache ($XDG_CACHE_HOME/mcp-codegen or node_modules/.cache/mcp-codegen), verifying their sha256 pins",
  builder: (y) =>
    configFlags(y)
      .positional("versions", { type: "string", array: true, default: [] })
      .option("all", { type: "boolean", describe: "every known version" }) as never,
  handler: async (argv) => {
    const { fetchVersion, knownVersion, knownVersions } = await import("../ingest/sources.js");
    const options = resolveOptions(await runOptions({ config: argv.config, downloadMaxBytes: argv.downloadMaxBytes }));
    const versions = argv.all ? knownVersions().map((k) => k.version) : argv.versions;
    for (const v of versions) knownVersion(v);
    for (const v of versions) {
      const path = await fetchVersion(v, options.cacheDir, undefined, { maxBytes: options.downloadMaxBytes });
      const ts = join(dirname(path), "schema.ts");
      process.stdout.write(`${v}\t${path}${existsSync(ts) ? `\t${ts}` : ""}\n`);
    }
  },
};
