import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { CodegenError } from "../../../generator/messages/error.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { zodTarget } from "../../../generator/targets/zod/index.ts";
import { runCli } from "../../helpers/cli.ts";
import { projectRoot, readJson, schemasDir } from "../../helpers/paths.ts";
import { provenanceFor } from "../validators/helpers.ts";

const fixture = (name: string) => join(projectRoot, "test/fixtures/validators", name);

async function refusal(name: string): Promise<CodegenError> {
  const model = buildModel(readJson(fixture(name)) as never);
  try {
    await zodTarget.emit({ version: "x", model, provenance: provenanceFor(name) }, resolveOptions({ targets: ["zod"] }));
  } catch (e) {
    assert.instance(e, CodegenError);
    return e as CodegenError;
  }
  throw new Error(`${name}: emitted`);
}

test("what the zod schemas cannot enforce exactly stops generation: a keyword the IR does not model, a format without a check", async () => {
  const keyword = await refusal("unsupported-keyword.json");
  assert.equal([keyword.id, keyword.args, keyword.pointer], ["keyword-unsupported", { keyword: "if", target: "zod" }, "#/definitions/Shape/if"]);
  const format = await refusal("unknown-format.json");
  assert.equal([format.id, format.args, format.pointer], ["zod-format-unsupported", { format: "email" }, "#/$defs/Contact/properties/email/format"]);
});

test("CLI: --target zod alone writes zod.ts and the types.ts it names; bad input exits 2 with file and pointer", () => {
  const out = mkdtempSync(join(tmpdir(), "mcp-zod-cli-"));
  try {
    const bad = runCli(["generate", "--schema", fixture("unknown-format.json"), "--target", "zod", "--out", out]);
    assert.is(bad.status, 2, bad.stderr);
    assert.match(bad.stderr, "#/$defs/Contact/properties/email/format");
    assert.match(bad.stderr, "zod target");
    const good = runCli(["generate", "--spec", "2026-07-28", "--target", "zod", "--out", out, "--schema-dir", schemasDir]);
    assert.is(good.status, 0, good.stderr);
    assert.equal(readdirSync(join(out, "2026-07-28")).sort(), ["types.ts", "zod.ts"]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test.run();
