/**
 * `npm run bench` (after `npm run build`: the CLI figures time dist/, as installed): every
 * benchmark in one run, each printing ratios against its named peer and its goal. The
 * machine's load is printed first: on a shared machine, read the figures beside it.
 */
import { loadavg, cpus } from "node:os";
import * as cli from "./cli.ts";
import * as validators from "./validators.ts";
import * as growth from "./growth.ts";
import * as diff from "./diff.ts";
import * as defaults from "./defaults.ts";
import * as scale from "./scale.ts";
import * as bindingScale from "./bindingScale.ts";

const load = loadavg().map((l) => l.toFixed(2)).join(" ");
console.log(`# mcp-codegen bench: node ${process.version}, ${cpus().length} CPUs, load average ${load}`);
cli.run();
await validators.run();
growth.run();
await diff.run();
(await import("./rerun.ts")).run();
defaults.run();
scale.run();
bindingScale.run();
console.log(`# load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
