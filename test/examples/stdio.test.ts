import { test } from "uvu";
import * as assert from "uvu/assert";
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { renderFiles } from "../helpers/generate.ts";
import { projectRoot } from "../helpers/paths.ts";
import { typecheck } from "../helpers/tsc.ts";
import { writeInProject } from "../targets/zod/helpers.ts";

/**
 * The README's worked example, as a user runs it: generate `--target dispatch` for 2025-11-25 into
 * `generated/`, put examples/stdio/{server,client}.ts beside it, type-check both (tsc --strict: the
 * handlers are typed by the generated `ServerHandlers`), then run the client, which starts the server.
 */
test("examples/stdio: a server and a client over stdio, on the generated files only", async () => {
  const files = await renderFiles({ specs: ["2025-11-25"], targets: ["dispatch"] });
  const dir = writeInProject(files.map((f) => ({ ...f, path: `generated/${f.path}` })), "example-stdio-");
  for (const f of ["server.ts", "client.ts"]) copyFileSync(join(projectRoot, "examples/stdio", f), join(dir, f));
  assert.equal(typecheck([join(dir, "server.ts"), join(dir, "client.ts")], { types: ["node"] }).map((d) => `${d.file.slice(dir.length)}:${d.line} ${d.message}`), []);
  const out = execFileSync(process.execPath, ["--import", "tsx", join(dir, "client.ts")], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
  assert.equal(out.trim().split("\n"), [
    "initialized: echo-server",
    'tools: {"tools":[{"name":"echo","description":"Echo the text back","inputSchema":{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}}]}',
    'tools/call -> CallToolResult: {"content":[{"type":"text","text":"hello over stdio"}]}',
    "tools/call nope -> error -32602: Unknown tool: nope",
    "pending requests: 0",
  ]);
  // Version negotiation: a version the server does not speak is answered with one it does, never echoed.
  const initialize = (id: number, protocolVersion: string) =>
    JSON.stringify({ jsonrpc: "2.0", id, method: "initialize", params: { protocolVersion, capabilities: {}, clientInfo: { name: "c", version: "1" } } });
  const served = execFileSync(process.execPath, ["--import", "tsx", join(dir, "server.ts")], {
    cwd: dir,
    encoding: "utf8",
    input: `${initialize(1, "1999-01-01")}\n${initialize(2, "2025-11-25")}\n`,
    timeout: 60_000,
  });
  const versions = served.trim().split("\n").map((line) => (JSON.parse(line) as { id: number; result: { protocolVersion: string } }).result.protocolVersion);
  assert.equal(versions, ["2025-11-25", "2025-11-25"]);
});

test.run();
