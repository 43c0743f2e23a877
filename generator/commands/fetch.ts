import type { CommandModule } from "yargs";
import { fetchVersion, knownVersion, knownVersions } from "../ingest/sources.js";
import { defaultOptions } from "../options.js";

export const fetchCommand: CommandModule<object, { versions: string[]; all?: boolean }> = {
  command: "fetch [versions..]",
  describe: "download spec versions into the cache under schema/, verifying their sha256 pins",
  builder: (y) =>
    y
      .positional("versions", { type: "string", array: true, default: [] })
      .option("all", { type: "boolean", describe: "every known version" }) as never,
  handler: async (argv) => {
    const versions = argv.all ? knownVersions().map((k) => k.version) : argv.versions;
    for (const v of versions) knownVersion(v);
    for (const v of versions) {
      const path = await fetchVersion(v, defaultOptions.cacheDir);
      process.stdout.write(`${v}\t${path}\n`);
    }
  },
};
