/**
 * Validators benchmark: generated `isX`/`validateX` against Ajv compiled on the same
 * (effective) schema and instances, and against the zod schemas the official SDK exports.
 * Prints ops/s (median of samples) and ratios of medians (ours / peer; above 1 = faster).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import * as sdk from "@modelcontextprotocol/sdk/types.js";
import { effectiveSchema, prepare } from "../generator/generate.ts";
import { resolveSources } from "../generator/ingest/sources.ts";
import type { JsonValue, Model } from "../generator/ir/model.ts";
import { resolveOptions } from "../generator/options.ts";
import { validatorsTarget } from "../generator/targets/validators/index.ts";
import { exampleFiles, readJson, schemasDir } from "../test/helpers/paths.ts";
import { median } from "./stats.ts";

// CommonJS packages: the default export is the class at runtime, `.default` in NodeNext's types.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;


type Check = (value: unknown) => unknown;
interface Generated {
  is: Record<string, Check>;
  validate: Record<string, Check>;
}

async function load(version: string, dir: string): Promise<{ generated: Generated; json: JsonValue; model: Model }> {
  const options = resolveOptions({ specs: [version], schemaDir: schemasDir, download: false, targets: ["validators"] });
  const [source] = await resolveSources(options);
  const input = await prepare(source!, options);
  const { patched } = await effectiveSchema(source!, options);
  for (const f of await validatorsTarget.emit(input, options)) {
    mkdirSync(join(dir, f.path, ".."), { recursive: true });
    writeFileSync(join(dir, f.path), f.contents);
  }
  const generated = (await import(pathToFileURL(join(dir, version, "validators.js")).href)) as Generated;
  return { generated, json: patched.json, model: input.model };
}

function ajvFor(json: JsonValue, model: Model): (definition: string) => Check {
  const ajv = new (model.dialect === "2020-12" ? Ajv2020 : Ajv)({ strict: false, ownProperties: true });
  addFormats(ajv);
  ajv.addSchema(json as object, "schema");
  const pointers = new Map(model.definitions.map((d) => [d.name, d.pointer]));
  return (d) => ajv.getSchema(`schema${pointers.get(d)}`)!;
}

type Pairs = readonly (readonly [Check, unknown])[];

/**
 * ops/s of each contender running every (check, value) pair once per round. Contenders
 * are sampled in turn (A, B, C, A, B, C...), so JIT warm-up and machine noise fall on
 * all alike; each figure is the median of its samples.
 */
function compare(contenders: readonly Pairs[], samples = 15, sampleMs = 40): number[] {
  let sink = 0;
  // An indexed loop: for-of with destructuring costs ~2 ns more per call, a harness
  // overhead that weighs on the fastest contender most.
  const round = (pairs: Pairs) => {
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i]!;
      if (pair[0](pair[1])) sink++;
    }
  };
  const roundsFor = contenders.map((pairs) => {
    let rounds = 1;
    for (;;) {
      const t = performance.now();
      for (let i = 0; i < rounds; i++) round(pairs);
      const elapsed = performance.now() - t;
      if (elapsed > sampleMs / 4) return Math.max(1, Math.round((rounds * sampleMs) / elapsed));
      rounds *= 2;
    }
  });
  const rates: number[][] = contenders.map(() => []);
  for (let s = 0; s < samples; s++) {
    contenders.forEach((pairs, c) => {
      const rounds = roundsFor[c]!;
      const t = performance.now();
      for (let i = 0; i < rounds; i++) round(pairs);
      rates[c]!.push((rounds * pairs.length) / ((performance.now() - t) / 1000));
    });
  }
  if (sink < 0) console.log(sink);
  return rates.map(median);
}

const fmt = (n: number) => `${Math.round(n).toLocaleString("en-US")} ops/s`;
const x = (ours: number, peer: number) => `${(ours / peer).toFixed(2)}x`;

