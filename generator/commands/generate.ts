import type { CommandModule } from "yargs";
import { generate } from "../generate.js";
import { printWarnings, runOptions, sourceFlags, type SourceArgs } from "./shared.js";

export const generateCommand: CommandModule<object, SourceArgs> = {
  command: "generate",
  describe: "generate code for spec versions into the output folder",
  builder: (y) => sourceFlags(y) as never,
  handler: async (argv) => {
    const result = await generate(await runOptions(argv));
    printWarnings(result.warnings);
    process.stdout.write(`wrote ${result.files.length} files to ${result.outDir}/\n`);
  },
};
