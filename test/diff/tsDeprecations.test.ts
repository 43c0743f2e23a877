import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { diffModels } from "../../generator/diff/diffModels.ts";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { listDeprecations } from "../../generator/schemaTs/listDeprecations.ts";

/** What the diff takes from a schema.ts: its declared names and its tags. */
const readTsDeprecations = (text: string, file?: string) => {
  const read = readSchemaTs(text, file);
  return { declarations: read.declarations.map((d) => d.name).sort(), deprecated: listDeprecations(read) };
};
import { historyDir, projectRoot } from "../helpers/paths.ts";
import { fixtureSchema, fixturesDir } from "./fixture.ts";

const ts = (name: string) => readFileSync(join(fixturesDir, "ts", name), "utf8");

test("reads @deprecated on interfaces, type aliases, enums and their properties", () => {
  const read = readTsDeprecations(ts("after.schema.ts"));
  assert.equal(read.declarations, [
    "Annotations",
    "CallToolRequestParams",
    "ContentBlock",
    "ImageContent",
    "LoggingLevel",
    "Meta",
    "Role",
  ]);
  assert.equal(read.deprecated, [
    { name: "Annotations", property: "label", note: "Use `audience` instead." },
    { name: "CallToolRequestParams", property: "mode", note: "The server decides." },
    { name: "ContentBlock", note: "" },
    { name: "ImageContent", note: "Send a TextContent with a data URL." },
    { name: "LoggingLevel", property: "Trace", note: "Use Debug." },
    { name: "Meta", property: "progressToken", note: "Moved to `_meta`." },
  ]);
});

test("schema.ts deprecations reach the diff: newly deprecated, still deprecated", () => {
  const model = modelForDiff(fixtureSchema({}), "base.json");
  const changes = diffModels(model, model, {
    tsDeprecations: {
      from: readTsDeprecations(ts("before.schema.ts")).deprecated,
      to: readTsDeprecations(ts("after.schema.ts")).deprecated,
    },
  });
  const facts = changes.map((c) => [c.rule, c.path, c.args.source]);
  assert.equal(facts, [
    ["newly-deprecated", "CallToolRequestParams/properties/mode", "schema.ts"],
    ["newly-deprecated", "ContentBlock", "schema.ts"],
    ["newly-deprecated", "ImageContent", "schema.ts"],
    ["still-deprecated", "Annotations/properties/label", "schema.ts"],
  ]);
});

test("the SDK's copy of the spec's schema.ts (draft 35fa160c) declares what its schema.json defines", () => {
  const text = readFileSync(
    join(projectRoot, "node_modules/@modelcontextprotocol/sdk/dist/esm/spec.types.d.ts"),
    "utf8",
  );
  const read = readTsDeprecations(text, "spec.types.d.ts");
  const json = JSON.parse(readFileSync(join(historyDir, "2025-11-25T184256-dff77660.json"), "utf8")) as {
    $defs: Record<string, unknown>;
  };
  const defs = Object.keys(json.$defs).sort();
  const missing = defs.filter((d) => !read.declarations.includes(d));
  assert.equal(missing, [], "every schema.json definition is declared in schema.ts");
  assert.ok(read.declarations.length >= defs.length);
  // This revision carries no @deprecated tag (only prose "soft-deprecated"); the reader must not invent any.
  assert.equal(read.deprecated, []);
});

test("the reader is pure: same text, same answer", () => {
  const text = ts("after.schema.ts");
  assert.equal(readTsDeprecations(text), readTsDeprecations(text));
});

test.run();
