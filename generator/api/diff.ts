import { existsSync } from "node:fs";
import { join } from "node:path";
import { effectiveSchema } from "../generate.js";
import { applySchemaTs } from "../ingest/applySchemaTs.js";
import { isUrl } from "../ingest/load.js";
import { loadSchemaTs } from "../ingest/loadSchemaTs.js";
import { besideSchemaTs, knownVersions, resolveVersion, sourceName, type ResolvedSource } from "../ingest/sources.js";
import type { JsonValue, Model } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";
import { readTextFileSync } from "../ingest/load.js";
import type { Policy } from "../diff/policy.js";
import type { DiffReport } from "../diff/report/build.js";
import { resolveOptions, type Options } from "../options.js";
import { apiOptions, speakingOfOptions, type ApiOptions } from "./entry.js";

export interface DiffOptions extends ApiOptions {
  /** The old side's schema.ts, for its `@deprecated` tags (default: the one beside its schema.json). */
  tsFrom?: string;
  /** The new side's schema.ts. */
  tsTo?: string;
  /** Accepted changes: a JSON file `{ "accepted": [{ "rule", "path", "reason" }] }` (default: the config's `diff.ignore`). */
  ignore?: string;
}

/**
 * `mcp-codegen diff` as a function: what changed between two schemas (version names, schema.json files or URLs),
 * who it breaks and what is deprecated, with the config's `diff.severity` and accepted changes applied. Render it
 * with `renderReport(report, "md" | "json" | "html" | "github")`; gate on `report.summary`.
 */
export async function diff(from: string, to: string, given: DiffOptions = {}): Promise<DiffReport> {
  return speakingOfOptions(async () => {
    const { tsFrom, tsTo, ignore, ...rest } = given;
    const { options: partial, config } = await apiOptions(rest);
    const options = resolveOptions(partial);
    const [{ diffModels }, { buildReport }, { checkSeverity, parseAccepted }] = await Promise.all([
      import("../diff/diffModels.js"),
      import("../diff/report/build.js"),
      import("../diff/policy.js"),
    ]);
    const policy: Policy = {};
    if (config?.config.diff?.severity) policy.severity = checkSeverity(config.config.diff.severity, config.file, "#/diff/severity");
    const accepted = ignore ?? (config?.config.diff?.ignore ? join(config.dir, config.config.diff.ignore) : undefined);
    if (accepted) policy.accepted = parseAccepted(readJsonFile(accepted), accepted);
    const [before, after] = [await side(from, tsFrom, options), await side(to, tsTo, options)];
    return buildReport(from, to, diffModels(before, after), policy);
  });
}

/** One side's IR, with the tags of its schema.ts (named, else the one beside a local schema.json). */
async function side(arg: string, schemaTsFile: string | undefined, options: Options): Promise<Model> {
  const { modelForDiff } = await import("../diff/modelForDiff.js");
  const known = knownVersions().some((k) => k.version === arg);
  const source: ResolvedSource =
    !known && (isUrl(arg) || existsSync(arg) || /[\\/.]/.test(arg)) ? { name: sourceName(arg), source: arg, location: arg, pin: null } : await resolveVersion(arg, options);
  const { loaded, patched } = await effectiveSchema(source, options);
  const model = modelForDiff({ ...loaded, json: patched.json });
  const beside = besideSchemaTs(source.location);
  const schemaTs = schemaTsFile !== undefined ? { location: schemaTsFile, pin: null } : (source.schemaTs ?? (beside ? { location: beside, pin: null } : undefined));
  return schemaTs ? applySchemaTs(model, await loadSchemaTs(schemaTs)) : model;
}

function readJsonFile(file: string): JsonValue {
  const text = readTextFileSync(file);
  try {
    return JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file, pointer: "#" });
  }
}
