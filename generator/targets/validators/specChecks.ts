/**
 * `specChecks.js` + `specChecks.d.ts` per version: the spec's prose rules (generator/specRules/) that this version
 * states, bundled with their runtime into one standalone ES module (no imports), plus its declarations.
 * The rules are real, type-checked modules, bundled as they are (specChecksBundle.ts), so what runs in a user's
 * client is exactly what the generator's own `lint-tools` runs.
 */
import type { Model } from "../../ir/model.js";
import { quote } from "../../emit/code.js";
import { proseMetaKeys } from "../../specRules/rules/metaKeyStated.js";
import { knownKeysPlaceholder, loadBundles } from "./specChecksBundle.js";

export { ruleExport } from "./specChecksBundle.js";

/** The `_meta` keys this version defines: properties of its `*MetaObject` definitions, and keys stated only in prose. */
export function knownMetaKeys(model: Model, version: string): string[] {
  const keys = new Set<string>(proseMetaKeys[version] ?? []);
  for (const d of model.definitions) {
    if (!d.name.endsWith("MetaObject") || d.type.kind !== "object") continue;
    for (const p of d.type.properties) if (p.name.includes("/")) keys.add(p.name);
  }
  return [...keys].sort();
}

let bundles: ReturnType<typeof loadBundles> | undefined;

export async function emitSpecChecks(model: Model, version: string, header: string): Promise<{ js: string; dts: string }> {
  bundles ??= loadBundles();
  const { js, api } = await (await bundles)(version);
  // The keys as a quoted literal (the output stage formats the file): a schema's key cannot leave its string.
  const known = js.replace(knownKeysPlaceholder, () => quote(knownMetaKeys(model, version)));
  return { js: `${header}\n\n${known}`, dts: `${header}\n\n${declarations(api)}` };
}

/** The declarations: the runtime's own public types (`specRules/api.ts`, declarations only), then the exports. */
function declarations(api: string): string {
  return `${api}
/** The spec rules this file checks. */
export declare const specRules: readonly SpecRuleInfo[];
export declare const checkTool: SpecChecks["checkTool"];
export declare const checkTools: SpecChecks["checkTools"];
export declare const filterTools: SpecChecks["filterTools"];
export declare const checkMetaKeys: SpecChecks["checkMetaKeys"];
`;
}
