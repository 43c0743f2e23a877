import yargs from "yargs";
import { commands } from "./commands/index.js";
import { isCodegenError } from "./messages/error.js";
import { generatorVersion } from "./version.js";

class UsageError extends Error {}

/** Exit codes: 0 ok, 1 `check`/`diff` found differences, 2 bad input or usage. */
export async function main(argv: string[]): Promise<number> {
  const parser = yargs(argv)
    .scriptName("mcp-codegen")
    .version(generatorVersion)
    .strict()
    .demandCommand(1, "name a command")
    .recommendCommands()
    .fail((message, error) => {
      // Throwing stops yargs from running the command after a usage error.
      throw error ?? new UsageError(message);
    })
    .wrap(Math.min(110, process.stdout.columns ?? 100));
  for (const c of commands) parser.command(c);
  try {
    await parser.parseAsync();
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`mcp-codegen: ${e.message}. Run mcp-codegen --help for usage.\n`);
      return 2;
    }
    if (isCodegenError(e)) {
      process.stderr.write(`mcp-codegen: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  return typeof process.exitCode === "number" ? process.exitCode : 0;
}
