import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/cli.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-deep-"));
const nested = (depth: number, wrap: (inner: string) => string) => {
  let s = '{"type":"string"}';
  for (let i = 0; i < depth; i++) s = wrap(s);
  return `{"definitions":{"D":${s}}}`;
};

test("an over-deep schema: exit 2 and one readable line naming the file and the pointer's two ends", () => {
  const file = join(dir, "objects200.json");
  writeFileSync(file, nested(200, (s) => `{"type":"object","properties":{"a":${s}}}`));
  for (const args of [["generate", "--schema", file, "--out", join(dir, "out")], ["diff", file, file], ["schema", file]]) {
    const r = runCli(args);
    assert.is(r.status, 2, r.stderr);
    const lines = r.stderr.trim().split("\n");
    assert.is(lines.length, 1, r.stderr);
    assert.ok(lines[0]!.length < 300, `${lines[0]!.length} characters: ${lines[0]}`);
    assert.ok(lines[0]!.startsWith(`mcp-codegen: ${file} #/definitions/D/properties/a/properties/…247 more…/properties/a/properties/a: nested deeper than 256`), lines[0]);
  }
});

test("a property name of 100,000 characters in the pointer is cut in its middle", () => {
  const file = join(dir, "longName.json");
  const name = "n".repeat(100_000);
  writeFileSync(file, `{"definitions":{"${name}":{"type":"object","properties":{"a":{"minLength":-1}}}}}`);
  const r = runCli(["generate", "--schema", file, "--out", join(dir, "out")]);
  assert.is(r.status, 2, r.stderr);
  assert.ok(r.stderr.length < 300, `${r.stderr.length} characters`);
  assert.match(r.stderr, /#\/definitions\/n{24}…n{12}\/properties\/a\/minLength: "minLength" must be a non-negative integer/);
});

test.run();
