import type { CommandModule } from "yargs";
import { knownVersions, localCopy } from "../ingest/sources.js";
import { resolveOptions } from "../options.js";

export const versionsCommand: CommandModule<object, { schemaDir?: string }> = {
  command: "versions",
  describe: "list the known spec versions, their dialect, and where each resolves now",
  builder: (y) => y.option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json" }) as never,
  handler: (argv) => {
    const options = resolveOptions({ schemaDir: argv.schemaDir ?? process.env.MCP_SCHEMA_DIR });
    for (const v of knownVersions()) {
      const where = localCopy(v.version, options) ?? `not local (would download ${v.url})`;
      process.stdout.write(`${v.version}\t${v.dialect}\t${where}\n`);
    }
  },
};
