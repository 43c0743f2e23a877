import type { CommandModule } from "yargs";
import { printWarnings, runOptions, sourceFlags, type SourceArgs } from "./shared.js";

export const generateCommand: CommandModule<object, SourceArgs> = {
  command: "generate",
  describe: "generate code for spec versions into the output folder",
  builder: (y) => sourceFlags(y) as never,
  handler: async (argv) => {
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { generate } = await import("../generate.js");
    const result = await generate(await runOptions(argv));
    printWarnings(result.warnings);
    const { written, unchanged, removed } = result.written;
    process.stdout.write(
      `${result.files.length} files in ${result.outDir}/: ${written.length} written, ${unchanged.length} unchanged, ${removed.length} removed\n`,
    );
  },
};
