#!/usr/bin/env node
// The published command: the built JavaScript in dist/ (`npm run build`; `prepare` runs it on `npm ci`).
import { hideBin } from "yargs/helpers";
import { run } from "../generator/cli.js";

// run() keeps the exit-code contract for what escapes main too (exit 3, never 1).
await run(hideBin(process.argv));
