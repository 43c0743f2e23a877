import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { prepare } from "../../../generator/generate.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { loadSchema } from "../../../generator/ingest/load.ts";
import { resolveVersion } from "../../../generator/ingest/sources.ts";
import { resolveOptions } from "../../../generator/options.ts";
import { deriveMethods } from "../../../generator/mcp/methods.ts";
import { deriveCapabilities } from "../../../generator/mcp/capabilities.ts";
import { methodRecord } from "../../../generator/targets/methods/methodsJson.ts";
import { codeSpan } from "../../../generator/targets/methods/markdown.ts";
import { methodMatrix } from "../../../generator/targets/methods/matrix.ts";
import { targetIds, targets } from "../../../generator/targets/index.ts";
import { schemaPath, schemasDir, versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import type { OutputFile } from "../../../generator/emit/output.ts";

const contentsOf = (files: OutputFile[], path: string) => {
  const f = files.find((x) => x.path === path);
  assert.ok(f, `missing ${path}`);
  return f!.contents;
};

test("the methods target is registered", async () => {
  assert.ok(targetIds.includes("methods"));
  const t = targets.find((x) => x.id === "methods")!;
  assert.ok(t.description.length > 0);
  assert.type((await t.load()).combine, "function");
});

test("methods.json and capabilities.json publish the derivation, per version", async () => {
  const options = resolveOptions({ schemaDir: schemasDir, download: false });
  const files = await renderFiles({ specs: [...versions], targets: ["methods"] });
  for (const v of versions) {
    // The model the generator used: the effective schema, after the shipped patches.
    const { model } = await prepare(await resolveVersion(v, options), options);
    const methods = deriveMethods(model);
    assert.equal(
      JSON.parse(contentsOf(files, `${v}/methods.json`)),
      { version: v, methods: methods.map(methodRecord) },
      v,
    );
    const caps = deriveCapabilities(model, methods);
    assert.equal(JSON.parse(contentsOf(files, `${v}/capabilities.json`)), { version: v, ...caps }, v);
  }
  const callTool = (
    JSON.parse(contentsOf(files, "2025-11-25/methods.json")) as { methods: Record<string, unknown>[] }
  ).methods.find((m) => m.method === "tools/call");
  assert.equal(callTool, {
    method: "tools/call",
    kind: "request",
    direction: "client-to-server",
    via: "json-rpc",
    definition: "CallToolRequest",
    params: "CallToolRequestParams",
    paramsRequired: true,
    result: "CallToolResult",
    alternativeResults: ["CreateTaskResult"],
    capability: "tools",
    capabilitySide: "server",
    deprecated: false,
  });
});

test("cross-version methods.json and methods.md: a method x version matrix", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["methods"] });
  const matrix = JSON.parse(contentsOf(files, "methods.json")) as {
    versions: string[];
    methods: {
      method: string;
      direction: string;
      kind: string;
      status: Record<string, string>;
      via: Record<string, string>;
    }[];
  };
  assert.equal(matrix.versions, [...versions]);
  const row = (method: string, direction: string) =>
    matrix.methods.find((r) => r.method === method && r.direction === direction)!;
  assert.equal(Object.values(row("initialize", "client-to-server").status), [
    "present",
    "present",
    "present",
    "present",
    "absent",
    "absent",
  ]);
  assert.equal(Object.values(row("elicitation/create", "server-to-client").status), [
    "absent",
    "absent",
    "present",
    "present",
    "present",
    "present",
  ]);
  assert.equal(row("elicitation/create", "server-to-client").via, {
    "2025-06-18": "json-rpc",
    "2025-11-25": "json-rpc",
    "2026-07-28": "input-request",
    draft: "input-request",
  });
  assert.equal(Object.values(row("server/discover", "client-to-server").status), [
    "absent",
    "absent",
    "absent",
    "absent",
    "present",
    "present",
  ]);
  const rows = matrix.methods.length;
  const md = contentsOf(files, "methods.md");
  const tableLines = md.split("\n").filter((l) => l.startsWith("|"));
  assert.is(tableLines.length, rows + 2);
  assert.match(
    md,
    // roots/list is @deprecated in 2026-07-28 (a shipped patch restores the tag schema.json drops).
    /\| `roots\/list`\s+\| request\s+\| server-to-client \|\s+✓\s+\|\s+✓\s+\|\s+✓\s+\|\s+✓\s+\|\s+deprecated \(input request\)\s+\|/,
  );
  console.log(`  matrix: ${rows} method/direction rows across ${versions.length} versions`);
});

