/**
 * The growth curve: whole-process CPU time and peak RSS of each target (and of `diff`) on
 * synthetic schemas 1x, 4x, 16x and 64x the size of 2026-07-28 (bench/synthetic.ts), one
 * run each, on Node's default heap. Linear growth reads 4, 16, 64 in the `/1x` columns.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";
import { schemaDir } from "./cli.ts";
import { root, runOnce, type Contender } from "./processes.ts";
import { writeSynthetic } from "./synthetic.ts";

const factors = [1, 4, 16, 64] as const;
const cli = join(root, "dist", "cli", "mcp-codegen.js");

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-growth-"));
  try {
    const latest = writeSynthetic(join(schemaDir, "2026-07-28", "schema.json"), join(dir, "2026-07-28"), factors);
    const older = writeSynthetic(join(schemaDir, "2025-11-25", "schema.json"), join(dir, "2025-11-25"), factors);
    const rows: { label: string; contender: (f: number) => Contender }[] = [
      ...["ts", "methods", "validators", "python"].map((target) => ({
        label: `--target ${target}`,
        contender: (f: number): Contender => ({ name: `${target} ${f}x`, steps: [{ args: [cli, "generate", "--schema", latest.get(f)!, "--target", target, "--out", join(dir, "out")] }] }),
      })),
      {
        label: "diff (2025-11-25 -> 2026-07-28)",
        contender: (f: number): Contender => ({ name: `diff ${f}x`, steps: [{ args: [cli, "diff", older.get(f)!, latest.get(f)!, "--format", "json", "--out", join(dir, "diff.json")] }] }),
      },
    ];
    const heap = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
    console.log(`## Growth over synthetic schemas (whole process, CPU time, one run each, default heap ${heap} MiB)`);
    console.log(`${"".padEnd(34)}${factors.map((f) => `${f}x`.padStart(10)).join("")}   4x/1x  16x/1x  64x/1x   peak RSS at 64x`);
    for (const row of rows) {
      const samples = factors.map((f) => runOnce(row.contender(f)));
      const cpu = samples.map((s) => s.cpuMs);
      const growth = cpu.slice(1).map((c) => (c / cpu[0]!).toFixed(1).padStart(7));
      console.log(`${row.label.padEnd(34)}${cpu.map((c) => `${(c / 1000).toFixed(2)} s`.padStart(10)).join("")} ${growth.join(" ")}   ${samples.at(-1)!.rssMiB.toFixed(0)} MiB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