/** 2025-11-25 messages the SDK's zod schemas and our validators both know. */
function sdkMessages(): { name: string; definition: string; zod: { safeParse(v: unknown): { success: boolean } }; value: unknown }[] {
  return [
    {
      name: "tools/call request",
      definition: "CallToolRequest",
      zod: sdk.CallToolRequestSchema,
      value: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_weather", arguments: { location: "New York", days: 3 }, _meta: { progressToken: "t1" } } },
    },
    {
      name: "tools/list result",
      definition: "ListToolsResult",
      zod: sdk.ListToolsResultSchema,
      value: {
        tools: [
          { name: "get_weather", title: "Weather", description: "Get the weather", inputSchema: { type: "object", properties: { location: { type: "string" } }, required: ["location"] } },
          { name: "search", description: "Search", inputSchema: { type: "object" }, annotations: { readOnlyHint: true }, outputSchema: { type: "object", properties: { hits: { type: "array" } } } },
        ],
        nextCursor: "abc",
      },
    },
    {
      name: "progress notification",
      definition: "ProgressNotification",
      zod: sdk.ProgressNotificationSchema,
      value: { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: "t1", progress: 50, total: 100, message: "half way" } },
    },
    {
      name: "error response",
      definition: "JSONRPCErrorResponse",
      zod: sdk.JSONRPCErrorResponseSchema,
      value: { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Invalid params", data: { field: "name" } } },
    },
    {
      name: "CallToolResult, mixed content",
      definition: "CallToolResult",
      zod: sdk.CallToolResultSchema,
      value: {
        content: [
          { type: "text", text: "The weather is sunny." },
          { type: "image", data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", mimeType: "image/png" },
          { type: "resource_link", uri: "file:///data/report.csv", name: "report.csv", mimeType: "text/csv" },
          { type: "resource", resource: { uri: "file:///data/notes.txt", mimeType: "text/plain", text: "notes" } },
        ],
        structuredContent: { temperature: 22.5, conditions: "sunny" },
        isError: false,
      },
    },
  ];
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-validators-"));
  try {
    console.log("validators (ratios: ours / peer, medians; above 1 = ours faster)");
    const latest = await load("2026-07-28", dir);
    const ajv = ajvFor(latest.json, latest.model);
    const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path) }));
    const isPairs = examples.map((e) => [latest.generated.is[e.definition]!, e.value] as const);
    const validatePairs = examples.map((e) => [latest.generated.validate[e.definition]!, e.value] as const);
    const ajvPairs = examples.map((e) => [ajv(e.definition), e.value] as const);
    const [isOps, validateOps, ajvOps] = compare([isPairs, validatePairs, ajvPairs]) as [number, number, number];
    console.log(`  ${examples.length} examples (2026-07-28) as one mix:`);
    console.log(`    isX        ${fmt(isOps)}  vs Ajv ${fmt(ajvOps)}: ${x(isOps, ajvOps)} (goal >= 2x)`);
    console.log(`    validateX  ${fmt(validateOps)}  vs Ajv ${fmt(ajvOps)}: ${x(validateOps, ajvOps)} (goal >= 1x)`);

    const v1125 = await load("2025-11-25", dir);
    const ajv1125 = ajvFor(v1125.json, v1125.model);
    console.log("  2025-11-25 messages vs zod (@modelcontextprotocol/sdk@1.32.2 types.js) and Ajv:");
    const all = { ours: [] as (readonly [Check, unknown])[], zod: [] as (readonly [Check, unknown])[], ajv: [] as (readonly [Check, unknown])[] };
    for (const m of sdkMessages()) {
      const ours = v1125.generated.validate[m.definition]!;
      if (!(ours(m.value) as { ok: boolean }).ok || !m.zod.safeParse(m.value).success || !ajv1125(m.definition)(m.value)) {
        throw new Error(`bench message ${m.name} is not valid for every validator`);
      }
      const zodCheck: Check = (v) => m.zod.safeParse(v).success;
      const pairs = { ours: [[ours, m.value]] as const, zod: [[zodCheck, m.value]] as const, ajv: [[ajv1125(m.definition), m.value]] as const };
      all.ours.push(...pairs.ours);
      all.zod.push(...pairs.zod);
      all.ajv.push(...pairs.ajv);
      const [o, z, a] = compare([pairs.ours, pairs.zod, pairs.ajv]) as [number, number, number];
      console.log(`    ${m.name.padEnd(30)} validateX ${fmt(o)}: ${x(o, z)} zod, ${x(o, a)} Ajv`);
    }
    const [o, z, a] = compare([all.ours, all.zod, all.ajv]) as [number, number, number];
    console.log(`    ${"all five as one mix".padEnd(30)} validateX ${fmt(o)}: ${x(o, z)} zod (goal >= 20x), ${x(o, a)} Ajv`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
