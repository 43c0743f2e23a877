import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { isCodegenError } from "../../../generator/messages/error.ts";
import { assertsFormatAnnotation, suiteFiles, type SuiteDialect } from "../../helpers/testSuite.ts";
import { loadValidators, provenanceFor } from "./helpers.ts";

/**
 * The official JSON-Schema-Test-Suite, each case compiled through the validators target.
 * A case is skipped only when generation refuses it (a keyword the generator does not
 * implement, a remote or `$id`-relative ref, an unknown format); every compiled case
 * must give every verdict right.
 */
async function runDialect(dialect: SuiteDialect) {
  const counts = { cases: 0, ran: 0, skipped: 0, tests: 0, passed: 0, formatAnnotation: 0 };
  const skippedBy = new Map<string, number>();
  const failures: string[] = [];
  for (const { file, cases } of suiteFiles(dialect)) {
    for (const [i, c] of cases.entries()) {
      counts.cases++;
      let validators;
      try {
        const model = buildModel(c.schema, { file: `${dialect}/${file}` });
        validators = await loadValidators({ version: `${dialect}-${file}-${i}`, model, provenance: provenanceFor(`${dialect}/${file}`) });
      } catch (e) {
        if (!isCodegenError(e)) throw e;
        counts.skipped++;
        const reason = e.id === "keyword-unsupported" ? `${e.id}: ${(e.args as { keyword: string }).keyword}` : e.id;
        skippedBy.set(reason, (skippedBy.get(reason) ?? 0) + 1);
        continue;
      }
      counts.ran++;
      for (const t of c.tests) {
        if (assertsFormatAnnotation(dialect, file, t.data)) {
          counts.formatAnnotation++;
          continue;
        }
        counts.tests++;
        // A schema without root assertions (only definitions) accepts every value.
        const verdict = validators.root ? validators.root.is(t.data) : true;
        const validated = validators.root ? validators.root.validate(t.data).ok : true;
        if (verdict === t.valid && validated === t.valid) counts.passed++;
        else failures.push(`${file} / ${c.description} / ${t.description}: expected ${t.valid}, is ${verdict}, validate ${validated}`);
      }
    }
  }
  const reasons = [...skippedBy].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(", ");
  console.log(
    `JSON-Schema-Test-Suite ${dialect}: ${counts.cases} cases, ran ${counts.ran}, skipped ${counts.skipped}; tests passed ${counts.passed}/${counts.tests}` +
      `\n  skipped by reason: ${reasons}` +
      (counts.formatAnnotation ? `\n  not run: ${counts.formatAnnotation} format.json tests expecting a malformed string to pass (2020-12 format is an annotation; these validators assert it, as Ajv does)` : ""),
  );
  return { counts, failures };
}

for (const dialect of ["draft7", "draft2020-12"] as const) {
  test(`JSON-Schema-Test-Suite ${dialect}: every compiled case gives every verdict right`, async () => {
    const { counts, failures } = await runDialect(dialect);
    assert.ok(counts.ran > 0.5 * counts.cases, `most cases compile (${counts.ran} of ${counts.cases})`);
    assert.equal(failures, []);
  });
}

test.run();
