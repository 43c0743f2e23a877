import type { CommandModule } from "yargs";
import { formatMessage, type Message } from "../messages/catalog.js";
import { runOptions } from "./shared.js";

interface CrosscheckArgs {
  schemaJson: string;
  schemaTs: string;
  format?: "text" | "json";
}

/** Every place the published schema.json says less than the schema.ts it was generated from. Exit 1 when any. */
export const crosscheckCommand: CommandModule<object, CrosscheckArgs> = {
  command: "crosscheck <schema-json> <schema-ts>",
  describe: "compare a schema.json with the schema.ts it came from (TypeScript compiler API); exit 1 listing divergences",
  builder: (y) =>
    y
      .positional("schema-json", { type: "string", demandOption: true, describe: "the schema.json: a version, path, URL or git:<ref>:<path>" })
      .positional("schema-ts", { type: "string", demandOption: true, describe: "the spec's schema.ts (or a .d.ts of it)" })
      .option("format", { choices: ["text", "json"] as const, default: "text" as const, describe: "output format" }) as never,
  handler: async (argv) => {
    // Loaded on use: the TypeScript compiler behind it would slow every other command's start.
    const { crosscheck } = await import("../crosscheck/crosscheck.js");
    // Where versions are found (schema dir, cache) as for every command; this one reads its schema.ts by name.
    const report = await crosscheck(argv.schemaJson, argv.schemaTs, await runOptions({ schemaTs: false }));
    if (argv.format === "json") {
      const divergences = report.divergences.map((d) => ({ ...d, message: formatMessage(d as Message) }));
      process.stdout.write(
        `${JSON.stringify({ schemaJson: argv.schemaJson, schemaTs: argv.schemaTs, counts: report.counts, divergences }, null, 2)}\n`,
      );
    } else {
      for (const d of report.divergences) process.stdout.write(`${d.pointer || "-"}\t${formatMessage(d as Message)}\n`);
      const counts = Object.entries(report.counts)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${id} ${n}`);
      process.stdout.write(`${report.divergences.length} divergence(s)${counts.length ? `: ${counts.join(", ")}` : ""}\n`);
    }
    if (report.divergences.length > 0) process.exitCode = 1;
  },
};
