import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { validateConfig } from "../../generator/config/validateConfig.ts";
import { mergeConfig } from "../../generator/config/mergeConfig.ts";
import { starterConfig } from "../../generator/config/starterConfig.ts";
import { withPins } from "../../generator/config/withPins.ts";
import { runOptions } from "../../generator/commands/shared.ts";
import { CodegenError } from "../../generator/messages/error.ts";

const dir = "/repo";
const sha = "a".repeat(64);

function failure(raw: unknown): { id: string; pointer: string | undefined } {
  try {
    validateConfig(raw, "mcp-codegen.config.json");
  } catch (e) {
    assert.instance(e, CodegenError);
    return { id: (e as CodegenError).id, pointer: (e as CodegenError).pointer };
  }
  throw new Error("expected a config error");
}

test("validate: bad members are errors naming the file and the pointer", () => {
  assert.equal(failure([]), { id: "config-invalid", pointer: "#" });
  assert.equal(failure({ version: ["2026-07-28"] }), { id: "config-invalid", pointer: "#/version" });
  assert.equal(failure({ versions: "2026-07-28" }), { id: "config-invalid", pointer: "#/versions" });
  assert.equal(failure({ pins: { draft: "abc" } }), { id: "config-invalid", pointer: "#/pins" });
  assert.equal(failure({ patches: "yes" }), { id: "config-invalid", pointer: "#/patches" });
  // Keys that name Object.prototype's members are unknown members, not lookups (JSON.parse makes __proto__ an own key).
  assert.equal(failure(JSON.parse('{"__proto__": {"x": 1}}')), { id: "config-invalid", pointer: "#/__proto__" });
  assert.equal(failure({ hasOwnProperty: true }), { id: "config-invalid", pointer: "#/hasOwnProperty" });
  assert.equal(failure({ formatting: "pretty" }), { id: "config-invalid", pointer: "#/formatting" });
});

test("load: a config saved with a byte order mark is read", async () => {
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { loadConfig } = await import("../../generator/config/loadConfig.ts");
  const file = join(mkdtempSync(join(tmpdir(), "mcp-codegen-bom-")), "mcp-codegen.config.json");
  writeFileSync(file, `\uFEFF${JSON.stringify({ versions: ["draft"] })}`);
  assert.equal((await loadConfig(file)).config, { versions: ["draft"] });
});

test("validate: the starter config is valid and drops its comments", () => {
  const config = validateConfig(JSON.parse(starterConfig(["2026-07-28"])), "x");
  assert.equal(config, {
    versions: ["2026-07-28"],
    targets: ["ts"],
    outDir: "generated/mcp",
    patches: true,
    patchFiles: [],
    pins: {},
    formatting: "project",
    naming: { versionNamespace: "{version}", collisionSuffix: "Inline" },
  });
});

test("merge: config paths resolve against the config's folder; flags win member by member", () => {
  const loaded = {
    file: `${dir}/mcp-codegen.config.json`,
    dir,
    config: {
      versions: ["2026-07-28"],
      outDir: "gen",
      schemaDir: "vendor/schema",
      patchFiles: ["fix.json"],
      targets: ["ts"],
      patches: true,
    },
  };
  assert.equal(mergeConfig(loaded, {}), {
    specs: ["2026-07-28"],
    schemaDir: join(dir, "vendor/schema"),
    targets: ["ts"],
    outDir: join(dir, "gen"),
    patches: true,
    patchFiles: [join(dir, "fix.json")],
  });
  const merged = mergeConfig(loaded, { outDir: "elsewhere", patches: false, patchFiles: ["mine.json"], targets: undefined });
  assert.is(merged.outDir, "elsewhere");
  assert.is(merged.patches, false);
  assert.equal(merged.targets, ["ts"]);
  assert.equal(merged.patchFiles, [join(dir, "fix.json"), "mine.json"], "flag patch files add to the config's");
});

test("merge: naming a source on the command line replaces the config's sources", () => {
  const loaded = {
    file: `${dir}/c.json`,
    dir,
    config: { versions: ["2026-07-28"], schemas: ["local.json"], pins: { "local.json": sha, draft: sha } },
  };
  const merged = mergeConfig(loaded, { specs: ["draft"] });
  assert.equal([merged.specs, merged.schemas, merged.all], [["draft"], undefined, undefined]);
  // Pins written against the config's relative schema paths follow them to where they resolve.
  assert.equal(merged.pins, { [join(dir, "local.json")]: sha, draft: sha });
});

test("runOptions: flags, then the config, then $MCP_SCHEMA_DIR", async () => {
  const withoutConfig = await runOptions({}, { env: { MCP_SCHEMA_DIR: "/env" }, cwd: "/nonexistent-dir" });
  assert.is(withoutConfig.schemaDir, "/env");
  const flag = await runOptions({ schemaDir: "/flag" }, { env: { MCP_SCHEMA_DIR: "/env" }, cwd: "/nonexistent-dir" });
  assert.is(flag.schemaDir, "/flag");
});

test("withPins: replaces pins in place, sorted, keeping every other member", () => {
  const text = `${JSON.stringify({ $comment: ["c"], versions: ["draft"], pins: { z: sha }, outDir: "o" }, null, 2)}\n`;
  const out = JSON.parse(withPins(text, { draft: sha, "a.json": sha }));
  assert.equal(Object.keys(out), ["$comment", "versions", "pins", "outDir"]);
  assert.equal(Object.keys(out.pins), ["a.json", "draft"]);
});

test.run();
