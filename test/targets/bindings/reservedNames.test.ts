import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import { bindingIds, workDir, writeFiles } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { lacks } from "../../helpers/toolchain.js";

/**
 * Issue 12 (fuzz seed 4242): definitions named as a language's reserved words or constants
 * (`None`, `True`, `Self`, `class`) or as names the generated module imports (`Field`, `decode`)
 * crashed the Python renderer (`reserved python word as identifier`). Each must become a safe
 * name (`None_`) in every binding language, the wire name kept.
 */
const root = join(workDir, "reserved-names");
const names = ["None", "True", "False", "Self", "class", "match", "type", "Field", "BaseModel", "decode", "encode", "Any", "nil", "Object"];
const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $defs: Object.fromEntries(
    names.map((n) => [n, { type: "object", properties: { [n]: { type: "string" }, None: { type: "integer" } }, required: [n] }]),
  ),
};
let files: OutputFile[] = [];

test.before(async () => {
  mkdirSync(root, { recursive: true });
  const path = join(root, "reserved.json");
  writeFileSync(path, JSON.stringify(schema));
  files = await render(resolveOptions({ schemas: [path], targets: [...bindingIds], download: false }));
});

test("reserved names: every binding language renders them (no crash)", () => {
  for (const id of bindingIds) assert.ok(files.some((f) => f.path.startsWith(`reserved/${id}/`)), id);
  const python = files.find((f) => f.path === "reserved/python/mcp_codegen_types/__init__.py")!.contents;
  for (const n of ["None", "True", "False"]) assert.ok(python.includes(`class ${n}_(`), `python class ${n}_`);
  assert.not.match(python, /^class (None|True|False|Field|decode)\b/m);
});

test("reserved names: the Python package imports and decodes the wire names", () => {
  if (lacks(available("python3"), "reserved names python: python3 not found")) return;
  const dir = join(root, "python");
  writeFiles(dir, files.filter((f) => f.path.startsWith("reserved/python/")).map((f) => ({ path: f.path.slice("reserved/python/".length), contents: f.contents })));
  const check = [
    "import mcp_codegen_types as m",
    'v = m.decode(m.None_, \'{"None": 1}\')',
    'assert m.encode(v) == \'{"None":1}\', m.encode(v)',
    'w = m.decode(m.Field_, \'{"Field": "x"}\')',
    'assert m.encode(w) == \'{"Field":"x"}\', m.encode(w)',
  ].join("\n");
  const r = run("python3", ["-c", check], dir);
  assert.ok(r.ok, tail(r.output));
});

test.run();
