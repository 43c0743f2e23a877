/**
 * README's build-script example, run as written against the sources (the package test compiles it against the
 * installed package's declarations): in a fresh folder holding the README's config and the spec's schema folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot, schemasDir } from "../helpers/paths.ts";
import { readmeApiConfig, readmeApiExample } from "../package/readmeExample.ts";
import { check, generate } from "../../generator/index.ts";
import type { CodegenError } from "../../generator/messages/error.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-api-readme-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

test("README's example runs as written: generate, check, diff and lint-tools through the config, the error names its id", () => {
  mkdirSync(join(dir, "spec"));
  symlinkSync(schemasDir, join(dir, "spec", "schema"), "dir");
  mkdirSync(join(dir, ".git")); // the config search stops at the repository root
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "sdk", private: true, type: "module" }));
  writeFileSync(join(dir, "mcp-codegen.config.json"), readmeApiConfig());
  const script = readmeApiExample().replace(/from "mcp-codegen"/, `from ${JSON.stringify(join(projectRoot, "generator", "index.ts"))}`);
  mkdirSync(join(dir, "scripts"));
  writeFileSync(join(dir, "scripts", "codegen.ts"), script);
  const r = spawnSync(process.execPath, ["--import", pathToFileURL(join(projectRoot, "node_modules", "tsx", "dist", "esm", "index.mjs")).href, join(dir, "scripts", "codegen.ts")], { cwd: dir, encoding: "utf8", env: { ...process.env, MCP_SCHEMA_DIR: "" } });
  assert.is(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split("\n");
  assert.match(lines[0]!, /^\d+ files in .*src\/generated: \d+ written$/);
  assert.ok(existsSync(join(dir, "src", "generated", "2026-07-28", "types.ts")));
  assert.match(lines[1]!, /^2025-11-25 -> 2026-07-28: [1-9]\d* breaking change\(s\)$/);
  assert.match(readFileSync(join(dir, "spec-diff.md"), "utf8"), "2026-07-28");
  assert.match(lines[2]!, /^1 tool\(s\): \d+ error\(s\)$/);
  assert.is(lines[3], "expected: no-sources");
});

test("the library reads the config as the CLI does, and its errors name options, not flags", async () => {
  const { drift } = await check({ cwd: dir });
  assert.equal(drift, []);
  const e = (await generate({ config: false, outDir: join(dir, "none") }).catch((x: unknown) => x)) as CodegenError;
  assert.is(e.id, "no-sources");
  assert.match(e.message, "set the option specs");
  assert.not.match(e.message, "--spec");
});

test.run();
