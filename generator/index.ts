/** Programmatic API: the pipeline's stages and the orchestrators that run them. */
export { loadSchema, parseSchema, sha256, type LoadedSchema } from "./ingest/load.js";
export { buildModel, toModel } from "./ingest/toModel.js";
export { knownVersions, resolveSources, fetchVersion } from "./ingest/sources.js";
// The CLI's commands as functions (the config read as the CLI reads it; errors name options, not flags).
export { generate } from "./api/generate.js";
export { check } from "./api/check.js";
export { diff, type DiffOptions } from "./api/diff.js";
export { lintTools, type LintToolsOptions } from "./api/lintTools.js";
export type { ApiOptions } from "./api/entry.js";
export type { GenerateResult, StageEvent, StageListener } from "./generate.js";
export type { LintReport, LintedProblem } from "./specRules/lintTools.js";
export { render } from "./generate.js";
export { resolveOptions, defaultOptions, type Options, type BindingNames } from "./options.js";
export { targets, targetIds, type TargetId } from "./targets/index.js";
export { emitTypes } from "./targets/ts/emitTypes.js";
export { deriveMethods, type MethodInfo } from "./mcp/methods.js";
export { deriveCapabilities, type CapabilityMap } from "./mcp/capabilities.js";
export { format } from "./emit/format.js";
export { CodegenError } from "./messages/error.js";
export { messages, formatMessage } from "./messages/catalog.js";
export type * from "./ir/model.js";
export { applyPatches, type Patch, type PatchResult } from "./ingest/applyPatches.js";
export { loadPatches, parsePatchFile } from "./ingest/loadPatches.js";
export { effectiveSchema, renderWithWarnings, type SourceWarning } from "./generate.js";
export { loadConfig } from "./config/loadConfig.js";
export { mergeConfig } from "./config/mergeConfig.js";
export type { Config } from "./config/config.js";
export { crosscheck, crosscheckModels, type CrosscheckReport, type Divergence } from "./crosscheck/crosscheck.js";
export { crosscheckRules } from "./crosscheck/rules/index.js";
export { diffModels } from "./diff/diffModels.js";
export { modelForDiff } from "./diff/modelForDiff.js";
export { rules as diffRules, ruleIds as diffRuleIds, type RuleId as DiffRuleId } from "./diff/rules/index.js";
export { diffMessages, changeMessage } from "./diff/messages.js";
export { buildReport, type DiffReport } from "./diff/report/build.js";
export { renderReport, reportFormats, type ReportFormat } from "./diff/report/render.js";
export type { Change, DiffContext } from "./diff/types.js";
export { listDeprecations } from "./schemaTs/listDeprecations.js";
export type { SchemaTs, TsDeprecation } from "./schemaTs/model.js";
import type { SchemaTs } from "./schemaTs/model.js";

/**
 * A schema.ts read into declarations with their `@deprecated` tags. Loads the parser on first use, so importing the
 * package does not.
 */
export async function readSchemaTs(text: string, fileName?: string): Promise<SchemaTs> {
  const module = await import("./schemaTs/readSchemaTs.js");
  return module.readSchemaTs(text, fileName);
}
