/**
 * The binding targets at issue 26's scale (bench/scaleSchemas.ts): whole-process CPU time and peak
 * RSS of `generate --target <lang>` on each case, one run each. Goal: every cell under 60 s.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, runOnce, type Sample } from "./processes.ts";
import { scaleCases } from "./scaleSchemas.ts";
import { bindingLanguages } from "../generator/targets/bindings/index.ts";

const cli = join(root, "dist", "cli", "mcp-codegen.js");

export function run(): void {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-binding-scale-"));
  try {
    console.log("## Bindings at scale (whole process, CPU time, one run; goal: under 60 s each)");
    console.log(`${"".padEnd(14)}${bindingLanguages.map((l) => l.id.padStart(10)).join("")}`);
    for (const [name, make] of Object.entries(scaleCases)) {
      const schema = join(dir, `${name}.json`);
      writeFileSync(schema, JSON.stringify(make()));
      const cells = bindingLanguages.map((l) => {
        let s: Sample | string;
        try {
          s = runOnce({ name: `${name} ${l.id}`, steps: [{ args: [cli, "generate", "--no-schema-ts", "--schema", schema, "--target", l.id, "--out", join(dir, "out")] }] });
        } catch {
          s = "failed";
        }
        return (typeof s === "string" ? s : `${(s.cpuMs / 1000).toFixed(2)} s`).padStart(10);
      });
      console.log(`${name.padEnd(14)}${cells.join("")}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
