/**
 * The defaults as a user runs them (issue 24): `generate` with nothing but the versions and targets, so schema.ts
 * is read and the output is formatted as the output folder's prettier config says (prettier's defaults here), into
 * an empty folder each time (a first run: no earlier output, no format cache). Whole-process CPU time against the
 * same peers as bench/cli.ts: json-schema-to-typescript's json2ts per version, and Ajv's standaloneCode (formatted
 * for the `--all` row, as in the like-for-like row; unformatted for `--target validators`, as Ajv leaves it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { schemaDir, versions } from "./cli.ts";
import { measure, root, type Contender, type Sample } from "./processes.ts";
import { median, ratio, summary } from "./stats.ts";

const cli = join(root, "dist", "cli", "mcp-codegen.js");
const json2ts = join(root, "node_modules", "json-schema-to-typescript", "dist", "src", "cli.js");
const ajvPeer = join(root, "bench", "peers", "ajv-standalone.mjs");
const schema = (v: string) => join(schemaDir, v, "schema.json");
const cpu = (xs: readonly Sample[]) => xs.map((s) => s.cpuMs);

export function run(): void {
  const out = mkdtempSync(join(tmpdir(), "mcp-bench-defaults-"));
  // Each sample starts from an empty output folder; the peers get the same cleaning step, so both pay for it.
  const clean = (dir: string) => ({ args: ["-e", `require("node:fs").rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`] });
  // A first run: an empty output folder and an empty format cache (its own XDG_CACHE_HOME, emptied before each sample).
  const ours = (name: string, ...args: string[]): Contender => {
    const dir = join(out, name);
    const cache = join(out, `${name}-cache`);
    return {
      name: `mcp-codegen ${args.join(" ")}`,
      steps: [clean(dir), clean(cache), { args: [cli, ...args, "--schema-dir", schemaDir, "--out", dir], env: { XDG_CACHE_HOME: cache } }],
    };
  };
  const json2tsStep = (v: string) => ({ args: [json2ts, "--unreachableDefinitions", "-i", schema(v), "-o", join(out, `json2ts-${v}.ts`)] });
  const rows: { label: string; ours: Contender; peer: Contender; goal: number }[] = [
    {
      label: "generate --all --target ts,validators,methods, defaults (schema.ts read, project formatting)",
      ours: ours("all", "generate", "--all", "--target", "ts,validators,methods"),
      peer: {
        name: "json2ts x6 + Ajv standaloneCode x6",
        steps: [clean(join(out, "ajv-all")), ...versions.map(json2tsStep), { args: [ajvPeer, join(out, "ajv-all"), ...versions.map(schema)] }],
      },
      goal: 1.0,
    },
    {
      label: "generate --spec 2026-07-28 --target validators, defaults (schema.ts read, project formatting)",
      ours: ours("validators", "generate", "--spec", "2026-07-28", "--target", "validators"),
      peer: {
        name: "Ajv standaloneCode (unformatted)",
        steps: [clean(join(out, "ajv")), { args: [ajvPeer, join(out, "ajv"), schema("2026-07-28")], env: { AJV_UNFORMATTED: "1" } }],
      },
      goal: 2.0,
    },
  ];
  try {
    console.log("## Defaults as a user runs them, first run, CPU time (user + system, children included): medians, ± half the IQR");
    for (const r of rows) {
      const [o, p] = measure([r.ours, r.peer], 5, 1, 2);
      const x = median(cpu(o!)) / median(cpu(p!));
      console.log(
        `${r.label}: ours ${summary(cpu(o!), "ms")}, ${r.peer.name} ${summary(cpu(p!), "ms")}: ${ratio(median(cpu(o!)), median(cpu(p!)))} (goal <= ${r.goal}x: ${x <= r.goal ? "met" : "NOT met"})`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
