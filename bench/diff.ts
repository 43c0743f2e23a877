/**
 * Version diffs over the whole draft history: the 219 consecutive pairs of ../shared/corpus/draft-history,
 * models built first (timed apart), then every diff timed in one pass, in CPU time. No peer tool diffs MCP schemas
 * with direction-aware rules, so the ratio printed is against the budget (10 s on a 2-core machine).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { diffModels } from "../generator/diff/diffModels.ts";
import { modelForDiff } from "../generator/diff/modelForDiff.ts";
import { ratio } from "./stats.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const historyDir = join(process.env.MCP_SHARED_DIR ?? join(root, "..", "shared"), "corpus", "draft-history");
const budgetMs = 10_000;
/** This process's CPU milliseconds so far (user + system). */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function run(): Promise<void> {
  console.log("## Version diffs, draft history (ours: mcp-codegen diffModels; budget: 10 s)");
  const files = readFileSync(join(historyDir, "index.tsv"), "utf8").trim().split("\n").slice(1).map((r) => r.split("\t")[0]!);
  const t0 = cpuNow();
  const models = files.map((f) => modelForDiff(JSON.parse(readFileSync(join(historyDir, f), "utf8")), f));
  const t1 = cpuNow();
  let changes = 0;
  for (let i = 1; i < models.length; i++) changes += diffModels(models[i - 1]!, models[i]!).length;
  const total = cpuNow() - t1;
  const pairs = models.length - 1;
  console.log(`ingest: ${models.length} versions in ${(t1 - t0).toFixed(0)} ms`);
  console.log(`diff: ${pairs} consecutive diffs, ${changes} changes, total ${(total / 1000).toFixed(2)} s (${(total / pairs).toFixed(1)} ms per diff)`);
  console.log(`vs budget: ${ratio(total, budgetMs)} of ${budgetMs / 1000} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
