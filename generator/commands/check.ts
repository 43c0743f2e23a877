import type { CommandModule } from "yargs";
import { printWarnings, runOptions, sourceFlags, stageReporter, type SourceArgs } from "./shared.js";

/** For CI in SDK repos: exit 1 when the committed output is not what generation gives now. */
export const checkCommand: CommandModule<object, SourceArgs> = {
  command: "check",
  describe: "regenerate in memory; exit 1 listing stale, missing, extra and hand-edited files in the output folder",
  builder: (y) => sourceFlags(y) as never,
  handler: async (argv) => {
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { check } = await import("../generate.js");
    const progress = stageReporter();
    const { drift, files, warnings } = await check(await runOptions(argv), progress.onStage);
    progress.done();
    printWarnings(warnings);
    if (drift.length === 0) {
      process.stdout.write(`up to date: ${files.length} files\n`);
      return;
    }
    const width = Math.max(...drift.map((d) => d.kind.length));
    process.stdout.write(`out of date: ${drift.length} difference(s) against ${files.length} generated files; run mcp-codegen generate:\n`);
    for (const d of drift) process.stdout.write(`  ${d.kind.padEnd(width)}  ${d.path}\n`);
    process.exitCode = 1;
  },
};
