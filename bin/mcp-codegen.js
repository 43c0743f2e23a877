#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step between a clone and a run.
import { register } from "tsx/esm/api";
import { hideBin } from "yargs/helpers";

register();
const { main } = await import("../generator/cli.ts");
process.exitCode = await main(hideBin(process.argv));
