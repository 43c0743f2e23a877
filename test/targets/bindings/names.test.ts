import { test } from "uvu";
import * as assert from "uvu/assert";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { defaultBindingNames, resolveOptions, type BindingNames } from "../../../generator/options.js";
import { validateConfig } from "../../../generator/config/validateConfig.js";
import { CodegenError } from "../../../generator/messages/error.js";
import { bindingLanguages } from "../../../generator/targets/bindings/index.js";
import { bindingName, packageNamings } from "../../../generator/targets/bindingNames.js";
import { runCli } from "../../helpers/cli.js";
import { schemaPath, schemasDir } from "../../helpers/paths.js";

/** The option `bindings`: how `{version}` is spelled per language, today's names as defaults, and bad names as exit 2. */

const naming = (id: string) => packageNamings[id as keyof typeof packageNamings];

/** The error `f` throws: a CodegenError (exit 2), as message data. */
function thrown(f: () => unknown): { id: string; args: Record<string, unknown>; message: string } {
  try {
    f();
  } catch (e) {
    assert.instance(e, CodegenError);
    const error = e as CodegenError;
    return { id: error.id, args: error.args as Record<string, unknown>, message: error.message };
  }
  throw new assert.Assertion({ message: "expected a CodegenError", operator: "throws", actual: undefined, expects: "CodegenError" });
}

test("names: {version} spelled per language, a `v` where the version would start a name or segment", () => {
  const cases: [id: string, template: string, version: string, name: string][] = [
    ["python", "mcp_types_v{version}", "2026-07-28", "mcp_types_v2026_07_28"],
    ["python", "{version}", "2026-07-28", "v2026_07_28"],
    ["python", "mcp_{version}", "draft", "mcp_draft"],
    ["go", "mcp{version}", "2026-07-28", "mcp20260728"],
    ["go", "{version}", "2025-11-25", "v20251125"],
    ["rust", "{version}", "2026-07-28", "v2026_07_28"],
    ["rust", "mcp_{version}", "2024-11-05", "mcp_2024_11_05"],
    ["java", "io.modelcontextprotocol.spec.{version}", "2026-07-28", "io.modelcontextprotocol.spec.v2026_07_28"],
    ["java", "io.modelcontextprotocol.spec.v{version}", "2026-07-28", "io.modelcontextprotocol.spec.v2026_07_28"],
    ["java", "io.modelcontextprotocol.spec.{version}", "draft", "io.modelcontextprotocol.spec.draft"],
    ["kotlin", "io.mcp.{version}.types", "2025-06-18", "io.mcp.v2025_06_18.types"],
    ["csharp", "ModelContextProtocol.Schema.{version}", "2026-07-28", "ModelContextProtocol.Schema.v2026_07_28"],
    ["csharp", "Mcp.V{version}", "2026-07-28", "Mcp.V2026_07_28"],
  ];
  for (const [id, template, version, name] of cases) assert.is(bindingName(naming(id), template, version), name, `${id} ${template} ${version}`);
});

test("names: defaults are today's names, and every language but Swift has one", () => {
  assert.equal(defaultBindingNames, {
    python: { package: "mcp_codegen_types" },
    go: { package: "mcp" },
    rust: { module: "mcp_types" },
    java: { package: "io.modelcontextprotocol.schema" },
    kotlin: { package: "io.modelcontextprotocol.schema" },
    csharp: { namespace: "ModelContextProtocol.Schema" },
  });
  assert.equal(resolveOptions({}).bindings, defaultBindingNames);
  assert.equal(bindingLanguages.filter((l) => !("names" in l)).map((l) => l.id), ["swift"]);
  // Each registry entry carries its language's naming rules, the ones options check against.
  for (const l of bindingLanguages) if ("names" in l) assert.is(l.names, naming(l.id), l.id);
  // One language given, the others keep their defaults; the input is not touched.
  const given = { go: { package: "mcp{version}" } };
  assert.equal(resolveOptions({ bindings: given }).bindings, { ...defaultBindingNames, go: { package: "mcp{version}" } });
  assert.equal(given, { go: { package: "mcp{version}" } });
});

