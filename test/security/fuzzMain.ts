/**
 * `npm run fuzz [-- --cases N --seed S --ts-only]`: the long fuzz run. Every target by default
 * (bindings generated for every case; Python imported and Go built and run for every 10th).
 * Prints the counts; exits 1 when any count that must be 0 is not.
 */
import { parseArgs } from "node:util";
import { targetIds, type TargetId } from "../../generator/targets/ids.ts";
import { formatCounts, fuzz } from "./fuzz.ts";

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "400" },
    seed: { type: "string", default: String(Date.now() % 100_000) },
    "ts-only": { type: "boolean", default: false },
    "cli-cases": { type: "string", default: "20" },
    "compile-every": { type: "string", default: "10" },
  },
});
const targets: TargetId[] = values["ts-only"] ? ["ts", "validators", "methods"] : [...targetIds];
const seed = Number(values.seed);
console.log(`fuzz: ${values.cases} cases, seed ${seed}, targets ${targets.join(",")}`);
const counts = await fuzz({
  cases: Number(values.cases),
  seed,
  targets,
  cliCases: Number(values["cli-cases"]),
  compileBindingsEvery: Number(values["compile-every"]),
  log: (line) => console.log(line),
});
console.log(formatCounts(counts));
for (const f of counts.failures) console.log(`\n[${f.kind}] ${f.detail}\n  schema: ${f.schema}`);
process.exitCode = counts.injections + counts.crashes + counts.outside + counts.uncompilable > 0 ? 1 : 0;
