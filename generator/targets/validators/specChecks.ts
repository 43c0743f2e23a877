/**
 * `specChecks.js` + `specChecks.d.ts` per version: the spec's prose rules (generator/specRules/) that this version
 * states, bundled with their runtime into one standalone ES module (no imports), plus its declarations.
 * The rules are real, type-checked modules; esbuild only bundles them, so what runs in a user's client is
 * exactly what the generator's own `lint-tools` runs.
 */
import { build } from "esbuild";
import type { Model } from "../../ir/model.js";
import { quote } from "../../emit/code.js";
import { projectRoot } from "../../projectRoot.js";
import { specRulesFor } from "../../specRules/index.js";
import { proseMetaKeys } from "../../specRules/rules/metaKeyStated.js";

/** The rule modules' sources: bundled from the .ts files in a checkout and in the package alike (it ships them). */
const rulesDir = `${projectRoot}generator/specRules/`;

/** The `_meta` keys this version defines: properties of its `*MetaObject` definitions, and keys stated only in prose. */
export function knownMetaKeys(model: Model, version: string): string[] {
  const keys = new Set<string>(proseMetaKeys[version] ?? []);
  for (const d of model.definitions) {
    if (!d.name.endsWith("MetaObject") || d.type.kind !== "object") continue;
    for (const p of d.type.properties) if (p.name.includes("/")) keys.add(p.name);
  }
  return [...keys].sort();
}

/** A rule's module and export are named after its id (`tool-name-length` -> rules/toolNameLength.ts); a test checks. */
export function ruleExport(id: string): string {
  return id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The bundle's entry: this version's rules, by their modules, handed to the runtime. */
function entrySource(version: string, known: readonly string[]): string {
  const rules = specRulesFor(version);
  const imports = rules.map((r) => `import { ${ruleExport(r.id)} } from ${quote(`./rules/${ruleExport(r.id)}.js`)};`);
  return [
    `import { makeSpecChecks } from "./check.js";`,
    ...imports,
    `/** The spec rules this file checks: id, MUST or SHOULD, and where the spec states them. */`,
    `export const specRules = [${rules.map((r) => ruleExport(r.id)).join(", ")}].map(({ id, level, stated }) => ({ id, level, stated }));`,
    `const checks = makeSpecChecks([${rules.map((r) => ruleExport(r.id)).join(", ")}], ${quote(known)});`,
    `export const checkTool = checks.checkTool;`,
    `export const checkTools = checks.checkTools;`,
    `export const filterTools = checks.filterTools;`,
    `export const checkMetaKeys = checks.checkMetaKeys;`,
  ].join("\n");
}

export async function emitSpecChecks(model: Model, version: string, header: string): Promise<{ js: string; dts: string }> {
  const result = await build({
    stdin: {
      contents: entrySource(version, knownMetaKeys(model, version)),
      resolveDir: rulesDir,
      sourcefile: "specChecks.entry.js",
      loader: "js",
    },
    absWorkingDir: rulesDir,
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
  });
  const js = result.outputFiles[0]!.text;
  return { js: `${header}\n\n${js}`, dts: `${header}\n\n${declarations}` };
}

/** The module's declarations: the runtime's public types (generator/specRules/check.ts), as plain declarations. */
const declarations = `/** A rule the spec states in prose: where one value breaks it. MUST failures are errors, SHOULD failures warnings. */
export interface SpecProblem {
  /** The rule id (\`x-mcp-header-token\`). */
  rule: string;
  level: "MUST" | "SHOULD";
  /** JSON pointer into the checked value. */
  path: string;
  message: string;
}

export interface SpecCheckResult {
  errors: SpecProblem[];
  warnings: SpecProblem[];
}

/** A tool \`filterTools\` left out, with why. */
export interface ExcludedTool {
  tool: string;
  message: string;
  reasons: SpecProblem[];
}

/** The spec rules this file checks. */
export declare const specRules: readonly { id: string; level: "MUST" | "SHOULD"; stated: { page: string; section: string; text: string } }[];

/** The rules of one tool definition (run it after schema validation; it never throws). */
export declare function checkTool(tool: unknown): SpecCheckResult;

/** A server's tool list: each tool's rules (paths from the list) and the list's own (unique names). */
export declare function checkTools(tools: unknown): SpecCheckResult;

/**
 * A \`tools/list\` result as a Streamable HTTP client must take it: the tools it may use, and one warning per
 * excluded tool naming the tool and the reasons.
 */
export declare function filterTools<T>(listToolsResult: { tools: readonly T[] }): { tools: T[]; warnings: ExcludedTool[] };
export declare function filterTools(listToolsResult: unknown): { tools: unknown[]; warnings: ExcludedTool[] };

/** The keys of one \`_meta\` object. */
export declare function checkMetaKeys(meta: unknown): SpecCheckResult;
`;
