/**
 * Scale cases (issue 26 item 3): whole-process CPU time and peak RSS of each non-bindings target, and of `diff`
 * against a changed copy, on three hostile inputs (bench/synthetic.ts): 20,000 definitions, an enum of 100,000
 * values, a definition named with 100,000 characters. One run each, default options; the goal is under 60 s of CPU
 * per row. `npm run bench` times dist/ (`npm run build` first); `tsx bench/scale.ts` runs these rows alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, runOnce, type Contender, type Sample } from "./processes.ts";
import { hugeEnum, longName, manyDefinitions, writeCase } from "./synthetic.ts";

const goalMs = 60_000;
const targets = ["ts", "methods", "validators", "zod", "dispatch"] as const;
const cases = [
  { label: "20,000 definitions", make: (changed: boolean) => manyDefinitions(20_000, changed) },
  { label: "enum of 100,000 values", make: (changed: boolean) => hugeEnum(100_000, changed) },
  { label: "100,000-character name", make: (changed: boolean) => longName(100_000, changed) },
] as const;
const cli = join(root, "dist", "cli", "mcp-codegen.js");

function attempt(c: Contender): Sample | string {
  try {
    return runOnce(c);
  } catch (e) {
    return /heap out of memory/.test(String(e)) ? "OOM" : "failed";
  }
}

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-scale-"));
  try {
    console.log(`## Scale cases (whole process, CPU time, one run each, default options; goal: under ${goalMs / 1000} s each)`);
    console.log(`${"".padEnd(26)}${[...targets, "diff"].map((t) => t.padStart(12)).join("")}   peak RSS`);
    for (const [i, c] of cases.entries()) {
      const schema = writeCase(dir, `case${i}`, c.make(false));
      const changed = writeCase(dir, `case${i}-changed`, c.make(true));
      const contenders: Contender[] = [
        ...targets.map((t) => ({ name: `${c.label} ${t}`, steps: [{ args: [cli, "generate", "--schema", schema, "--target", t, "--out", join(dir, `out-${t}`)] }] })),
        { name: `${c.label} diff`, steps: [{ args: [cli, "diff", schema, changed, "--format", "json", "--out", join(dir, "diff.json")] }] },
      ];
      const samples = contenders.map(attempt);
      const cell = (s: Sample | string) => (typeof s === "string" ? s : `${(s.cpuMs / 1000).toFixed(2)} s${s.cpuMs > goalMs ? "!" : ""}`).padStart(12);
      const peak = Math.max(...samples.map((s) => (typeof s === "string" ? 0 : s.rssMiB)));
      console.log(`${c.label.padEnd(26)}${samples.map(cell).join("")}   ${peak.toFixed(0)} MiB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) run();
