/**
 * `npm run fuzz [-- --cases N --binding-cases M --seed S --ts-only]`: the long fuzz run. The
 * TypeScript-side targets together (N cases, compiled and loaded), then each binding language
 * on its own (M cases each; Python imported and Go tested for every 10th), so one language's
 * failures do not hide another's. Prints the counts per group; exits 1 when any count that
 * must be 0 is not.
 */
import { parseArgs } from "node:util";
import { targetIds, type TargetId } from "../../generator/targets/ids.ts";
import { formatCounts, fuzz } from "./fuzz.ts";

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "400" },
    "binding-cases": { type: "string", default: "40" },
    seed: { type: "string", default: String(Date.now() % 100_000) },
    "ts-only": { type: "boolean", default: false },
    "cli-cases": { type: "string", default: "20" },
    "compile-every": { type: "string", default: "10" },
  },
});
const tsSide: TargetId[] = ["ts", "validators", "methods"];
const groups: TargetId[][] = [tsSide, ...(values["ts-only"] ? [] : targetIds.filter((t) => !tsSide.includes(t)).map((t) => [t]))];
const seed = Number(values.seed);
let bad = 0;
for (const targets of groups) {
  const cases = Number(targets === tsSide ? values.cases : values["binding-cases"]);
  console.log(`\n== fuzz ${targets.join(",")}: ${cases} cases, seed ${seed}`);
  const counts = await fuzz({
    cases,
    seed,
    targets,
    cliCases: Math.min(cases, Number(values["cli-cases"])),
    compileBindingsEvery: Number(values["compile-every"]),
    log: (line) => console.log(line),
  });
  console.log(formatCounts(counts));
  for (const f of counts.failures.slice(0, 3)) console.log(`\n[${f.kind}] ${briefly(f.kind, f.detail)}\n  schema: ${f.schema.slice(0, 600)}`);
  bad += counts.injections + counts.crashes + counts.outside + counts.uncompilable;
}
process.exitCode = bad > 0 ? 1 : 0;

/** A crash's first lines (message, top frames); a compile failure's first and last lines (a traceback's cause is last). */
function briefly(kind: string, detail: string): string {
  const lines = detail.trimEnd().split("\n");
  if (kind !== "compile" || lines.length <= 8) return lines.slice(0, 8).join("\n");
  return [lines[0], "  ...", ...lines.slice(-6)].join("\n");
}
