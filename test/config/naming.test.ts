import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { runCli } from "../helpers/cli.ts";
import { projectRoot, schemasDir } from "../helpers/paths.ts";
import { resolveOptions } from "../../generator/options.ts";
import type { CodegenError } from "../../generator/messages/error.ts";

test("config naming: version namespaces in index.ts and the suffix of a colliding derived name", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-naming-"));
  const config = {
    versions: ["2025-06-18", "draft"],
    schemas: [join(projectRoot, "test/fixtures/ts/traps.json")],
    schemaDir: schemasDir,
    download: false,
    outDir: "out",
    naming: { versionNamespace: "mcp_{version}", collisionSuffix: "Nested" },
  };
  writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify(config));
  const r = runCli(["generate"], { cwd: dir, env: { MCP_SCHEMA_DIR: undefined } });
  assert.is(r.status, 0, r.stderr);
  const index = readFileSync(join(dir, "out/index.ts"), "utf8");
  assert.match(index, 'export * as mcp_2025_06_18 from "./2025-06-18/types.js";');
  assert.match(index, 'export * as mcp_draft from "./draft/types.js";');
  assert.match(r.stderr, "name NestedParams is taken; using NestedParamsNested");
});

test("naming options are validated once, at the entry", () => {
  const bad = (naming: object) => {
    try {
      resolveOptions({ naming: naming as never });
      return undefined;
    } catch (e) {
      return (e as CodegenError).id;
    }
  };
  assert.is(bad({ versionNamespace: "fixed" }), "options-invalid");
  assert.is(bad({ collisionSuffix: "lower-case" }), "options-invalid");
  assert.is(bad({ versionNamespace: "mcp_{version}" }), undefined);
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-naming-"));
  writeFileSync(join(dir, "mcp-codegen.config.json"), JSON.stringify({ versions: ["draft"], naming: { prefix: "X" } }));
  const r = runCli(["generate"], { cwd: dir });
  assert.is(r.status, 2);
  assert.match(r.stderr, "#/naming");
});

test.run();
