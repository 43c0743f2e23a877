import type { CommandModule } from "yargs";
import { readFile } from "node:fs/promises";
import { CodegenError } from "../messages/error.js";

interface LintToolsArgs {
  file: string;
  spec?: string;
  format?: "text" | "json";
}

/** A server author's check of its tool list against the spec's prose rules. Exit 1 when a MUST fails. */
export const lintToolsCommand: CommandModule<object, LintToolsArgs> = {
  command: "lint-tools <file>",
  describe: "check a tools/list result (or a tool array) against the spec's prose rules: x-mcp-header, tool names; exit 1 when a MUST fails",
  builder: (y) =>
    y
      .positional("file", {
        type: "string",
        demandOption: true,
        describe: "a JSON file: a tools/list result, a JSON-RPC response holding one, or an array of tools (- for stdin)",
      })
      .option("spec", {
        type: "string",
        describe: "the spec version whose rules apply [default: the newest release]",
      })
      .option("format", {
        choices: ["text", "json"] as const,
        default: "text" as const,
        describe: "output format",
      }) as never,
  handler: async (argv) => {
    const { knownVersions } = await import("../ingest/sources.js");
    const releases = knownVersions().filter((k) => k.version !== "draft");
    const version = argv.spec ?? releases[releases.length - 1]!.version;
    if (!knownVersions().some((k) => k.version === version)) {
      throw new CodegenError("version-unknown", {
        version,
        known: knownVersions()
          .map((k) => k.version)
          .join(", "),
      });
    }
    // yargs hands a lone "-" positional over as "".
    const file = argv.file === "" ? "-" : argv.file;
    const text = await (file === "-" ? readStdin() : readFile(file, "utf8")).catch((e: Error) => {
      throw new CodegenError("file-unreadable", { detail: e.message }, { file });
    });
    // Loaded on use: the spec rules are this command's alone.
    const [{ lintTools }, { renderLintText }] = await Promise.all([
      import("../specRules/lintTools.js"),
      import("../specRules/text.js"),
    ]);
    const report = lintTools(text, version, file);
    if (argv.format === "json") {
      process.stdout.write(`${JSON.stringify({ file, spec: version, ...report }, null, 2)}\n`);
    } else {
      process.stdout.write(renderLintText(report, file, version));
    }
    if (report.errors.length > 0) process.exitCode = 1;
  },
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
