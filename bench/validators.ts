/**
 * Generated validators at run time, against Ajv compiled on the same effective schema:
 * `isX` against Ajv's default (first error), `validateX` against Ajv with `allErrors: true`
 * (both report every error), on the valid mix (the 129 examples of 2026-07-28) and on an
 * invalid mix (every instance of the mutation corpus Ajv rejects). CPU time per call,
 * samples interleaved after warm-up to steady state; ratios of medians, ours / Ajv
 * (below 1 means ours takes less time).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { format } from "../generator/emit/format.ts";
import { effectiveSchema, prepare } from "../generator/generate.ts";
import { resolveSources } from "../generator/ingest/sources.ts";
import type { JsonValue, Model } from "../generator/ir/model.ts";
import { resolveOptions } from "../generator/options.ts";
import { validatorsTarget } from "../generator/targets/validators/index.ts";
import { exampleFiles, readJson, schemasDir } from "../test/helpers/paths.ts";
import { mutationCorpus } from "../test/targets/validators/mutations.ts";
import { median, ratio, steady, summary } from "./stats.ts";

// CommonJS packages: the default export is the class at runtime, `.default` in NodeNext's types.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

type Check = (value: unknown) => unknown;
type Pairs = readonly (readonly [Check, unknown])[];

interface Generated {
  is: Record<string, Check>;
  validate: Record<string, Check>;
}

async function load(version: string, dir: string): Promise<{ generated: Generated; json: JsonValue; model: Model }> {
  const options = resolveOptions({ specs: [version], schemaDir: schemasDir, download: false, targets: ["ts", "validators"] });
  const [source] = await resolveSources(options);
  const input = await prepare(source!, options);
  const { patched } = await effectiveSchema(source!, options);
  for (const f of await format(await validatorsTarget.emit(input, options), options)) {
    mkdirSync(join(dir, f.path, ".."), { recursive: true });
    writeFileSync(join(dir, f.path), f.contents);
  }
  const generated = (await import(pathToFileURL(join(dir, version, "validators.js")).href)) as Generated;
  return { generated, json: patched.json, model: input.model };
}

function ajvFor(json: JsonValue, model: Model, allErrors: boolean): (definition: string) => Check {
  const ajv = new (model.dialect === "2020-12" ? Ajv2020 : Ajv)({ strict: false, ownProperties: true, allErrors });
  addFormats(ajv);
  ajv.addSchema(json as object, "schema");
  const pointers = new Map(model.definitions.map((d) => [d.name, d.pointer]));
  return (d) => ajv.getSchema(`schema${pointers.get(d)}`)!;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * CPU nanoseconds per call of each contender over its (check, value) pairs. Each sample runs
 * enough rounds for ~100 ms; contenders are sampled in turn, rotating who goes first, after
 * warm-up rounds until each one's last three samples agree within 10% (JIT at steady state).
 */
function compare(contenders: readonly Pairs[], samples = 21, sampleMs = 100): number[][] {
  let sink = 0;
  const round = (pairs: Pairs) => {
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i]!;
      if (pair[0](pair[1])) sink++;
    }
  };
  const sample = (pairs: Pairs, rounds: number) => {
    const t = cpuNow();
    for (let i = 0; i < rounds; i++) round(pairs);
    return ((cpuNow() - t) * 1e6) / (rounds * pairs.length);
  };
  const roundsFor = contenders.map((pairs) => {
    let rounds = 1;
    for (;;) {
      const t = cpuNow();
      for (let i = 0; i < rounds; i++) round(pairs);
      const elapsed = cpuNow() - t;
      // CPU time is counted in scheduler ticks: calibrate over half a sample, not a few ticks.
      if (elapsed > sampleMs / 2) return Math.max(1, Math.round((rounds * sampleMs) / elapsed));
      rounds *= 2;
    }
  });
  contenders.forEach((pairs, c) => {
    const warm: number[] = [];
    while (!steady(warm) && warm.length < 20) warm.push(sample(pairs, roundsFor[c]!));
  });
  const out: number[][] = contenders.map(() => []);
  for (let s = 0; s < samples; s++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = (s + k) % contenders.length;
      out[c]!.push(sample(contenders[c]!, roundsFor[c]!));
    }
  }
  if (sink < 0) console.log(sink);
  return out;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "mcp-bench-validators-"));
  try {
    const { generated, json, model } = await load("2026-07-28", dir);
    const first = ajvFor(json, model, false);
    const all = ajvFor(json, model, true);
    const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path) }));
    const invalid = mutationCorpus(model, examples).filter((i) => !first(i.definition)(i.value));
    // Every contender must agree on every verdict, or the times compare different work.
    for (const e of examples) {
      const verdicts = [generated.is[e.definition]!(e.value), (generated.validate[e.definition]!(e.value) as { ok: boolean }).ok, first(e.definition)(e.value), all(e.definition)(e.value)];
      if (verdicts.some((v) => v !== true)) throw new Error(`example of ${e.definition} is not valid for every contender: ${verdicts}`);
    }
    for (const i of invalid) {
      const verdicts = [generated.is[i.definition]!(i.value), (generated.validate[i.definition]!(i.value) as { ok: boolean }).ok, all(i.definition)(i.value)];
      if (verdicts.some((v) => v !== false)) throw new Error(`${i.definition} (${i.note}) is not invalid for every contender: ${verdicts}`);
    }
    const mixes = [
      { name: `valid: the ${examples.length} examples`, items: examples },
      { name: `invalid: ${invalid.length} mutations Ajv rejects`, items: invalid },
    ];
    console.log("## Validators at run time, 2026-07-28: CPU ns per call, ours / Ajv (below 1x: ours takes less time)");
    for (const mix of mixes) {
      const pairs = (f: (d: string) => Check) => mix.items.map((i) => [f(i.definition), i.value] as const);
      const [isX, ajvFirst, validateX, ajvAll] = compare([
        pairs((d) => generated.is[d]!),
        pairs(first),
        pairs((d) => generated.validate[d]!),
        pairs(all),
      ]) as [number[], number[], number[], number[]];
      console.log(`${mix.name}:`);
      console.log(`  isX ${summary(isX, "ns", 0)} vs Ajv ${summary(ajvFirst, "ns", 0)}: ${ratio(median(isX), median(ajvFirst))}`);
      const goal = mix.items === invalid ? ` (goal <= 1x: ${median(validateX) <= median(ajvAll) ? "met" : "NOT met"})` : "";
      console.log(`  validateX ${summary(validateX, "ns", 0)} vs Ajv allErrors ${summary(ajvAll, "ns", 0)}: ${ratio(median(validateX), median(ajvAll))}${goal}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
