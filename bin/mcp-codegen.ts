#!/usr/bin/env node
// The published command: the built JavaScript in dist/ (`npm run build`; `prepare` runs it on `npm ci`).
import { hideBin } from "yargs/helpers";
import { main } from "../generator/cli.js";

process.exitCode = await main(hideBin(process.argv));
