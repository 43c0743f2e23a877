/**
 * Whole-process CPU time: each command runs under bench/rusage.mjs, which reports the
 * process's own CPU (all threads) plus its reaped children's, and its peak RSS. Contenders
 * are warmed up until steady (file cache, disk), then sampled interleaved, in a rotating
 * order, so load on the shared machine falls on all of them alike.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { steady } from "./stats.ts";

export const root = fileURLToPath(new URL("../", import.meta.url));
const preload = pathToFileURL(join(root, "bench", "rusage.mjs")).href;

/** One node process: a script (or `-e`) and its arguments. */
export interface Step {
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

/** A contender: the steps one sample runs, summed (a peer may need several processes). */
export interface Contender {
  name: string;
  steps: Step[];
}

export interface Sample {
  cpuMs: number;
  /** The largest peak RSS among the steps. */
  rssMiB: number;
}

/** Run one sample of a contender: every step, CPU summed, peak RSS the largest. */
export function runOnce(c: Contender): Sample {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-rusage-"));
  const file = join(dir, "rusage.jsonl");
  try {
    for (const step of c.steps) {
      const r = spawnSync(process.execPath, ["--import", preload, ...step.args], {
        cwd: step.cwd ?? root,
        env: { ...process.env, ...step.env, BENCH_RUSAGE: file },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (r.status !== 0) throw new Error(`${c.name}: node ${step.args.join(" ")} exited ${r.status}\n${r.stderr.slice(0, 2000)}`);
    }
    const lines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Sample);
    if (lines.length !== c.steps.length) throw new Error(`${c.name}: ${lines.length} of ${c.steps.length} steps reported`);
    return { cpuMs: lines.reduce((s, l) => s + l.cpuMs, 0), rssMiB: Math.max(...lines.map((l) => l.rssMiB)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Warm every contender up (at least `minWarmup` runs, more until its last three agree within
 * 10%, at most `maxWarmup`), then take `samples` interleaved samples of each.
 */
export function measure(contenders: readonly Contender[], samples = 7, minWarmup = 1, maxWarmup = 4): Sample[][] {
  for (const c of contenders) {
    const warm: number[] = [];
    while (warm.length < minWarmup || (!steady(warm) && warm.length < maxWarmup)) warm.push(runOnce(c).cpuMs);
  }
  const out: Sample[][] = contenders.map(() => []);
  for (let s = 0; s < samples; s++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (s + k) % contenders.length;
      out[i]!.push(runOnce(contenders[i]!));
    }
  }
  return out;
}
