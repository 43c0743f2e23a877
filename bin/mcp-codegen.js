#!/usr/bin/env node
// The sources run directly through tsx, for development and the tests (no build between an edit and a run).
// The published command is dist/bin/mcp-codegen.js, built from bin/mcp-codegen.ts.
import { register } from "tsx/esm/api";
import { hideBin } from "yargs/helpers";

register();
const { run } = await import("../generator/cli.ts");
await run(hideBin(process.argv));
