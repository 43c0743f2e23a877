import type { CommandModule } from "yargs";
import { resolveOptions } from "../options.js";
import { configFlags, runOptions, type SourceArgs } from "./shared.js";

export const versionsCommand: CommandModule<object, Pick<SourceArgs, "schemaDir" | "config">> = {
  command: "versions",
  describe: "list the known spec versions, their dialect, and where each resolves now",
  builder: (y) => configFlags(y) as never,
  handler: async (argv) => {
    const { knownVersions, localCopy } = await import("../ingest/sources.js");
    const options = resolveOptions(await runOptions({ schemaDir: argv.schemaDir, config: argv.config }));
    for (const v of knownVersions()) {
      const where = localCopy(v.version, options) ?? `not local (would download ${v.url})`;
      process.stdout.write(`${v.version}\t${v.dialect}\t${where}\n`);
    }
  },
};
