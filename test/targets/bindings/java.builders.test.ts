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

test("java builders: a required key that may be null (2025-11-25's ttl) is flagged when set, refused unset, always written", () => {
  // Before, the builder read `"ttl": null` as absent and refused it: through ServerResult the value decoded as `Result`.
  const old = buildPlan(buildModel(JSON.parse(readFileSync(schemaPath("2025-11-25"), "utf8"))));
  const task = file(old, "GetTaskResult.java");
  assert.match(task, /@JsonInclude\(JsonInclude\.Include\.ALWAYS\) @JsonProperty\(value = "ttl", required = true\)\s+Long ttl,/, "the component");
  assert.match(task, /\n {4}private Long ttl;\n {4}private boolean ttlSet;\n/, "the flag");
  assert.match(task, /private void ttlFromJson\(Object ttl\) \{\n[^}]*\}\n {6}this\.ttl = [^\n]*\n {6}this\.ttlSet = true;\n {4}\}/, "Jackson's setter sets it");
  assert.match(task, /\n {6}if \(!ttlSet\) \{\n {8}throw new IllegalArgumentException\("ttl is required"\);/, "build() refuses it unset");
  assert.match(file(old, "ServerResult.java"), /taskId != null && ttlSet\) \{\n {6}return new GetTaskResult\(/, "ServerResult takes the member with ttl null");
  // Versions without such a key are unchanged: no flag, no ALWAYS.
  assert.not.match(renderJava(plan).map((f) => f.text).join("\n"), /ALWAYS|boolean \w+Set;/);
});

test.run();
