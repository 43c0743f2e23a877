/**
 * What an unchanged rerun costs against the first run (issue 21): `generate` into a fresh folder with an empty
 * format cache, then `generate` again and `check` over the same folder and cache. Whole-process CPU time of the
 * built CLI; each sample runs the three in turn, so load on the shared machine falls on all of them alike.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, runOnce, type Contender } from "./processes.ts";
import { median, ratio, summary } from "./stats.ts";
import { schemaDir } from "./cli.ts";

const cli = join(root, "dist", "cli", "mcp-codegen.js");
const goal = 0.2;

interface Row {
  label: string;
  flags: string[];
}

const rows: Row[] = [
  // Like the goal rows of cli.ts: schema.json alone, our settings.
  { label: "generate --spec 2026-07-28 --target validators (--no-schema-ts --formatting builtin)", flags: ["--no-schema-ts", "--formatting", "builtin"] },
  // The defaults: schema.ts read (the TypeScript compiler, on every run), the output folder's prettier settings.
  { label: "generate --spec 2026-07-28 --target validators, defaults", flags: [] },
];

export function run(samples = 5): void {
  console.log("## Unchanged rerun: CPU time of a rerun and of check against the first run (empty format cache, fresh folder): medians, interleaved");
  for (const row of rows) {
    const first: number[] = [];
    const rerun: number[] = [];
    const check: number[] = [];
    // One warm-up sample (file cache, disk), not counted.
    for (let s = 0; s <= samples; s++) {
      const dir = mkdtempSync(join(tmpdir(), "mcp-bench-rerun-"));
      try {
        const contender = (command: string): Contender => ({
          name: `mcp-codegen ${command}`,
          steps: [{ args: [cli, command, "--spec", "2026-07-28", "--target", "validators", ...row.flags, "--schema-dir", schemaDir, "--out", join(dir, "out")], env: { XDG_CACHE_HOME: join(dir, "cache") } }],
        });
        const times = [runOnce(contender("generate")).cpuMs, runOnce(contender("generate")).cpuMs, runOnce(contender("check")).cpuMs];
        if (s === 0) continue;
        first.push(times[0]!);
        rerun.push(times[1]!);
        check.push(times[2]!);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const verdict = (xs: number[]) => {
      const r = median(xs) / median(first);
      return `${ratio(median(xs), median(first))} (goal <= ${goal}x: ${r <= goal ? "met" : "NOT met"})`;
    };
    console.log(`${row.label}: first run ${summary(first, "ms")}`);
    console.log(`  unchanged rerun ${summary(rerun, "ms")}: ${verdict(rerun)}`);
    console.log(`  check ${summary(check, "ms")}: ${verdict(check)}`);
  }
}
