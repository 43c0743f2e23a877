import { test } from "uvu";
import * as assert from "uvu/assert";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { specRules, specRulesFor } from "../../generator/specRules/index.ts";
import { specRuleMessages } from "../../generator/specRules/messages.ts";
import { makeSpecChecks } from "../../generator/specRules/check.ts";
import { ruleExport } from "../../generator/targets/validators/specChecks.ts";
import { projectRoot } from "../helpers/paths.ts";
import { findingsOf, fixtures } from "./fixtures.ts";

const known = new Set(["io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientInfo"]);

test("the registry: unique ids, a message, a fixture, a file named after each rule, the versions that state it", () => {
  const ids = specRules.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const r of specRules) {
    assert.type(specRuleMessages[r.id], "function", r.id);
    assert.ok(
      fixtures.some((f) => f.rule === r.id),
      `fixture for ${r.id}`,
    );
    assert.ok(existsSync(join(projectRoot, "generator", "specRules", "rules", `${ruleExport(r.id)}.ts`)), `rules/${ruleExport(r.id)}.ts`);
    assert.ok(r.versions.length > 0 && r.stated.text.length > 10 && r.stated.page.length > 0, r.id);
    assert.ok(r.level === "MUST" || r.level === "SHOULD");
  }
  assert.equal(fixtures.map((f) => f.rule).sort(), [...ids].sort());
});

test("versions lack the rules their spec does not state", () => {
  assert.equal(specRulesFor("2024-11-05"), []);
  assert.equal(specRulesFor("2025-03-26"), []);
  assert.equal(
    specRulesFor("2025-06-18").map((r) => r.id),
    ["meta-key-prefix", "meta-key-name", "meta-key-reserved-forward"],
  );
  assert.ok(!specRulesFor("2025-11-25").some((r) => r.id.startsWith("x-mcp-header")));
  assert.ok(specRulesFor("2026-07-28").some((r) => r.id === "x-mcp-header-reachable"));
  assert.equal(
    specRulesFor("draft").map((r) => r.id),
    specRulesFor("2026-07-28").map((r) => r.id),
  );
});

for (const fixture of fixtures) {
  test(`rule ${fixture.rule}: every fixture case`, () => {
    const rule = specRules.find((r) => r.id === fixture.rule)!;
    assert.ok(rule, fixture.rule);
    assert.ok((rule.versions as readonly string[]).includes(fixture.version));
    assert.ok(
      fixture.cases.some((c) => c.expect.length === 0),
      "a passing case",
    );
    assert.ok(
      fixture.cases.some((c) => c.expect.length > 0),
      "a failing case",
    );
    for (const c of fixture.cases) {
      const before = JSON.stringify(c.input);
      assert.equal(findingsOf(rule, c, known), c.expect, `${fixture.rule}: ${c.name}`);
      assert.is(JSON.stringify(c.input), before, "input untouched");
      for (const f of c.expect) assert.not.match(specRuleMessages[rule.id](f.args), /undefined/, `${rule.id} message args`);
    }
  });
}

const executeSql = {
  name: "execute_sql",
  description: "Execute SQL on Google Cloud Spanner",
  inputSchema: {
    type: "object",
    properties: {
      region: {
        type: "string",
        description: "The region to execute the query in",
        "x-mcp-header": "Region",
      },
      query: { type: "string", description: "The SQL query to execute" },
    },
    required: ["region", "query"],
  },
};

test("the spec's own execute_sql example passes every 2026-07-28 and draft rule", () => {
  for (const v of ["2026-07-28", "draft"]) {
    const checks = makeSpecChecks(specRulesFor(v), []);
    assert.equal(checks.checkTool(executeSql), { errors: [], warnings: [] });
    assert.equal(checks.filterTools({ tools: [executeSql] }), {
      tools: [executeSql],
      warnings: [],
    });
  }
});

test("filterTools keeps the good tools of a mixed list and names each excluded tool with its reasons", () => {
  const checks = makeSpecChecks(specRulesFor("2026-07-28"), []);
  const numberHeader = {
    name: "bad_number",
    inputSchema: {
      type: "object",
      properties: { n: { type: "number", "x-mcp-header": "N" } },
    },
  };
  const crlf = {
    name: "bad_crlf",
    inputSchema: {
      type: "object",
      properties: { r: { type: "string", "x-mcp-header": "R\r\nX: y" } },
    },
  };
  const badName = { name: "has space", inputSchema: { type: "object" } }; // a SHOULD: kept
  const result = checks.filterTools({
    tools: [numberHeader, executeSql, crlf, badName],
  });
  assert.equal(result.tools, [executeSql, badName]);
  assert.equal(
    result.warnings.map((w) => [w.tool, w.reasons.map((r) => r.rule)]),
    [
      ["bad_number", ["x-mcp-header-type"]],
      ["bad_crlf", ["x-mcp-header-control"]], // CR/LF are the control rule's, not also the token rule's
    ],
  );
  assert.match(result.warnings[0]!.message, /bad_number/);
  assert.match(result.warnings[0]!.message, /number/);
  // 2025-11-25 has no x-mcp-header rules: nothing is excluded.
  assert.equal(
    makeSpecChecks(specRulesFor("2025-11-25"), []).filterTools({
      tools: [numberHeader],
    }).tools,
    [numberHeader],
  );
});

test("checkTools: per-tool problems are located in the list, and the list's own rules run", () => {
  const checks = makeSpecChecks(specRulesFor("2026-07-28"), []);
  const r = checks.checkTools([
    executeSql,
    {
      ...executeSql,
      inputSchema: {
        type: "object",
        properties: { a: { type: "object", "x-mcp-header": "A" } },
      },
    },
  ]);
  assert.equal(
    r.errors.map((e) => [e.rule, e.path]),
    [["x-mcp-header-type", "/1/inputSchema/properties/a/x-mcp-header"]],
  );
  assert.equal(
    r.warnings.map((e) => [e.rule, e.path]),
    [["tool-name-unique", "/1/name"]],
  );
});

test("checkMetaKeys: MUSTs as errors, reserved keys as warnings, declared keys allowed", () => {
  const checks = makeSpecChecks(specRulesFor("2026-07-28"), ["io.modelcontextprotocol/protocolVersion"]);
  const r = checks.checkMetaKeys({
    "io.modelcontextprotocol/protocolVersion": "x",
    "io.modelcontextprotocol/other": 1,
    "-bad": 2,
    "com.example/ok": 3,
  });
  assert.equal(
    r.errors.map((e) => [e.rule, e.path]),
    [["meta-key-name", "/-bad"]],
  );
  assert.equal(
    r.warnings.map((e) => [e.rule, e.path]),
    [["meta-key-reserved", "/io.modelcontextprotocol~1other"]],
  );
  assert.equal(checks.checkMetaKeys("not an object"), {
    errors: [],
    warnings: [],
  });
});

test.run();
