/**
 * Whole-process CPU time of mcp-codegen's built CLI (dist/, as installed) against the peers'
 * command lines on the same schemas: Node itself for `--help`, json-schema-to-typescript's
 * `json2ts` for the ts target, Ajv's standaloneCode (formatted with prettier as ours is) for
 * the validators, both for `--all`, quicktype for a bindings target and for all seven.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measure, root, runOnce, type Contender, type Sample } from "./processes.ts";
import { median, ratio, summary } from "./stats.ts";

export const schemaDir = process.env.MCP_SCHEMA_DIR ?? join(root, "..", "shared", "schemas");
export const versions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28", "draft"] as const;
const cli = join(root, "dist", "cli", "mcp-codegen.js");
const json2ts = join(root, "node_modules", "json-schema-to-typescript", "dist", "src", "cli.js");
const ajvPeer = join(root, "bench", "peers", "ajv-standalone.mjs");
const quicktypePeer = join(root, "bench", "peers", "quicktype.mjs");
const schema = (v: string) => join(schemaDir, v, "schema.json");
/**
 * The binding languages quicktype renders 2026-07-28 in, by the same names in our target ids and its `--lang`;
 * for python and java quicktype-core overflows its stack on the schema's recursive JSON types (`unfinished` below).
 */
const bindingLanguages = ["go", "rust", "kotlin", "csharp", "swift"] as const;
const unfinished = ["python", "java"] as const;

interface Figure {
  label: string;
  ours: Contender;
  peer: Contender;
  goal?: number;
  rssGoal?: number;
  samples?: number;
  maxWarmup?: number;
}

const cpu = (xs: readonly Sample[]) => xs.map((s) => s.cpuMs);

/** Whether one run finishes, and in how much CPU time. */
function finishes(c: Contender): string {
  try {
    return `finished in ${runOnce(c).cpuMs.toFixed(0)} ms`;
  } catch (e) {
    const lines = String(e).split("\n");
    const line = lines.find((l) => /^\s*[A-Z]\w*Error: /.test(l)) ?? lines[0]!;
    return `did not finish (${line.trim().slice(0, 120)})`;
  }
}

export function run(): void {
  const out = mkdtempSync(join(tmpdir(), "mcp-bench-cli-"));
  const ours = (...args: string[]): Contender => ({
    name: `mcp-codegen ${args.join(" ")}`,
    // The peers keep nothing between runs: neither do we here (rerun.ts measures the format cache).
    steps: [{ args: [cli, ...args, "--schema-dir", schemaDir, "--out", join(out, "ours"), "--no-format-cache"] }],
  });
  // Like for like: the peers read schema.json alone and format with our built-in settings (printWidth 120), so the
  // goal rows do the same (--no-schema-ts, --formatting builtin). The defaults do more (schema.ts's @deprecated
  // tags; the output folder's prettier config, prettier's defaults where none): their own rows, without a goal.
  const same = ["--no-schema-ts", "--formatting", "builtin"];
  const json2tsStep = (v: string) => ({ args: [json2ts, "--unreachableDefinitions", "-i", schema(v), "-o", join(out, `json2ts-${v}.ts`)] });
  const figures: Figure[] = [
    { label: "--help", ours: { name: "mcp-codegen --help", steps: [{ args: [cli, "--help"] }] }, peer: { name: "node -e 0", steps: [{ args: ["-e", "0"] }] }, goal: 3 },
    { label: "generate --spec 2026-07-28 --target ts", ours: ours("generate", "--spec", "2026-07-28", "--target", "ts", ...same), peer: { name: "json2ts", steps: [json2tsStep("2026-07-28")] }, goal: 0.7 },
    {
      label: "generate --spec 2026-07-28 --target ts, defaults (schema.ts read, project formatting)",
      ours: ours("generate", "--spec", "2026-07-28", "--target", "ts"),
      peer: { name: "json2ts", steps: [json2tsStep("2026-07-28")] },
    },
    {
      label: "generate --spec 2026-07-28 --target validators",
      ours: ours("generate", "--spec", "2026-07-28", "--target", "validators", ...same),
      peer: { name: "Ajv standaloneCode + prettier", steps: [{ args: [ajvPeer, join(out, "ajv"), schema("2026-07-28")] }] },
      goal: 2,
      samples: 5,
    },
    {
      label: "generate --all --target ts,validators,methods",
      ours: ours("generate", "--all", "--target", "ts,validators,methods", ...same),
      peer: { name: "json2ts x6 + Ajv standaloneCode x6", steps: [...versions.map(json2tsStep), { args: [ajvPeer, join(out, "ajv-all"), ...versions.map(schema)] }] },
      goal: 1.5,
      rssGoal: 300,
      samples: 5,
      maxWarmup: 2,
    },
    {
      label: "generate --spec 2026-07-28 --target go",
      ours: ours("generate", "--spec", "2026-07-28", "--target", "go", ...same),
      peer: { name: "quicktype --lang go", steps: [{ args: [quicktypePeer, join(out, "quicktype.go"), schema("2026-07-28")], env: { QT_LANG: "go" } }] },
      samples: 5,
    },
    {
      label: `generate --spec 2026-07-28 --target ${bindingLanguages.join(",")}`,
      ours: ours("generate", "--spec", "2026-07-28", "--target", bindingLanguages.join(","), ...same),
      peer: {
        name: `quicktype --lang each of the ${bindingLanguages.length}`,
        steps: bindingLanguages.map((lang) => ({ args: [quicktypePeer, join(out, `quicktype-${lang}.txt`), schema("2026-07-28")], env: { QT_LANG: lang } })),
      },
      samples: 3,
      maxWarmup: 1,
    },
  ];
  try {
    console.log("## Whole process, CPU time (user + system, children included): medians, ± half the IQR, interleaved samples after warm-up");
    for (const f of figures) {
      const [o, p] = measure([f.ours, f.peer], f.samples ?? 7, 1, f.maxWarmup ?? 4);
      const r = median(cpu(o!)) / median(cpu(p!));
      const goal = f.goal === undefined ? "" : ` (goal <= ${f.goal}x: ${r <= f.goal ? "met" : "NOT met"})`;
      console.log(`${f.label}: ours ${summary(cpu(o!), "ms")}, ${f.peer.name} ${summary(cpu(p!), "ms")}: ${ratio(median(cpu(o!)), median(cpu(p!)))}${goal}`);
      const rss = Math.max(...o!.map((s) => s.rssMiB));
      const peerRss = Math.max(...p!.map((s) => s.rssMiB));
      const rssGoal = f.rssGoal === undefined ? "" : ` (goal <= ${f.rssGoal} MiB: ${rss <= f.rssGoal ? "met" : "NOT met"})`;
      console.log(`  peak RSS: ours ${rss.toFixed(0)} MiB, ${f.peer.name} ${peerRss.toFixed(0)} MiB${rssGoal}`);
    }
    for (const lang of unfinished) {
      const step = { args: [quicktypePeer, join(out, `quicktype-${lang}.txt`), schema("2026-07-28")], env: { QT_LANG: lang } };
      const outcome = finishes({ name: `quicktype --lang ${lang}`, steps: [step] });
      console.log(`quicktype --lang ${lang} on 2026-07-28: ${outcome}; ours: --target ${lang} in the growth table`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