test("names: each language's files spell the name the option gives, and only it", async () => {
  const bindings: BindingNames = {
    python: { package: "sdk_types_{version}" },
    go: { package: "mcp{version}" },
    rust: { module: "mcp_{version}" },
    java: { package: "org.example.mcp.{version}" },
    kotlin: { package: "org.example.kt.{version}" },
    csharp: { namespace: "Example.Mcp.{version}" },
  };
  const files = await render(resolveOptions({ specs: ["2026-07-28"], targets: ["python", "go", "rust", "java", "kotlin", "csharp"], schemaDir: schemasDir, download: false, bindings }));
  const of = (lang: string) => files.filter((f) => f.path.startsWith(`2026-07-28/${lang}/`));
  assert.equal(of("python").map((f) => f.path), ["__init__.py", "_runtime.py", "py.typed"].map((n) => `2026-07-28/python/sdk_types_2026_07_28/${n}`));
  for (const f of of("go")) assert.match(f.contents, /^package mcp20260728$/m, f.path);
  assert.match(of("go").find((f) => f.path.endsWith("mcp.go"))!.contents, "// Package mcp20260728 holds the MCP");
  assert.equal(of("rust").map((f) => f.path), ["2026-07-28/rust/mcp_2026_07_28.rs", "2026-07-28/rust/mcp_2026_07_28/runtime.rs"]);
  for (const f of of("java")) {
    assert.ok(f.path.startsWith("2026-07-28/java/org/example/mcp/v2026_07_28/"), f.path);
    assert.match(f.contents, /^package org\.example\.mcp\.v2026_07_28;$/m, f.path);
  }
  for (const f of of("kotlin")) assert.match(f.contents, /^package org\.example\.kt\.v2026_07_28$/m, f.path);
  assert.match(of("kotlin").find((f) => f.path.endsWith("McpTypes.kt"))!.contents, 'buildClassSerialDescriptor("org.example.kt.v2026_07_28.TextContent")');
  assert.match(of("kotlin").find((f) => f.path.endsWith("McpRuntime.kt"))!.contents, '"org.example.kt.v2026_07_28.McpNumber"');
  assert.match(of("csharp")[0]!.contents, /^namespace Example\.Mcp\.v2026_07_28;$/m);
  // No file keeps a default name anywhere (the Python and Rust defaults are file names, checked above).
  for (const f of files) assert.not.match(f.contents, /io\.modelcontextprotocol\.schema|ModelContextProtocol\.Schema/, f.path);
  // Nothing left of the defaults' names in any declaration line.
  const declarations = files.flatMap((f) => f.contents.split("\n").filter((l) => /^(package|namespace) /.test(l)));
  assert.not.ok(declarations.some((l) => /io\.modelcontextprotocol\.schema|ModelContextProtocol\.Schema|^package mcp$/.test(l)), declarations.join("\n"));
});

/** Bad names, one per rule: the option it names, and the name it would give for 2026-07-28. */
const badNames: [id: keyof BindingNames, template: string, name: string][] = [
  ["python", "class", "class"],
  ["python", "mcp-types", "mcp-types"],
  ["python", "mcp.types", "mcp.types"],
  ["python", "json", "json"],
  ["go", "main", "main"],
  ["go", "func", "func"],
  ["go", "mcp{version}x-y", "mcp20260728x-y"],
  ["rust", "mod", "mod"],
  ["rust", "serde_json", "serde_json"],
  ["rust", "r#types", "r#types"],
  ["java", "io.example.class.{version}", "io.example.class.v2026_07_28"],
  ["java", "java.mcp", "java.mcp"],
  ["java", "io..mcp", "io..mcp"],
  ["java", "io.1mcp", "io.1mcp"],
  ["java", "io.mcp\u0000.x", "io.mcp\u0000.x"],
  ["kotlin", "io.example.fun", "io.example.fun"],
  ["kotlin", "kotlin.mcp", "kotlin.mcp"],
  ["kotlin", "io.ex ample", "io.ex ample"],
  ["csharp", "Mcp.namespace", "Mcp.namespace"],
  ["csharp", "Mcp.global", "Mcp.global"],
  ["csharp", "Mcp.Schema.", "Mcp.Schema."],
];

test("names: a name not legal in its language is exit 2 naming the option", () => {
  for (const [id, template, name] of badNames) {
    const key = Object.keys(defaultBindingNames[id])[0]!;
    const e = thrown(() => resolveOptions({ bindings: { [id]: { [key]: template } } }));
    assert.is(e.id, "binding-name-invalid", `${id} ${template}`);
    assert.equal({ option: e.args.option, name: e.args.name }, { option: `bindings.${id}.${key}`, name }, `${id} ${template}`);
    assert.not.match(e.message, "\n");
  }
});

