import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** Shared, read-only test data beside the checkout; MCP_SHARED_DIR or MCP_SCHEMA_DIR override it. */
export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
export const sharedDir = process.env.MCP_SHARED_DIR ?? join(projectRoot, "..", "shared");
export const schemasDir = process.env.MCP_SCHEMA_DIR ?? join(sharedDir, "schemas");
export const historyDir = join(sharedDir, "corpus", "draft-history");
export const testSuiteDir = join(sharedDir, "json-schema-test-suite");
export const examplesDir = join(schemasDir, "2026-07-28", "examples");

export const versions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28", "draft"] as const;

export function schemaPath(version: string): string {
  return join(schemasDir, version, "schema.json");
}

export function readJson<T = unknown>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** The draft-history files, oldest first, with their upstream commit and blob. */
export function historyFiles(): { file: string; path: string; commit: string; blob: string }[] {
  const rows = readFileSync(join(historyDir, "index.tsv"), "utf8").trim().split("\n").slice(1);
  return rows.map((r) => {
    const [file, commit, , blob] = r.split("\t") as [string, string, string, string];
    return { file, path: join(historyDir, file), commit, blob };
  });
}

/** Each example file under examples/<Type>/. */
export function exampleFiles(): { type: string; file: string; path: string }[] {
  if (!existsSync(examplesDir)) return [];
  return readdirSync(examplesDir)
    .sort()
    .flatMap((type) =>
      readdirSync(join(examplesDir, type))
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((file) => ({ type, file, path: join(examplesDir, type, file) })),
    );
}
