import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { buildModel } from "../../../generator/ingest/toModel.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.js";
import { renderJava } from "../../../generator/targets/bindings/java/render.js";
import { schemaPath } from "../../helpers/paths.js";

/**
 * Java builders and deprecation markers (issue 23), on 2026-07-28's plan with no toolchain: every record has a
 * `Builder`, its required keys checked by `build()`; a deprecated definition or field is `@Deprecated` in code, not
 * only in its Javadoc (java.floor.test.ts builds messages with the builders on jackson-databind 2.20.0).
 */
const plan = buildPlan(buildModel(JSON.parse(readFileSync(schemaPath("2026-07-28"), "utf8"))));
const file = (p: BindingPlan, name: string) => renderJava(p).find((f) => f.name === name)!.text;

test("java builders: every record has a public builder() and a Builder whose build() checks the required keys in order", () => {
  const files = renderJava(plan);
  const records = plan.declarations.filter((d) => d.kind === "record");
  for (const r of records) {
    const text = files.find((f) => f.name === `${r.name}.java`)?.text;
    if (text === undefined) continue;
    assert.match(text, /\n {2}public static Builder builder\(\) \{\n/, `${r.name}: builder()`);
    assert.match(text, /\n {2}public static final class Builder \{\n/, `${r.name}: Builder`);
  }
  const request = file(plan, "CallToolRequest.java");
  assert.match(request, /return new Builder\(\)\.jsonrpc\("2\.0"\)\.method\("tools\/call"\);/, "constants preset");
  assert.match(request, /public CallToolRequest build\(\) \{\n {6}Objects\.requireNonNull\(id, "id is required"\);\n {6}Objects\.requireNonNull\(jsonrpc, "jsonrpc is required"\);/);
});

test("java builders: a deprecated definition and a deprecated field are @Deprecated (record, component, builder setter)", () => {
  const p = structuredClone(plan);
  const text = p.declarations.find((d) => d.name === "TextContent");
  assert.ok(text?.kind === "record");
  text.deprecated = true;
  text.fields.find((f) => f.wire === "annotations")!.deprecated = true;
  const out = file(p, "TextContent.java");
  assert.match(out, /\n@Deprecated\n@JsonInclude/, "the record");
  assert.match(out, /@Deprecated @JsonProperty\("annotations"\) Annotations annotations,/, "the component");
  assert.match(out, /\n {4}@Deprecated\n {4}@JsonProperty\("annotations"\)\n {4}@JsonSetter\(nulls = Nulls\.FAIL\)\n {4}public Builder annotations\(/, "the setter");
  assert.match(out, /Deprecated \(as the schema says\)\./, "and the words");
  // The schema's own uses of a deprecated type warn no one: the files compile with -Xlint:all -Werror.
  const union = file(p, "ContentBlock.java");
  assert.match(union, /\n@SuppressWarnings\("deprecation"\)\n@JsonTypeInfo\(/, "a union listing it");
  assert.not.match(file(p, "ImageContent.java"), /SuppressWarnings/, "a file that does not name it");
  // Nothing else is marked.
  assert.not.match(file(plan, "TextContent.java"), /@Deprecated/);
});

test.run();
