#!/usr/bin/env node
// The sources run directly through tsx, for development and the tests (no build between an edit and a run).
// The published command is dist/bin/mcp-codegen.js, built from bin/mcp-codegen.ts.
import { register } from "tsx/esm/api";
import { hideBin } from "yargs/helpers";

register();
const { main, reportFailure } = await import("../generator/cli.ts");
const args = hideBin(process.argv);
// Whatever escapes main (an error on a stream, a rejected promise nobody awaited) is an internal error: exit 3, never 1.
const internal = (e) => {
  process.exitCode = reportFailure(e, args.includes("--verbose")) === 2 ? 2 : 3;
  process.exit();
};
// A reader that stops early (`| head`) is not an error of ours.
process.stdout.on("error", (e) => (e.code === "EPIPE" ? process.exit() : internal(e)));
process.on("uncaughtException", internal);
process.on("unhandledRejection", internal);
process.exitCode = await main(args);
