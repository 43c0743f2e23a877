/**
 * TypeScript generation for 2026-07-28: mcp-codegen's whole pipeline (load, IR, names,
 * provenance, template, prettier) against json-schema-to-typescript's `compile` (which
 * also formats with prettier), in one run. Warm: in-process medians. Cold: the first
 * generation in a fresh Node process, median over several processes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { median, ratio, time } from "./stats.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const schemaDir = process.env.MCP_SCHEMA_DIR ?? `${root}../shared/schemas`;
const schemaFile = `${schemaDir}/2026-07-28/schema.json`;

export async function ours(): Promise<void> {
  const { render } = await import("../generator/generate.ts");
  const { resolveOptions } = await import("../generator/options.ts");
  await render(resolveOptions({ schemas: [schemaFile], targets: ["ts"], download: false }));
}

export async function peer(): Promise<void> {
  const { compile } = await import("json-schema-to-typescript");
  const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
  await compile(schema, "MCP", { bannerComment: "", unreachableDefinitions: true });
}

function cold(which: "ours" | "peer", runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const script = `const m = await import(${JSON.stringify(fileURLToPath(import.meta.url))}); const t = performance.now(); await m.${which}(); console.log(performance.now() - t);`;
    const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
    if (r.status !== 0) throw new Error(r.stderr);
    samples.push(Number(r.stdout.trim().split("\n").pop()));
  }
  return median(samples);
}

export async function run(): Promise<void> {
  console.log("## TypeScript generation, 2026-07-28 (ours: mcp-codegen render; peer: json-schema-to-typescript compile)");
  const warmOurs = median(await time(ours, 3, 10));
  const warmPeer = median(await time(peer, 3, 10));
  const coldOurs = cold("ours", 5);
  const coldPeer = cold("peer", 5);
  console.log(`warm: ours ${warmOurs.toFixed(0)} ms, json-schema-to-typescript ${warmPeer.toFixed(0)} ms, ratio ${ratio(warmOurs, warmPeer)}`);
  console.log(`cold: ours ${coldOurs.toFixed(0)} ms, json-schema-to-typescript ${coldPeer.toFixed(0)} ms, ratio ${ratio(coldOurs, coldPeer)}`);
}
