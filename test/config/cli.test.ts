import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { runCli } from "../helpers/cli.ts";
import { readJson, schemasDir } from "../helpers/paths.ts";

const released = "ef70b61f99b6d2e5e3b46863822eab08dff6a45bedc7a08914e0e5b133f40203";
const wrong = "0".repeat(64);
/** No env fallback: the config alone must say where schemas are. */
const env = { MCP_SCHEMA_DIR: undefined };

function repo(config: object): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-config-"));
  writeFileSync(join(dir, "mcp-codegen.config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return dir;
}

test("generate and check with no flags use the config in the current folder", () => {
  const dir = repo({
    versions: ["2026-07-28"],
    targets: ["ts"],
    outDir: "src/generated",
    schemaDir: schemasDir,
    download: false,
  });
  try {
    const gen = runCli(["generate"], { cwd: dir, env });
    assert.is(gen.status, 0, gen.stderr);
    const types = readFileSync(join(dir, "src/generated/2026-07-28/types.ts"), "utf8");
    assert.match(
      types,
      /Patches: json-value-number-null, elicit-result-content-number, request-id-number, progress-token-number/,
    );
    const ok = runCli(["check"], { cwd: dir, env });
    assert.is(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, /up to date/);
    // A flag overrides the config: without patches the committed output is stale.
    const noPatches = runCli(["check", "--no-patches"], { cwd: dir, env });
    assert.is(noPatches.status, 1, noPatches.stderr);
    appendFileSync(join(dir, "src/generated/2026-07-28/types.ts"), "// edited\n");
    const stale = runCli(["check"], { cwd: dir, env });
    assert.is(stale.status, 1);
    assert.match(stale.stdout, /2026-07-28\/types\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an .mjs config works too", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-config-"));
  try {
    writeFileSync(
      join(dir, "mcp-codegen.config.mjs"),
      `// a comment, as .mjs allows\nexport default { versions: ["draft"], outDir: "out-mjs", schemaDir: ${JSON.stringify(schemasDir)}, download: false };\n`,
    );
    const gen = runCli(["generate"], { cwd: dir, env });
    assert.is(gen.status, 0, gen.stderr);
    assert.ok(existsSync(join(dir, "out-mjs/draft/types.ts")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a pin mismatch exits 2 showing both hashes; `pin` rewrites the pins on purpose", () => {
  const dir = repo({
    versions: ["2026-07-28"],
    outDir: "gen",
    schemaDir: schemasDir,
    download: false,
    pins: { "2026-07-28": wrong },
  });
  try {
    const bad = runCli(["generate"], { cwd: dir, env });
    assert.is(bad.status, 2);
    assert.ok(bad.stderr.includes(`pinned: ${wrong}`), bad.stderr);
    assert.ok(bad.stderr.includes(`actual: ${released}`), bad.stderr);
    assert.match(bad.stderr, /mcp-codegen pin/);
    assert.not.ok(existsSync(join(dir, "gen")), "nothing written");
    const pin = runCli(["pin"], { cwd: dir, env });
    assert.is(pin.status, 0, pin.stderr);
    assert.ok(pin.stdout.includes(`2026-07-28\t${wrong} -> ${released}`), pin.stdout);
    // The schema.ts read beside it is pinned too, keyed `<version>/schema.ts` (issue 10).
    const releasedTs = "742750af0bb8c716e7030c4977c992b55d1adc4407e9e66997db5846baedc2cd";
    assert.equal(readJson<{ pins: object }>(join(dir, "mcp-codegen.config.json")).pins, { "2026-07-28": released, "2026-07-28/schema.ts": releasedTs });
    const good = runCli(["generate"], { cwd: dir, env });
    assert.is(good.status, 0, good.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("pins on a file source, keyed as the config writes it", () => {
  const dir = repo({ schemas: ["schema/draft.json"], outDir: "gen" });
  try {
    const copy = readFileSync(join(schemasDir, "draft", "schema.json"));
    mkdirSync(join(dir, "schema"));
    writeFileSync(join(dir, "schema/draft.json"), copy);
    const pin = runCli(["pin"], { cwd: dir, env });
    assert.is(pin.status, 0, pin.stderr);
    const pins = readJson<{ pins: Record<string, string> }>(join(dir, "mcp-codegen.config.json")).pins;
    assert.equal(Object.keys(pins), ["schema/draft.json"]);
    assert.is(runCli(["generate"], { cwd: dir, env }).status, 0);
    // One more byte upstream: stopped.
    writeFileSync(join(dir, "schema/draft.json"), Buffer.concat([copy, Buffer.from("\n")]));
    const bad = runCli(["generate"], { cwd: dir, env });
    assert.is(bad.status, 2);
    assert.ok(bad.stderr.includes(`pinned: ${pins["schema/draft.json"]}`), bad.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("pin on an .mjs config prints the pins and exits 2: only JSON is rewritten", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-config-"));
  try {
    const text = `export default { versions: ["2026-07-28"], schemaDir: ${JSON.stringify(schemasDir)}, download: false };\n`;
    writeFileSync(join(dir, "mcp-codegen.config.mjs"), text);
    const r = runCli(["pin"], { cwd: dir, env });
    assert.is(r.status, 2);
    assert.ok(r.stdout.includes(`"2026-07-28": "${released}"`), r.stdout);
    assert.match(r.stderr, /only a JSON config can be rewritten/);
    assert.is(readFileSync(join(dir, "mcp-codegen.config.mjs"), "utf8"), text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("init writes a starter config that generate accepts, and will not overwrite it", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-init-"));
  try {
    const init = runCli(["init", "--versions", "2025-11-25"], { cwd: dir, env });
    assert.is(init.status, 0, init.stderr);
    const config = readJson<Record<string, unknown>>(join(dir, "mcp-codegen.config.json"));
    assert.equal(config.versions, ["2025-11-25"]);
    assert.ok(Array.isArray(config.$comment));
    assert.is(runCli(["init"], { cwd: dir, env }).status, 2);
    const gen = runCli(["generate", "--schema-dir", schemasDir, "--no-download"], { cwd: dir, env });
    assert.is(gen.status, 0, gen.stderr);
    assert.ok(existsSync(join(dir, "generated/mcp/2025-11-25/types.ts")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an invalid config exits 2 naming the file and the member", () => {
  const dir = repo({ versions: ["2026-07-28"], outdir: "x" });
  try {
    const r = runCli(["generate"], { cwd: dir, env });
    assert.is(r.status, 2);
    assert.match(r.stderr, /mcp-codegen\.config\.json #\/outdir: invalid config: unknown member "outdir"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
