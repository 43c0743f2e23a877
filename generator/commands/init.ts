import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CommandModule } from "yargs";
import { configFileNames } from "../config/config.js";
import { CodegenError } from "../messages/error.js";
import { resolveOptions } from "../options.js";
import { cliContext } from "./context.js";

interface InitArgs {
  versions?: string[];
  target?: string[];
  force?: boolean;
}

/** A commented starter config in the current folder, for the latest released version unless told otherwise. */
export const initCommand: CommandModule<object, InitArgs> = {
  command: "init",
  describe: `write a commented starter ${configFileNames[0]} in the current folder`,
  builder: (y) =>
    y
      .option("versions", { type: "string", array: true, describe: "spec versions to list [default: the latest released]" })
      .option("target", { type: "string", array: true, describe: "targets to list [default: ts]" })
      .option("force", { type: "boolean", describe: "overwrite an existing config" }) as never,
  handler: async (argv) => {
    const file = join(cliContext().cwd, configFileNames[0]);
    if (existsSync(file) && !argv.force) throw new CodegenError("config-exists", { file });
    const [{ knownVersions }, { starterConfig }] = await Promise.all([import("../ingest/sources.js"), import("../config/starterConfig.js")]);
    const released = knownVersions().filter((k) => k.sha256 !== null);
    const versions = argv.versions?.flatMap((v) => v.split(",")) ?? [released[released.length - 1]!.version];
    const targets = resolveOptions({ targets: argv.target?.flatMap((t) => t.split(",")) as never }).targets;
    for (const v of versions)
      if (!knownVersions().some((k) => k.version === v))
        throw new CodegenError("version-unknown", {
          version: v,
          known: knownVersions()
            .map((k) => k.version)
            .join(", "),
        });
    await writeFile(file, starterConfig(versions, targets));
    process.stdout.write(`wrote ${configFileNames[0]}\n`);
  },
};
