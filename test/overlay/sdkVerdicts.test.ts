import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as sdk from "@modelcontextprotocol/sdk/types.js";
import { loadConfig } from "../../generator/config/loadConfig.ts";
import { mergeConfig } from "../../generator/config/mergeConfig.ts";
import { render, prepare } from "../../generator/generate.ts";
import { resolveSources } from "../../generator/ingest/sources.ts";
import { resolveOptions } from "../../generator/options.ts";
import { exampleFiles, projectRoot, readJson, schemasDir } from "../helpers/paths.ts";
import { mutationCorpus } from "../targets/validators/mutations.ts";
import { reachable } from "../../generator/ir/walk.ts";
import { tokens } from "../../generator/ir/pointer.ts";
import { writeInProject, type GeneratedZod } from "../targets/zod/helpers.ts";

/**
 * The worked example against the SDK it describes: zod.ts generated with examples/typescript-sdk's config and
 * overlay gives the verdict of @modelcontextprotocol/sdk@1.32.2's published schemas (npm, a devDependency), on the
 * 129 spec examples and their mutation corpus, for every definition both name. Where they still differ, the overlay
 * must say so: an entry of kind `differs` names the definition (the example documents what it does not reproduce).
 */
test("example overlay: the generated zod's verdicts are the SDK's on the spec examples and the mutation corpus", async () => {
  const config = join(projectRoot, "examples/typescript-sdk/mcp-codegen.config.json");
  const options = resolveOptions({ ...mergeConfig(await loadConfig(config), {}), schemaDir: schemasDir, download: false });
  const [version] = options.specs;
  const dir = writeInProject(await render(options), "sdk-verdicts-");
  const ours = (await import(pathToFileURL(join(dir, version!, "zod.ts")).href)) as GeneratedZod;
  const theirs = sdk as unknown as Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>;
  const model = (await prepare((await resolveSources(options))[0]!, options)).model;
  const names = new Set(model.definitions.map((d) => d.name).filter((n) => theirs[`${n}Schema`]?.safeParse));
  const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path), note: `${e.type}/${e.file}` }));
  assert.is(examples.length, 129);
  const compared = examples.filter((e) => names.has(e.definition));
  const corpus = [...compared, ...mutationCorpus(model, compared).filter((i) => names.has(i.definition))];
  // Definitions a `differs` entry names, and what reaches them: a difference there is stated.
  const byName = new Map(model.definitions.map((d) => [d.name, d]));
  const statedAt = options.overlay!.entries.filter((e) => e.kind === "differs").map((e) => tokens(String(e.at))[1]!);
  const stated = (name: string) => statedAt.some((s) => reachable([name], byName).has(s));
  const differ: string[] = [];
  for (const instance of corpus) {
    const a = ours.schemas[instance.definition]!.safeParse(instance.value).success;
    const b = theirs[`${instance.definition}Schema`]!.safeParse(instance.value).success;
    if (a !== b) differ.push(`${instance.definition} (${instance.note}): generated ${a}, SDK ${b}`);
  }
  const byDefinition = new Map<string, number>();
  for (const d of differ) byDefinition.set(d.split(" ")[0]!, (byDefinition.get(d.split(" ")[0]!) ?? 0) + 1);
  console.log(`  example overlay vs SDK 1.32.2: ${compared.length} examples and ${corpus.length - compared.length} mutations over ${names.size} shared definitions; ${differ.length} verdicts differ`);
  for (const [name, n] of [...byDefinition].sort((x, y) => y[1] - x[1])) console.log(`    ${name}: ${n}${stated(name) ? " (stated by a differs entry)" : ""}`);
  const unstated = differ.filter((d) => !stated(d.split(" ")[0]!));
  for (const d of unstated) console.log(`    not stated: ${d}`);
  assert.ok(corpus.length > 5000);
  assert.ok(compared.length >= 90, "most examples name a definition the SDK has");
  assert.equal(unstated, []);
});

test.run();
