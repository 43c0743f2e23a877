import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, schemaPath } from "../helpers/paths.ts";

const sha = (b: string | Buffer) => createHash("sha256").update(b).digest("hex");
const released = readFileSync(schemaPath("2025-06-18"));
const releasedTs = readFileSync(schemaPath("2025-06-18").replace(/schema\.json$/, "schema.ts"));

/** A local stand-in for the spec repository: `/<version>/schema.json`, the bytes we choose. */
async function upstream(files: Record<string, Buffer | string>): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const body = files[req.url ?? ""];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server, requests };
}

/** The CLI, asynchronously (the server runs in this process). */
function cli(args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, "bin/mcp-codegen.js"), ...args], {
      cwd,
      env: { ...process.env, MCP_SCHEMA_DIR: undefined },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (status) => done({ status: status ?? -1, stdout, stderr }));
  });
}

/** An SDK repo vendoring the spec's schema folder, generating from it. */
function sdkRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-update-"));
  mkdirSync(join(dir, ".git"));
  mkdirSync(join(dir, "vendor", "schema", "2025-06-18"), { recursive: true });
  cpSync(schemaPath("2025-06-18"), join(dir, "vendor", "schema", "2025-06-18", "schema.json"));
  writeFileSync(join(dir, "vendor", "schema", "2025-06-18", "schema.ts"), releasedTs);
  writeFileSync(
    join(dir, "mcp-codegen.config.json"),
    `${JSON.stringify({ versions: ["2025-06-18"], schemaDir: "vendor/schema", outDir: "gen", download: false }, null, 2)}\n`,
  );
  return dir;
}

test("unchanged upstream: exit 0, nothing written", async () => {
  const dir = sdkRepo();
  const { url, server, requests } = await upstream({ "/2025-06-18/schema.json": released, "/2025-06-18/schema.ts": releasedTs });
  try {
    const gen = await cli(["generate"], dir);
    assert.is(gen.status, 0, gen.stderr);
    const config = readFileSync(join(dir, "mcp-codegen.config.json"), "utf8");
    const manifestTime = statSync(join(dir, "gen", ".mcp-codegen-manifest.json")).mtimeMs;
    const r = await cli(["update", "--upstream", url, "--pr-body", "pr.md"], dir);
    assert.is(r.status, 0, r.stderr);
    assert.equal(requests.sort(), ["/2025-06-18/schema.json", "/2025-06-18/schema.ts"]);
    assert.match(r.stderr, /2025-06-18\/schema\.json: unchanged/);
    assert.match(r.stderr, /2025-06-18\/schema\.ts: unchanged/);
    assert.match(r.stderr, /nothing written/);
    assert.is(r.stdout, "");
    assert.not.ok(existsSync(join(dir, "pr.md")));
    assert.is(readFileSync(join(dir, "mcp-codegen.config.json"), "utf8"), config);
    assert.is(statSync(join(dir, "gen", ".mcp-codegen-manifest.json")).mtimeMs, manifestTime);
  } finally {
    server.close();
  }
});

