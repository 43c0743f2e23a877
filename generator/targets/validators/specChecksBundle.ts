/**
 * The spec rules bundled for `specChecks.js`: one standalone ES module (no imports) per set of rules a version states,
 * built by esbuild from the real, type-checked rule modules (generator/specRules/). The package's build writes every
 * set to one asset (`npm run build`), so a user's install runs no bundler and needs no esbuild; a checkout running
 * the sources bundles on use (esbuild is a devDependency), so an edited rule is never read from a stale build.
 */
import { readFile } from "node:fs/promises";
import { projectRoot } from "../../projectRoot.js";
import { specRules, specRulesFor } from "../../specRules/index.js";

/** The rule modules' folder, in a checkout. */
const rulesDir = `${projectRoot}generator/specRules/`;
/** The asset the build writes (and the package ships). */
export const bundlesAsset = `${projectRoot}dist/specChecks.bundles.json`;
/** Stands in the bundle for the version's known `_meta` keys: an identifier esbuild prints as it is. */
export const knownKeysPlaceholder = "__mcpCodegenKnownMetaKeys__";

/** Every bundle the generator can emit, by `bundleKey`, and the runtime's declarations (`specRules/api.ts`). */
export interface SpecChecksBundles {
  api: string;
  bundles: Record<string, string>;
}

/** A rule's module and export are named after its id (`tool-name-length` -> rules/toolNameLength.ts); a test checks. */
export function ruleExport(id: string): string {
  return id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The key of a version's rule set: its rule ids in registry order. */
export function bundleKey(version: string): string {
  return specRulesFor(version)
    .map((r) => r.id)
    .join(",");
}

/** The bundles of a run: the build's asset in the package, a fresh bundling in a checkout running the sources. */
export async function loadBundles(): Promise<(version: string) => Promise<{ js: string; api: string }>> {
  if (import.meta.url.endsWith(".js")) {
    const asset = JSON.parse(await readFile(bundlesAsset, "utf8")) as SpecChecksBundles;
    return async (version) => {
      const js = asset.bundles[bundleKey(version)];
      if (js === undefined) throw new Error(`mcp-codegen: ${bundlesAsset} has no spec checks for ${version}: rebuild the package`);
      return { js, api: asset.api };
    };
  }
  const api = await readFile(`${rulesDir}api.ts`, "utf8");
  return async (version) => ({ js: await bundleRules(version), api });
}

/** Every distinct rule set (one per version any rule names, and the empty set), bundled: the build's asset. */
export async function bundleAll(): Promise<SpecChecksBundles> {
  const versions = ["", ...new Set(specRules.flatMap((r) => [...r.versions]))].sort();
  const bundles: Record<string, string> = {};
  for (const v of versions) bundles[bundleKey(v)] ??= await bundleRules(v);
  return { api: await readFile(`${rulesDir}api.ts`, "utf8"), bundles: Object.fromEntries(Object.entries(bundles).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/** The bundle's entry: this version's rules, by their modules, handed to the runtime with the placeholder's keys. */
function entrySource(version: string): string {
  const names = specRulesFor(version).map((r) => ruleExport(r.id));
  return [
    `import { makeSpecChecks } from "./check.js";`,
    ...names.map((n) => `import { ${n} } from ${JSON.stringify(`./rules/${n}.js`)};`),
    `/** The spec rules this file checks: id, MUST or SHOULD, and where the spec states them. */`,
    `export const specRules = [${names.join(", ")}].map(({ id, level, stated }) => ({ id, level, stated }));`,
    `const checks = makeSpecChecks([${names.join(", ")}], ${knownKeysPlaceholder});`,
    `export const checkTool = checks.checkTool;`,
    `export const checkTools = checks.checkTools;`,
    `export const filterTools = checks.filterTools;`,
    `export const checkMetaKeys = checks.checkMetaKeys;`,
  ].join("\n");
}

async function bundleRules(version: string): Promise<string> {
  // A devDependency: only a checkout (and the build) bundles.
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents: entrySource(version), resolveDir: rulesDir, sourcefile: "specChecks.entry.js", loader: "js" },
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
  if (js.split(knownKeysPlaceholder).length !== 2) throw new Error("mcp-codegen: the spec checks bundle must name the known keys once");
  return js;
}
