import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { toolFacts } from "../../generator/specRules/check.ts";
import type { SpecFinding, SpecRule } from "../../generator/specRules/rule.ts";
import { projectRoot } from "../helpers/paths.ts";

/** A fixture per rule: cases whose input the rule (alone) must answer with exactly `expect`. */
export interface RuleFixture {
  rule: string;
  version: string;
  cases: {
    name: string;
    subject: "tool" | "tools" | "meta";
    input: unknown;
    expect: SpecFinding[];
  }[];
}

const fixtureDir = join(projectRoot, "test", "fixtures", "specRules");
export const fixtures: RuleFixture[] = readdirSync(fixtureDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(fixtureDir, f), "utf8")) as RuleFixture);

/** The rule's findings on one case, as the runtime would compute them (paths from the checked value). */
export function findingsOf(rule: SpecRule, c: RuleFixture["cases"][number], known: ReadonlySet<string>): SpecFinding[] {
  switch (c.subject) {
    case "tool":
      return rule.subject === "tool" ? rule.check(toolFacts(c.input)) : [];
    case "tools": {
      const tools = c.input as unknown[];
      if (rule.subject === "tool-list") return rule.check(tools.map(toolFacts));
      if (rule.subject === "tool") return tools.flatMap((t, i) => rule.check(toolFacts(t)).map((f) => ({ ...f, path: `/${i}${f.path}` })));
      return [];
    }
    case "meta":
      return rule.subject === "meta-key" ? Object.keys(c.input as object).flatMap((k) => rule.check(k, known)) : [];
  }
}