test("--target methods without ts emits the ts target's own types.ts; with both, files are identical", async () => {
  const alone = await renderFiles({ specs: ["2026-07-28"], targets: ["methods"] });
  const both = await renderFiles({ specs: ["2026-07-28"], targets: ["ts", "methods"] });
  const tsOnly = await renderFiles({ specs: ["2026-07-28"], targets: ["ts"] });
  assert.is(contentsOf(alone, "2026-07-28/types.ts"), contentsOf(tsOnly, "2026-07-28/types.ts"));
  assert.is(both.filter((f) => f.path === "2026-07-28/types.ts").length, 1, "no duplicate types.ts");
  for (const f of alone) assert.is(contentsOf(both, f.path), f.contents, f.path);
});

test("output is byte-identical across runs", async () => {
  const a = await renderFiles({ specs: ["2025-11-25", "2026-07-28"], targets: ["methods"] });
  const b = await renderFiles({ specs: ["2025-11-25", "2026-07-28"], targets: ["methods"] });
  assert.equal(a, b);
});

test("the runtime constants of methods.ts: method tuples, methodInfo, capabilities", async () => {
  const files = await renderFiles({ specs: ["2025-11-25"], targets: ["methods"] });
  const dir = writeTemp(files);
  const mod = (await import(pathToFileURL(join(dir, "2025-11-25", "methods.ts")).href)) as {
    clientRequestMethods: readonly string[];
    serverRequestMethods: readonly string[];
    methodInfo(name: string, direction?: string): Record<string, unknown> | undefined;
    capabilities: { client: Record<string, string[]>; server: Record<string, string[]> };
  };
  assert.is(mod.clientRequestMethods.length, 17);
  assert.ok(mod.serverRequestMethods.includes("elicitation/create"));
  assert.equal(mod.methodInfo("tasks/list", "server-to-client")?.capability, "tasks.list");
  assert.equal(mod.methodInfo("tasks/list", "server-to-client")?.capabilitySide, "client");
  assert.equal(mod.methodInfo("ping")?.direction, "client-to-server");
  assert.is(mod.methodInfo("tools/frobnicate"), undefined);
  assert.equal(mod.capabilities.server["resources.subscribe"], [
    "notifications/resources/updated",
    "resources/subscribe",
    "resources/unsubscribe",
  ]);
});

test("2026-07-28: input requests get their own map and handlers; no JSON-RPC server requests", async () => {
  const files = await renderFiles({ specs: ["2026-07-28"], targets: ["methods"] });
  const dir = writeTemp(files);
  const mod = (await import(pathToFileURL(join(dir, "2026-07-28", "methods.ts")).href)) as {
    serverRequestMethods: readonly string[];
    inputRequestMethods: readonly string[];
    methodInfo(name: string, direction?: string, via?: string): Record<string, unknown> | undefined;
  };
  assert.equal(mod.serverRequestMethods, []);
  assert.equal(mod.inputRequestMethods, ["elicitation/create", "roots/list", "sampling/createMessage"]);
  assert.is(mod.methodInfo("roots/list", "server-to-client", "input-request")?.result, "ListRootsResult");
  assert.is(mod.methodInfo("roots/list", "server-to-client", "json-rpc"), undefined);
  const source = contentsOf(files, "2026-07-28/methods.ts");
  assert.match(source, /"roots\/list": Handler<InputRequests\["roots\/list"\], Extra>;/);
  assert.match(source, /"roots\/list": \{\s+params: Types\.ListRootsRequest\["params"\];/);
});

test("the matrix marks a method deprecated in the versions that deprecate it", async () => {
  const model = buildModel(await loadSchema(schemaPath("2025-11-25"), "2025-11-25"));
  const before = deriveMethods(model);
  const after = before.map((m) => (m.method === "ping" ? { ...m, deprecated: true } : m));
  const matrix = methodMatrix([
    { version: "a", methods: before },
    { version: "b", methods: after },
    { version: "c", methods: before.filter((m) => m.method !== "ping") },
  ]);
  const ping = matrix.methods.filter((r) => r.method === "ping");
  assert.equal(
    ping.map((r) => [r.direction, r.status]),
    [
      ["client-to-server", { a: "present", b: "deprecated", c: "absent" }],
      ["server-to-client", { a: "present", b: "deprecated", c: "absent" }],
    ],
  );
});

test("markdown code spans survive backticks, pipes and newlines from a schema", () => {
  assert.is(codeSpan("tools/call"), "`tools/call`");
  assert.is(codeSpan("a|b"), "`a\\|b`");
  assert.is(codeSpan("x`y"), "``x`y``");
  assert.is(codeSpan("`x"), "`` `x ``");
  assert.is(codeSpan("a\nb"), "`a b`");
});

test.run();