test("changed upstream: the vendored copy and the pin are replaced, output regenerated, a PR body written", async () => {
  const dir = sdkRepo();
  const schema = JSON.parse(released.toString("utf8")) as { definitions: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
  // Upstream adds a definition and makes a new required property on an existing one (a breaking change).
  schema.definitions.ShinyNewThing = { type: "object", properties: { shine: { type: "string" } } } as never;
  const tool = schema.definitions.Tool!;
  tool.properties = { ...tool.properties, vendor: { type: "string" } };
  tool.required = [...(tool.required ?? []), "vendor"];
  const next = `${JSON.stringify(schema, null, 2)}\n`;
  // And schema.ts gains a @deprecated tag.
  const nextTs = releasedTs.toString("utf8").replace(" */\nexport interface Tool extends BaseMetadata {", " * @deprecated Use Gadget.\n */\nexport interface Tool extends BaseMetadata {");
  assert.is.not(nextTs, releasedTs.toString("utf8"));
  const { url, server } = await upstream({ "/2025-06-18/schema.json": next, "/2025-06-18/schema.ts": nextTs });
  try {
    assert.is((await cli(["generate"], dir)).status, 0);
    const r = await cli(["update", "--upstream", url, "--pr-body", "pr.md"], dir);
    assert.is(r.status, 0, r.stderr);
    assert.match(r.stderr, new RegExp(`2025-06-18/schema\\.json: changed upstream \\(${sha(released)} -> ${sha(next)}\\)`));
    const config = JSON.parse(readFileSync(join(dir, "mcp-codegen.config.json"), "utf8")) as { pins: Record<string, string>; outDir: string };
    assert.equal(config.pins, { "2025-06-18": sha(next), "2025-06-18/schema.ts": sha(nextTs) });
    assert.is(readFileSync(join(dir, "vendor", "schema", "2025-06-18", "schema.ts"), "utf8"), nextTs);
    assert.is(config.outDir, "gen", "other members kept");
    assert.is(readFileSync(join(dir, "vendor", "schema", "2025-06-18", "schema.json"), "utf8"), next);
    const types = readFileSync(join(dir, "gen", "2025-06-18", "types.ts"), "utf8");
    assert.match(types, /export interface ShinyNewThing/);
    assert.match(types, /vendor: string;/);
    assert.ok(types.includes(`sha256: ${sha(next)}`));
    assert.match(types, /@deprecated Use Gadget\./, "the new schema.ts is read as the second source");
    // The repository is consistent afterwards: check passes with the rewritten pins.
    const check = await cli(["check"], dir);
    assert.is(check.status, 0, check.stdout + check.stderr);
    const body = readFileSync(join(dir, "pr.md"), "utf8");
    assert.match(body, /^# Update MCP schemas from upstream\n/);
    assert.ok(body.includes(`| 2025-06-18/schema.json | \`${sha(released).slice(0, 12)}\` | \`${sha(next).slice(0, 12)}\` |`), body);
    assert.ok(body.includes(`| 2025-06-18/schema.ts | \`${sha(releasedTs).slice(0, 12)}\` | \`${sha(nextTs).slice(0, 12)}\` |`), body);
    assert.match(body, /## MCP schema diff: 2025-06-18 \(pinned\) → 2025-06-18 \(upstream\)/);
    assert.match(body, /ShinyNewThing/);
    assert.match(body, /Tool[^\n]*vendor/);
    assert.match(body, /\| 2025-06-18\/schema\.json \| [^\n]* \| 1 \| \d+ \| \d+ \|/, "the new required property is counted as breaking");
    assert.match(body, /Newly deprecated \(1\)[\s\S]*Tool/, "schema.ts's new tag is in the diff");
    // Run again: upstream now matches the pins.
    const again = await cli(["update", "--upstream", url, "--pr-body", "-"], dir);
    assert.is(again.status, 0);
    assert.is(again.stdout, "");
  } finally {
    server.close();
  }
});

test("an unreachable upstream is bad input (exit 2), not a crash, and nothing is written", async () => {
  const dir = sdkRepo();
  const { url, server } = await upstream({});
  try {
    const config = readFileSync(join(dir, "mcp-codegen.config.json"), "utf8");
    const r = await cli(["update", "--upstream", url], dir);
    assert.is(r.status, 2, r.stderr);
    assert.match(r.stderr, /HTTP 404/);
    assert.is(readFileSync(join(dir, "mcp-codegen.config.json"), "utf8"), config);
  } finally {
    server.close();
  }
});

test("new upstream bytes that do not generate (exit 2) leave the vendored copy, the pins and the output as they were", async () => {
  const dir = sdkRepo();
  const schema = JSON.parse(released.toString("utf8")) as { definitions: Record<string, unknown> };
  delete schema.definitions.Root; // ListRootsResult still refers to it
  const { url, server } = await upstream({ "/2025-06-18/schema.json": JSON.stringify(schema), "/2025-06-18/schema.ts": releasedTs });
  try {
    assert.is((await cli(["generate"], dir)).status, 0);
    const config = readFileSync(join(dir, "mcp-codegen.config.json"), "utf8");
    const r = await cli(["update", "--upstream", url, "--pr-body", "pr.md"], dir);
    assert.is(r.status, 2, r.stderr);
    assert.match(r.stderr, /#\/definitions\/Root" points to nothing/);
    assert.ok(readFileSync(join(dir, "vendor", "schema", "2025-06-18", "schema.json")).equals(released));
    assert.is(readFileSync(join(dir, "mcp-codegen.config.json"), "utf8"), config);
    assert.not.ok(existsSync(join(dir, "pr.md")));
    assert.is((await cli(["check"], dir)).status, 0);
  } finally {
    server.close();
  }
});

test.run();
