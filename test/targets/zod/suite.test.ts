import { test } from "uvu";
import * as assert from "uvu/assert";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { isCodegenError } from "../../../generator/messages/error.ts";
import { zodTarget } from "../../../generator/targets/zod/index.ts";
import { format } from "../../../generator/emit/format.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { assertsFormatAnnotation, suiteFiles, type SuiteCase, type SuiteDialect } from "../../helpers/testSuite.ts";
import { provenanceFor } from "../validators/helpers.ts";
import { writeInProject } from "./helpers.ts";

/**
 * The official JSON-Schema-Test-Suite through the zod target: every case it compiles (the same
 * refusals as the validators: unsupported keywords, remote refs, unknown formats) must give every
 * verdict right. Cases of one file share one module, one export per case.
 */
async function runDialect(dialect: SuiteDialect) {
  const counts = { cases: 0, ran: 0, skipped: 0, tests: 0, passed: 0 };
  const failures: string[] = [];
  const options = resolveOptions({ targets: ["ts", "zod"] });
  const out = writeInProject([], "zod-suite-");
  for (const { file, cases } of suiteFiles(dialect)) {
    const compiled: { c: SuiteCase; path: string }[] = [];
    for (const [i, c] of cases.entries()) {
      counts.cases++;
      try {
        const model = buildModel(c.schema, { file: `${dialect}/${file}` });
        const [zod] = await format(await zodTarget.emit({ version: `${dialect}-${file}-${i}`, model, provenance: provenanceFor(`${dialect}/${file}`) }, options), options);
        if (model.root === undefined) continue;
        const path = join(out, `${dialect}-${file.replace(/\W/g, "_")}-${i}.ts`);
        // Definitions on a cycle name types.ts's types: the suite's names are not all TypeScript identifiers.
        writeFileSync(path, zod!.contents.replace('import type * as T from "./types.js";', "declare namespace T { type Any = any; }").replace(/z\.ZodType<T\.\w+>/g, "z.ZodType<any>"));
        compiled.push({ c, path });
      } catch (e) {
        if (!isCodegenError(e)) throw e;
        counts.skipped++;
      }
    }
    for (const { c, path } of compiled) {
      let root: { safeParse(v: unknown): { success: boolean } };
      try {
        root = ((await import(pathToFileURL(path).href)) as { root: typeof root }).root;
      } catch (e) {
        failures.push(`${file} / ${c.description}: does not load: ${(e as Error).message.split("\n")[0]}`);
        continue;
      }
      counts.ran++;
      for (const t of c.tests) {
        if (assertsFormatAnnotation(dialect, file, t.data)) continue;
        counts.tests++;
        let verdict: boolean | string;
        try {
          verdict = root.safeParse(t.data).success;
        } catch (e) {
          verdict = `threw ${(e as Error).message.split("\n")[0]}`;
        }
        if (verdict === t.valid) counts.passed++;
        else failures.push(`${file} / ${c.description} / ${t.description}: expected ${t.valid}, zod ${verdict}`);
      }
    }
  }
  console.log(`  zod, JSON-Schema-Test-Suite ${dialect}: ${counts.cases} cases, ran ${counts.ran} (with root assertions), skipped ${counts.skipped}; tests passed ${counts.passed}/${counts.tests}`);
  return { counts, failures };
}

for (const dialect of ["draft7", "draft2020-12"] as const) {
  test(`zod, JSON-Schema-Test-Suite ${dialect}: verdicts of every compiled case`, async () => {
    const { counts, failures } = await runDialect(dialect);
    for (const f of failures.slice(0, 40)) console.log(`    ${f}`);
    assert.ok(counts.ran > 0.4 * counts.cases, `most cases compile (${counts.ran} of ${counts.cases})`);
    assert.equal(failures.length, 0, `${failures.length} failures`);
  });
}

test.run();
