// Peer for `--target validators`: Ajv's standaloneCode for every definition of each schema
// given, as an ES module, formatted as ours is (prettier, printWidth 120), one file per schema.
// Usage: node ajv-standalone.mjs OUT_DIR SCHEMA.json...
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { format } from "prettier";

const [outDir, ...schemas] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
for (const [i, file] of schemas.entries()) {
  const schema = JSON.parse(readFileSync(file, "utf8"));
  const holder = schema.$defs ? "$defs" : "definitions";
  const Class = String(schema.$schema ?? "").includes("2020-12") ? Ajv2020.default ?? Ajv2020 : Ajv.default ?? Ajv;
  const ajv = new Class({ strict: false, ownProperties: true, code: { source: true, esm: true } });
  (addFormats.default ?? addFormats)(ajv);
  ajv.addSchema(schema, "schema");
  const refs = Object.fromEntries(Object.keys(schema[holder]).map((name) => [`validate${name.replace(/[^A-Za-z0-9_$]/g, "_")}`, `schema#/${holder}/${name}`]));
  const code = (standaloneCode.default ?? standaloneCode)(ajv, refs);
  // AJV_UNFORMATTED=1: the code as Ajv prints it (the defaults row compares with Ajv as it is used).
  writeFileSync(join(outDir, `validators-${i}.js`), process.env.AJV_UNFORMATTED === "1" ? code : await format(code, { parser: "babel", printWidth: 120 }));
}
