/** The official JSON-Schema-Test-Suite as the validators and zod suites read it. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { JsonValue } from "../../generator/ir/model.ts";
import { testSuiteDir } from "./paths.ts";

export type SuiteDialect = "draft7" | "draft2020-12";

export interface SuiteCase {
  description: string;
  schema: JsonValue;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** Every file of a dialect's suite (sorted), with its cases. */
export function suiteFiles(dialect: SuiteDialect): { file: string; cases: SuiteCase[] }[] {
  const dir = join(testSuiteDir, dialect);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, cases: JSON.parse(readFileSync(join(dir, file), "utf8")) as SuiteCase[] }));
}

/**
 * draft2020-12 makes `format` an annotation by default, while the validators and the zod schemas
 * assert it (byte/uri/uri-template checks; Ajv2020 asserts formats too): the suite's strings under
 * format.json are the one documented divergence.
 */
export function assertsFormatAnnotation(dialect: SuiteDialect, file: string, data: unknown): boolean {
  return dialect === "draft2020-12" && file === "format.json" && typeof data === "string";
}
