// Peer for the bindings targets: what `quicktype --src-lang schema --lang python` does, through quicktype-core
// (the CLI package is the same library behind a command line), every definition as a top-level type.
// Usage: node quicktype.mjs OUT.ts SCHEMA.json
import { readFileSync, writeFileSync } from "node:fs";
import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from "quicktype-core";

const [out, file] = process.argv.slice(2);
const text = readFileSync(file, "utf8");
const schema = JSON.parse(text);
const holder = schema.$defs ? "$defs" : "definitions";
const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
for (const name of Object.keys(schema[holder])) {
  await input.addSource({ name, schema: JSON.stringify({ ...schema, $ref: `#/${holder}/${name}` }) });
}
const inputData = new InputData();
inputData.addInput(input);
const result = await quicktype({ inputData, lang: process.env.QT_LANG ?? "python" });
writeFileSync(out, result.lines.join("\n"));
