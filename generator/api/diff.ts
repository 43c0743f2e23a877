import { join } from "node:path";
import type { JsonValue, } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";
import { readTextFileSync } from "../read/readFile.js";
import type { Policy } from "../diff/policy.js";
import type { DiffReport } from "../diff/report/build.js";
import { resolveOptions, } from "../options.js";
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
    const [{ diffModels }, { buildReport }, { checkSeverity, parseAccepted }, { readDiffSide }, { withOptionsOverlay }] = await Promise.all([
      import("../diff/diffModels.js"),
      import("../diff/report/build.js"),
      import("../diff/policy.js"),
      import("../commands/diff.js"),
      import("../diff/report/overlay.js"),
    ]);
    const { importedVersions } = await import("../overlay/importSources.js");
    const policy: Policy = {};
    if (config?.config.diff?.severity) policy.severity = checkSeverity(config.config.diff.severity, config.file, "#/diff/severity");
    const accepted = ignore ?? (config?.config.diff?.ignore ? join(config.dir, config.config.diff.ignore) : undefined);
    if (accepted) policy.accepted = parseAccepted(readJsonFile(accepted), accepted);
    const [before, after] = [await readDiffSide(from, tsFrom, options), await readDiffSide(to, tsTo, options)];
    return withOptionsOverlay(buildReport(from, to, diffModels(before, after), policy), after, to, options, await importedVersions(options));
  });
}

function readJsonFile(file: string): JsonValue {
  const text = readTextFileSync(file);
  try {
    return JSON.parse(text) as JsonValue;
  } catch (e) {
    throw new CodegenError("json-malformed", { detail: (e as Error).message }, { file, pointer: "#" });
  }
}
