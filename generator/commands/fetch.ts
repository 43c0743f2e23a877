import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CommandModule } from "yargs";
import { fetchVersion, knownVersion, knownVersions } from "../ingest/sources.js";
import { defaultOptions } from "../options.js";

export const fetchCommand: CommandModule<object, { versions: string[]; all?: boolean }> = {
  command: "fetch [versions..]",
  describe: "download spec versions (schema.json and the schema.ts beside it) into the cache under schema/, verifying their sha256 pins",
  builder: (y) =>
    y
      .positional("versions", { type: "string", array: true, default: [] })
      .option("all", { type: "boolean", describe: "every known version" }) as never,
  handler: async (argv) => {
    const versions = argv.all ? knownVersions().map((k) => k.version) : argv.versions;
    for (const v of versions) knownVersion(v);
    for (const v of versions) {
      const path = await fetchVersion(v, defaultOptions.cacheDir);
      const ts = join(dirname(path), "schema.ts");
      process.stdout.write(`${v}\t${path}${existsSync(ts) ? `\t${ts}` : ""}\n`);
    }
  },
};
