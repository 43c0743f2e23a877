/**
 * The growth curve: whole-process CPU time and peak RSS of each target (and of `diff`) on
 * synthetic schemas 1x, 4x, 16x and 64x the size of 2026-07-28 (bench/synthetic.ts), the
 * median of three runs at 1x and 4x and one run above, on Node's default heap, default options
 * (formatting: the output folder's prettier settings, prettier's defaults there). Every target of
 * the registry, every factor: linear growth reads at most 4, 16, 64 in the `/1x` columns (less,
 * as start-up is paid once).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";
import { schemaDir } from "./cli.ts";
import { root, runOnce, type Contender, type Sample } from "./processes.ts";
import { writeSynthetic } from "./synthetic.ts";
import { targetIds } from "../generator/targets/ids.ts";

const factors = [1, 4, 16, 64] as const;

/**
 * The run of median CPU time among `runs`, or why one did not finish. The small factors take
 * a median of three: a run of a fraction of a second is at the mercy of one hiccup of a shared
 * machine, and every ratio divides by the 1x figure.
 */
function attempt(c: Contender, runs: number): Sample | string {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      samples.push(runOnce(c));
    } catch (e) {
      return /heap out of memory/.test(String(e)) ? "OOM" : "failed";
    }
  }
  return samples.sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(samples.length / 2)]!;
}
const runsAt = (factor: number) => (factor <= 4 ? 3 : 1);
const cli = join(root, "dist", "cli", "mcp-codegen.js");

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-growth-"));
  try {
    const latest = writeSynthetic(join(schemaDir, "2026-07-28", "schema.json"), join(dir, "2026-07-28"), factors);
    const older = writeSynthetic(join(schemaDir, "2025-11-25", "schema.json"), join(dir, "2025-11-25"), factors);
    const rows: { label: string; contender: (f: number) => Contender }[] = [
      ...targetIds.map((target) => ({
        label: `--target ${target}`,
        contender: (f: number): Contender => ({ name: `${target} ${f}x`, steps: [{ args: [cli, "generate", "--schema", latest.get(f)!, "--target", target, "--out", join(dir, "out"), "--no-format-cache"] }] }),
      })),
      {
        label: "diff (2025-11-25 -> 2026-07-28)",
        contender: (f: number): Contender => ({ name: `diff ${f}x`, steps: [{ args: [cli, "diff", older.get(f)!, latest.get(f)!, "--format", "json", "--out", join(dir, "diff.json")] }] }),
      },
    ];
    const heap = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
    console.log(`## Growth over synthetic schemas (whole process, CPU time, median of 3 runs at 1x and 4x, one run at 16x and 64x, default heap ${heap} MiB)`);
    console.log(`${"".padEnd(34)}${factors.map((f) => `${f}x`.padStart(10)).join("")}   4x/1x  16x/1x  64x/1x   peak RSS at 64x`);
    for (const row of rows) {
      const samples = factors.map((f) => attempt(row.contender(f), runsAt(f)));
      const cell = (s: Sample | string) => (typeof s === "string" ? s : `${(s.cpuMs / 1000).toFixed(2)} s`).padStart(10);
      const base = samples[0];
      const growth = samples.slice(1).map((s) => (typeof s === "string" || typeof base === "string" ? "-" : (s.cpuMs / base!.cpuMs).toFixed(1)).padStart(7));
      const last = samples.at(-1)!;
      console.log(`${row.label.padEnd(34)}${samples.map(cell).join("")} ${growth.join(" ")}   ${typeof last === "string" ? last : `${last.rssMiB.toFixed(0)} MiB`}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
