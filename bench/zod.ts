/**
 * zod benchmark (issue 16): the generated zod schemas (`--target zod`) against the generated
 * validators on the same inputs: the 129 examples of 2026-07-28 (valid) and that version's
 * mutation corpus (valid and invalid mixed), each checked by `XSchema.safeParse(v).success` and by
 * `isX(v)`. Contenders are sampled in turn; each figure is the median of its samples (ops/s), the
 * ratio is zod / validators (above 1: zod faster). Run alone: `npx tsx bench/zod.ts`.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { renderFiles } from "../test/helpers/generate.ts";
import { exampleFiles, readJson } from "../test/helpers/paths.ts";
import { writeInProject } from "../test/targets/zod/helpers.ts";
import { mutationCorpus } from "../test/targets/validators/mutations.ts";
import { versionUnderTest } from "../test/targets/validators/helpers.ts";
import { median } from "./stats.ts";

type Check = (value: unknown) => boolean;
type Pairs = readonly (readonly [Check, unknown])[];

function compare(contenders: readonly Pairs[], samples = 15, sampleMs = 60): number[] {
  let sink = 0;
  const round = (pairs: Pairs) => {
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i]!;
      if (pair[0](pair[1])) sink++;
    }
  };
  // Warm-up, then rounds per sample sized to ~sampleMs each.
  const roundsFor = contenders.map((pairs) => {
    for (let i = 0; i < 20; i++) round(pairs);
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

export async function run(): Promise<void> {
  const version = "2026-07-28";
  const files = await renderFiles({ specs: [version], targets: ["zod"] });
  const dir = writeInProject(files, "bench-zod-");
  const zod = (await import(pathToFileURL(join(dir, version, "zod.ts")).href)) as { schemas: Record<string, { safeParse(v: unknown): { success: boolean } }> };
  const { model, validators } = await versionUnderTest(version);
  const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path) }));
  const corpus = mutationCorpus(model, examples);
  const pairsOf = (instances: readonly { definition: string; value: unknown }[]) => ({
    zod: instances.map((i) => {
      const schema = zod.schemas[i.definition]!;
      return [(v: unknown) => schema.safeParse(v).success, i.value] as const;
    }),
    ours: instances.map((i) => [validators.is[i.definition]!, i.value] as const),
  });
  console.log("zod target (ratio: generated zod / generated validators, medians; above 1 = zod faster)");
  for (const [name, instances] of [
    [`${examples.length} examples (${version}, valid)`, examples],
    [`${corpus.length} mutation-corpus instances (${version}, valid and invalid)`, corpus],
  ] as const) {
    const pairs = pairsOf(instances);
    const [z, o] = compare([pairs.zod, pairs.ours]) as [number, number];
    console.log(`  ${name}: zod safeParse ${fmt(z)} vs validators isX ${fmt(o)}: ${(z / o).toFixed(3)}x`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
