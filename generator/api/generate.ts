import { generate as run, type GenerateResult, type StageListener } from "../generate.js";
import { apiOptions, speakingOfOptions, warn, type ApiOptions } from "./entry.js";

/**
 * `mcp-codegen generate` as a function: the config applied as the CLI applies it, the files written to `outDir`,
 * warnings told (see `ApiOptions.onWarning`) and returned.
 */
export async function generate(options: ApiOptions = {}, onStage?: StageListener): Promise<GenerateResult> {
  return speakingOfOptions(async () => {
    const result = await run((await apiOptions(options)).options, onStage);
    warn(result.warnings, options);
    return result;
  });
}
