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
import * as rerun from "./rerun.ts";
import * as defaults from "./defaults.ts";
import * as scale from "./scale.ts";
import * as bindingScale from "./bindingScale.ts";

/** Every benchmark, in the order a whole run prints them; `npm run bench -- rerun defaults` runs only those named. */
const benches: Record<string, () => void | Promise<void>> = {
  cli: () => cli.run(),
  validators: () => validators.run(),
  growth: () => growth.run(),
  diff: () => diff.run(),
  rerun: () => rerun.run(),
  defaults: () => defaults.run(),
  scale: () => scale.run(),
  bindingScale: () => bindingScale.run(),
};
const named = process.argv.slice(2);
const unknown = named.filter((n) => !(n in benches));
if (unknown.length > 0) {
  console.error(`bench: no benchmark named ${unknown.join(", ")}; the names: ${Object.keys(benches).join(", ")}`);
  process.exit(2);
}

const load = loadavg().map((l) => l.toFixed(2)).join(" ");
console.log(`# mcp-codegen bench: node ${process.version}, ${cpus().length} CPUs, load average ${load}`);
for (const [name, run] of Object.entries(benches)) if (named.length === 0 || named.includes(name)) await run();
console.log(`# load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
