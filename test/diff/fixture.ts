/** Rule fixtures: a base MCP-like schema whose `$defs` each fixture overrides before and after. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { modelForDiff } from "../../generator/diff/modelForDiff.ts";
import type { JsonValue, Model } from "../../generator/ir/model.ts";
import { projectRoot } from "../helpers/paths.ts";

export const fixturesDir = join(projectRoot, "test", "fixtures", "diff");

export interface ExpectedChange {
  rule: string;
  breaks: string[];
  path: string;
  before: JsonValue;
  after: JsonValue;
}

export interface RuleFixture {
  name: string;
  description: string;
  before: Record<string, JsonValue | null>;
  after: Record<string, JsonValue | null>;
  expected: ExpectedChange[];
}

export function ruleFixtures(): RuleFixture[] {
  const dir = join(fixturesDir, "rules");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({
      name: f.replace(/\.json$/, ""),
      ...(JSON.parse(readFileSync(join(dir, f), "utf8")) as Omit<RuleFixture, "name">),
    }));
}

/** The base schema with `overrides` applied: a value replaces a definition, null removes it. */
export function fixtureSchema(overrides: Record<string, JsonValue | null>): JsonValue {
  const base = JSON.parse(readFileSync(join(fixturesDir, "base.json"), "utf8")) as { $defs: Record<string, JsonValue> };
  const defs = { ...base.$defs };
  for (const [name, schema] of Object.entries(overrides)) {
    if (schema === null) delete defs[name];
    else defs[name] = schema;
  }
  return { ...base, $defs: defs };
}

export function fixtureModels(f: RuleFixture): { from: Model; to: Model } {
  return {
    from: modelForDiff(fixtureSchema(f.before), "before.json"),
    to: modelForDiff(fixtureSchema(f.after), "after.json"),
  };
}
