import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../helpers/paths.ts";

/** README's "Programmatic API" section, as written. */
function apiSection(): string {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
  const start = readme.indexOf("\n## Programmatic API\n");
  const end = readme.indexOf("\n## ", start + 1);
  if (start < 0 || end < 0) throw new Error("README.md has no Programmatic API section");
  return readme.slice(start, end);
}

function block(language: string): string {
  const m = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(apiSection());
  if (!m) throw new Error(`README's API section has no ${language} block`);
  return m[1]!;
}

/** The build-script example, exactly as the README shows it. */
export function readmeApiExample(): string {
  return block("ts");
}

/** The mcp-codegen.config.json the example runs with, exactly as the README shows it. */
export function readmeApiConfig(): string {
  return block("json");
}
