import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSchema } from "../../../generator/ingest/load.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { emitSpecChecks, knownMetaKeys } from "../../../generator/targets/validators/specChecks.ts";
import { makeSpecChecks, type SpecChecks } from "../../../generator/specRules/check.ts";
import { specRules, specRulesFor } from "../../../generator/specRules/index.ts";
import { specRuleMessages } from "../../../generator/specRules/messages.ts";
import { fixtures } from "../../specRules/fixtures.ts";
import { schemaPath, versions } from "../../helpers/paths.ts";
import { typecheck } from "../../helpers/tsc.ts";

const dir = mkdtempSync(join(tmpdir(), "mcp-spec-checks-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));

interface Generated extends SpecChecks {
  specRules: readonly { id: string; level: string }[];
}

const generated = new Map<string, { js: string; dts: string; module: Generated; known: string[] }>();
test.before(async () => {
  for (const v of versions) {
    const model = buildModel(await loadSchema(schemaPath(v)));
    const known = knownMetaKeys(model, v);
    const { js, dts } = await emitSpecChecks(model, v, `// test header ${v}`);
    writeFileSync(join(dir, `${v}.js`), js);
    writeFileSync(join(dir, `${v}.d.ts`), dts);
    generated.set(v, {
      js,
      dts,
      known,
      module: (await import(pathToFileURL(join(dir, `${v}.js`)).href)) as Generated,
    });
  }
});

test("one standalone module per version, holding only that version's rules; deterministic", async () => {
  for (const v of versions) {
    const g = generated.get(v)!;
    assert.not.match(g.js, /^\s*import\s|require\(/m, `${v}: no imports`);
    assert.equal(
      g.module.specRules.map((r) => r.id),
      specRulesFor(v).map((r) => r.id),
      v,
    );
    // The wording catalog is bundled whole; the rules themselves (their stated text, their checks) only where stated.
    for (const r of specRules) {
      if (!specRulesFor(v).includes(r)) assert.not.ok(g.js.includes(JSON.stringify(r.stated.text)), `${v} lacks ${r.id}`);
    }
    const model = buildModel(await loadSchema(schemaPath(v)));
    assert.is((await emitSpecChecks(model, v, `// test header ${v}`)).js, g.js, `${v}: byte-identical rerun`);
  }
  assert.equal(generated.get("2026-07-28")!.known, [
    "io.modelcontextprotocol/clientCapabilities",
    "io.modelcontextprotocol/clientInfo",
    "io.modelcontextprotocol/logLevel",
    "io.modelcontextprotocol/protocolVersion",
    "io.modelcontextprotocol/serverInfo",
    "io.modelcontextprotocol/subscriptionId",
  ]);
});

test("the generated checks give every fixture's findings, worded by the catalog", () => {
  let cases = 0;
  for (const f of fixtures) {
    const m = generated.get(f.version)!.module;
    for (const c of f.cases) {
      const result = c.subject === "tool" ? m.checkTool(c.input) : c.subject === "tools" ? m.checkTools(c.input) : m.checkMetaKeys(c.input);
      const got = [...result.errors, ...result.warnings].filter((p) => p.rule === f.rule).map((p) => ({ path: p.path, message: p.message }));
      const want = c.expect.map((e) => ({
        path: e.path,
        message: specRuleMessages[f.rule as keyof typeof specRuleMessages](e.args),
      }));
      assert.equal(got, want, `${f.rule}: ${c.name}`);
      cases++;
    }
  }
  assert.ok(cases >= 50, `${cases} cases`);
});

test("specChecks.d.ts types a consumer under --strict, and matches the runtime's own types", () => {
  const consumer = join(dir, "consumer.ts");
  writeFileSync(
    consumer,
    [
      `import { checkTool, filterTools, checkMetaKeys, checkTools, specRules, type SpecProblem } from "./2026-07-28.js";`,
      `import type { SpecChecks } from ${JSON.stringify(join(process.cwd(), "generator/specRules/check.ts").replace(/\.ts$/, ".js"))};`,
      `interface Tool { name: string; inputSchema: { type: "object" } }`,
      `const tools: Tool[] = filterTools({ tools: [{ name: "a", inputSchema: { type: "object" } }] as Tool[] }).tools;`,
      `const p: SpecProblem | undefined = checkTool(tools[0]).errors[0];`,
      `const same: SpecChecks = { checkTool, checkTools, filterTools, checkMetaKeys };`,
      `const level: "MUST" | "SHOULD" | undefined = specRules[0]?.level;`,
      `export { p, same, level, checkMetaKeys };`,
    ].join("\n"),
  );
  writeFileSync(join(dir, "package.json"), `{"type":"module"}`);
  const problems = typecheck([consumer], { allowImportingTsExtensions: false });
  assert.equal(
    problems.filter((d) => !d.file.includes("generator/")),
    [],
  );
});

/** Arbitrary JSON, and tools whose inputSchema mixes schema keywords, annotations and junk. */
const json = fc.jsonValue({ maxDepth: 6 });
const keyword = fc.constantFrom(
  "properties",
  "items",
  "allOf",
  "anyOf",
  "$ref",
  "$defs",
  "x-mcp-header",
  "type",
  "additionalProperties",
  "__proto__",
  "constructor",
  "prefixItems",
  "not",
);
const schemaish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    json,
    fc.dictionary(
      fc.oneof(keyword, fc.string()),
      fc.oneof(tie("node"), fc.constantFrom("#", "#/$defs/a", "#/properties", "#/%ZZ", "string", "number"), fc.array(tie("node"), { maxLength: 3 })),
      { maxKeys: 5 },
    ),
  ),
})).node;
const toolish = fc.oneof(json, fc.record({ name: fc.oneof(fc.string(), json), inputSchema: schemaish }, { requiredKeys: [] }));

test("no check ever throws, on any JSON (source and generated, every version)", () => {
  const all: [string, SpecChecks][] = [
    ...versions.map((v) => [`source ${v}`, makeSpecChecks(specRulesFor(v), generated.get(v)!.known)] as [string, SpecChecks]),
    ...versions.map((v) => [`generated ${v}`, generated.get(v)!.module] as [string, SpecChecks]),
  ];
  fc.assert(
    fc.property(toolish, fc.array(toolish, { maxLength: 4 }), json, (tool, list, meta) => {
      for (const [, c] of all) {
        c.checkTool(tool);
        c.checkTools(list);
        c.checkTools(tool);
        c.filterTools({ tools: list });
        c.filterTools(tool);
        c.checkMetaKeys(meta);
        c.checkMetaKeys(tool);
      }
    }),
    { numRuns: 300, seed: 17 },
  );
});

test("a huge or self-referencing inputSchema ends with an answer", () => {
  const m = generated.get("2026-07-28")!.module;
  let deep: Record<string, unknown> = {
    type: "string",
    "x-mcp-header": "Deep",
  };
  for (let i = 0; i < 50_000; i++) deep = { type: "object", properties: { p: deep } };
  const r = m.checkTool({ name: "deep", inputSchema: deep });
  assert.ok(
    r.errors.some((e) => e.rule === "x-mcp-header-reachable" && e.path === "/inputSchema"),
    "too large: reported, not crashed",
  );
  const loop = m.checkTool({
    name: "loop",
    inputSchema: {
      $ref: "#",
      type: "object",
      properties: { a: { $ref: "#" } },
    },
  });
  assert.equal(loop, { errors: [], warnings: [] });
});

test.run();
