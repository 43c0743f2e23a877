import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import type { Options } from "../../../generator/options.ts";
import { renderFiles } from "../../helpers/generate.ts";
import { exampleFiles, projectRoot, readJson, schemaPath, versions } from "../../helpers/paths.ts";
import { exportedTypeNames, typecheck } from "../../helpers/tsc.ts";
import { mutationCorpus } from "../validators/mutations.ts";
import { writeInProject, type GeneratedZod } from "./helpers.ts";

/**
 * zod.ts on each zod a user may have: zod 4 through `zod/v4` and `zod`, and zod 3.25's `zod/v4` (the TypeScript
 * SDK's range is `^3.25 || ^4`). Each setup is a folder whose node_modules/zod is that package, both from npm
 * (zod 3.25.76 is the devDependency alias `zod3`).
 */
const setups = [
  { name: "zod 4 via zod/v4", pkg: "zod", zodImport: "zod/v4" },
  { name: "zod 4 via zod", pkg: "zod", zodImport: "zod" },
  { name: "zod 3.25 via zod/v4", pkg: "zod3", zodImport: "zod/v4" },
] as const;

const installed = (pkg: string) => (readJson(join(projectRoot, "node_modules", pkg, "package.json")) as { version: string }).version;

async function setup(pkg: string, zodImport: Options["zodImport"]): Promise<string> {
  const dir = writeInProject(await renderFiles({ specs: [...versions], targets: ["zod"], zodImport }), `zodv-${pkg}-`);
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(join(projectRoot, "node_modules", pkg), join(dir, "node_modules", "zod"));
  return dir;
}

const dirs = new Map<string, Promise<string>>();
const dirOf = (s: (typeof setups)[number]) => {
  if (!dirs.has(s.name)) dirs.set(s.name, setup(s.pkg, s.zodImport));
  return dirs.get(s.name)!;
};

test("the installed zods are the ones under test", () => {
  assert.match(installed("zod"), /^4\./);
  assert.is(installed("zod3"), "3.25.76");
});

for (const s of [setups[0], setups[2]]) {
  test(`${s.name}: every version's zod.ts compiles and z.infer is mutually assignable with types.ts, under exactOptionalPropertyTypes too`, async () => {
    const dir = await dirOf(s);
    const header = ['import type * as z from "zod/v4";'];
    const lines: string[] = [];
    for (const [i, version] of versions.entries()) {
      header.push(`import type * as T${i} from "./${version}/types.js";`, `import type * as Z${i} from "./${version}/zod.js";`);
      for (const name of exportedTypeNames(join(dir, version, "types.ts")))
        lines.push(`export function c${i}_${name}(a: T${i}.${name}, b: z.infer<typeof Z${i}.${name}Schema>) { a = b; b = a; }`);
    }
    // A control that must fail: `name?: T | undefined` is not `name?: T` under exactOptionalPropertyTypes.
    lines.push("export function control(a: { x?: string }, b: { x?: string | undefined }) { a = b; b = a; }");
    writeFileSync(join(dir, "check.ts"), [...header, ...lines].join("\n"));
    const diagnostics = typecheck([join(dir, "check.ts")], { noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true });
    for (const d of diagnostics.slice(0, 10)) console.log(`    ${d.file.slice(dir.length)}:${d.line} ${d.message.split("\n").at(-1)}`);
    if (s.pkg === "zod3") {
      // The schemas really come from zod 3.25 (its zod/v4 has no ZodPreprocess, which our zod.ts used to name).
      assert.not.match(readFileSync(join(projectRoot, "node_modules/zod3/v4/classic/schemas.d.ts"), "utf8"), "interface ZodPreprocess");
    }
    assert.ok(lines.length > 700);
    assert.equal(diagnostics.map((d) => d.line), [header.length + lines.length]);
  });
}

test("same verdicts on every zod: the 2026-07-28 examples and the mutation corpus of every version", async () => {
  const examples = exampleFiles().map((e) => ({ definition: e.type, value: readJson(e.path), file: `${e.type}/${e.file}` }));
  assert.is(examples.length, 129);
  let total = 0;
  const differ: string[] = [];
  for (const version of versions) {
    const model = buildModel(readJson(schemaPath(version)));
    const names = new Set(model.definitions.map((d) => d.name));
    const corpus = [...examples.filter((e) => names.has(e.definition)).map((e) => ({ ...e, note: e.file })), ...mutationCorpus(model, examples.filter((e) => names.has(e.definition)))];
    const modules = await Promise.all(setups.map(async (s) => (await import(pathToFileURL(join(await dirOf(s), version, "zod.ts")).href)) as GeneratedZod));
    for (const instance of corpus) {
      const verdicts = modules.map((m) => {
        try {
          return m.schemas[instance.definition]!.safeParse(instance.value).success;
        } catch (e) {
          return `throws ${(e as Error).message}`;
        }
      });
      if (new Set(verdicts).size > 1) differ.push(`${version} ${instance.definition} (${instance.note}): ${verdicts.join(" / ")}`);
    }
    total += corpus.length;
  }
  // zod 3.25's own defect: its isPlainObject reads an own `constructor` key as a class, so z.record rejects such an
  // object and z.intersection throws on it (zod 4 fixed both). The only differences allowed, listed.
  const zod325Defect = (d: string) => / \(extra property constructor at [^)]*\): true \/ true \/ (false|throws Unmergable intersection)/.test(d);
  console.log(`  zod verdicts on ${setups.map((s) => s.name).join(", ")}: ${total} instances, ${differ.length} differ`);
  for (const d of differ.slice(0, 10)) console.log(`    ${d}`);
  assert.ok(total > 10_000);
  assert.equal(differ.filter((d) => !zod325Defect(d)), []);
});

test.run();
