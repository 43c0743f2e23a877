/**
 * `specChecks.js` + `specChecks.d.ts` per version: the spec's prose rules (generator/specRules/) that this version
 * states, bundled with their runtime into one standalone ES module (no imports), plus its declarations.
 * The rules are real, type-checked modules; esbuild only bundles them, so what runs in a user's client is
 * exactly what the generator's own `lint-tools` runs.
 */
import { readFile } from "node:fs/promises";
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
  // Loaded on use: every other command (and `--help`) starts without esbuild.
  const { build } = await import("esbuild");
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
  return { js: `${header}\n\n${js}`, dts: `${header}\n\n${await declarations()}` };
}

/** The declarations: the runtime's own public types (`specRules/api.ts`, declarations only), then the exports. */
async function declarations(): Promise<string> {
  const api = await readFile(`${rulesDir}api.ts`, "utf8");
  return `${api}
/** The spec rules this file checks. */
export declare const specRules: readonly SpecRuleInfo[];
export declare const checkTool: SpecChecks["checkTool"];
export declare const checkTools: SpecChecks["checkTools"];
export declare const filterTools: SpecChecks["filterTools"];
export declare const checkMetaKeys: SpecChecks["checkMetaKeys"];
`;
}
