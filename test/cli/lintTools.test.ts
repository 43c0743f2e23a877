import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { runCli } from "../helpers/cli.ts";
import { projectRoot } from "../helpers/paths.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-lint-tools-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

const good = {
  name: "execute_sql",
  inputSchema: {
    type: "object",
    properties: { region: { type: "string", "x-mcp-header": "Region" } },
  },
};
const bad = {
  name: "bad tool",
  inputSchema: {
    type: "object",
    properties: { n: { type: "number", "x-mcp-header": "N" } },
  },
};

function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
  return path;
}

test("lint-tools: a clean tools/list result exits 0", () => {
  const r = runCli(["lint-tools", file("good.json", { tools: [good] })]);
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /1 tool\(s\), spec 2026-07-28: 0 error\(s\), 0 warning\(s\)/);
});

test("lint-tools: a MUST failure exits 1 with its rule id, tool and path; SHOULDs are listed too", () => {
  const path = file("bad.json", {
    jsonrpc: "2.0",
    id: 1,
    result: { tools: [good, bad] },
  });
  const r = runCli(["lint-tools", path]);
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, `MUST x-mcp-header-type tool "bad tool" /result/tools/1/inputSchema/properties/n/x-mcp-header:`);
  assert.match(r.stdout, `SHOULD tool-name-characters tool "bad tool" /result/tools/1/name:`);
  const json = JSON.parse(runCli(["lint-tools", path, "--format", "json"]).stdout) as {
    errors: { rule: string; path: string }[];
    warnings: unknown[];
  };
  assert.equal(
    json.errors.map((e) => [e.rule, e.path]),
    [["x-mcp-header-type", "/result/tools/1/inputSchema/properties/n/x-mcp-header"]],
  );
});

test("lint-tools: only SHOULD failures exit 0; an older version lacks the x-mcp-header rules", () => {
  const path = file("array.json", [bad]);
  const r = runCli(["lint-tools", path, "--spec", "2025-11-25"]);
  assert.is(r.status, 0, r.stdout);
  assert.match(r.stdout, /0 error\(s\), 1 warning\(s\)/);
});

test("lint-tools: stdin as -", () => {
  const r = spawnSync(process.execPath, [join(projectRoot, "bin/mcp-codegen.js"), "lint-tools", "-"], {
    input: JSON.stringify({ tools: [bad] }),
    encoding: "utf8",
  });
  assert.is(r.status, 1, r.stderr);
  assert.match(r.stdout, /x-mcp-header-type/);
});

test("lint-tools: bad input exits 2 with one line naming the file", () => {
  for (const [name, content] of [
    ["notjson.json", "{"],
    ["nolist.json", { result: {} }],
  ] as const) {
    const path = file(name, content);
    const r = runCli(["lint-tools", path]);
    assert.is(r.status, 2, `${name}: ${r.stdout}`);
    assert.ok(r.stderr.includes(path), r.stderr);
    assert.is(r.stderr.trim().split("\n").length, 1, r.stderr);
  }
  const missing = runCli(["lint-tools", join(dir, "missing.json")]);
  assert.is(missing.status, 2);
  assert.is(runCli(["lint-tools", file("x.json", [good]), "--spec", "1999-01-01"]).status, 2);
});

test.run();
