import type { CommandModule } from "yargs";
import { printWarnings, runOptions, sourceFlags, type SourceArgs } from "./shared.js";

/** For CI in SDK repos: exit 1 when the committed output is not what generation gives now. */
export const checkCommand: CommandModule<object, SourceArgs> = {
  command: "check",
  describe: "regenerate in memory; exit 1 listing the stale files when the output folder differs",
  builder: (y) => sourceFlags(y) as never,
  handler: async (argv) => {
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { check } = await import("../generate.js");
    const { stale, files, warnings } = await check(await runOptions(argv));
    printWarnings(warnings);
    if (stale.length === 0) {
      process.stdout.write(`up to date: ${files.length} files\n`);
      return;
    }
    process.stdout.write(`stale (${stale.length} of ${files.length}):\n${stale.map((s) => `  ${s}\n`).join("")}`);
    process.exitCode = 1;
  },
};