test("names: a version asked for is checked too, and one only known at emit time stops the run there", async () => {
  // Go drops every character but letters and digits: a version of dashes leaves `{version}` nothing to be.
  const e = thrown(() => resolveOptions({ specs: ["2026-07-28", "---"], bindings: { go: { package: "{version}" } } }));
  assert.equal([e.id, e.args.version, e.args.name], ["binding-name-invalid", "---", ""]);
  // A schema file's base name is its version: `class.json` makes Java's `io.example.{version}` `io.example.class`.
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-names-"));
  copyFileSync(schemaPath("2026-07-28"), join(dir, "class.json"));
  const options = resolveOptions({ schemas: [join(dir, "class.json")], schemaTs: false, targets: ["java"], bindings: { java: { package: "io.example.{version}" } } });
  try {
    await render(options);
    assert.unreachable("rendered");
  } catch (error) {
    // Not `instanceof`: the target is loaded by import(), a module graph of its own under the test's require hook.
    const c = error as CodegenError<"binding-name-invalid">;
    assert.is(c.name, "CodegenError", String(error));
    assert.equal([c.id, c.args.option, c.args.name, c.args.version], ["binding-name-invalid", "bindings.java.package", "io.example.class", "class"]);
  }
});

test("names: the shape of `bindings` (a language, its one key, a string) is checked", () => {
  const shapes: [value: unknown, path: string][] = [
    [{ swift: { package: "Mcp" } }, "bindings.swift"],
    [{ rust: { package: "mcp" } }, "bindings.rust"],
    [{ java: { package: "io.mcp", extra: "x" } }, "bindings.java"],
    [{ java: { package: 3 } }, "bindings.java"],
    [{ java: "io.mcp" }, "bindings.java"],
    [JSON.parse('{"__proto__": {"package": "x"}}'), "bindings.__proto__"],
  ];
  for (const [value, path] of shapes) {
    const e = thrown(() => resolveOptions({ bindings: value as Partial<BindingNames> }));
    assert.is(e.id, "options-invalid", path);
    assert.match(String(e.args.detail), path);
  }
  assert.is(thrown(() => resolveOptions({ bindings: [] as unknown as Partial<BindingNames> })).id, "options-invalid");
});

test("names: in mcp-codegen.config.json a bad name is exit 2 at its JSON pointer", () => {
  const e = thrown(() => validateConfig({ versions: ["2026-07-28"], bindings: { kotlin: { package: "io.mcp.when" } } }, "mcp-codegen.config.json"));
  assert.is(e.id, "binding-name-invalid");
  assert.match(e.message, /^mcp-codegen\.config\.json #\/bindings\/kotlin\/package: bindings\.kotlin\.package gives "io\.mcp\.when"/);
  const shape = thrown(() => validateConfig({ bindings: { go: { module: "mcp" } } }, "c.json"));
  assert.equal([shape.id, shape.message.startsWith("c.json #/bindings/go: ")], ["options-invalid", true]);
  assert.equal(validateConfig({ bindings: { go: { package: "mcp{version}" } } }, "c.json").bindings, { go: { package: "mcp{version}" } });
});

test("names: the CLI reads bindings from the config and exits 2 with one line on a bad one", () => {
  const dir = mkdtempSync(join(tmpdir(), "mcp-codegen-names-cli-"));
  mkdirSync(join(dir, "good"));
  mkdirSync(join(dir, "bad"));
  const config = (bindings: unknown) => JSON.stringify({ versions: ["2026-07-28"], targets: ["go"], outDir: "out", formatting: "builtin", bindings });
  writeFileSync(join(dir, "bad", "mcp-codegen.config.json"), config({ go: { package: "{version}.x" } }));
  const bad = runCli(["generate"], { cwd: join(dir, "bad") });
  assert.is(bad.status, 2, bad.stderr);
  assert.equal(bad.stderr.trimEnd().split("\n").length, 1, bad.stderr);
  assert.match(bad.stderr, '#/bindings/go/package: bindings.go.package gives "v20260728.x" for version 2026-07-28');
  writeFileSync(join(dir, "good", "mcp-codegen.config.json"), config({ go: { package: "mcp{version}" } }));
  const good = runCli(["generate"], { cwd: join(dir, "good") });
  assert.is(good.status, 0, good.stderr);
});

test.run();
