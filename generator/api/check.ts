import { check as run, type StageListener } from "../generate.js";
import { apiOptions, speakingOfOptions, warn, type ApiOptions } from "./entry.js";

/** `mcp-codegen check` as a function: what differs between `outDir` and a fresh generation (empty `drift`: up to date). */
export async function check(options: ApiOptions = {}, onStage?: StageListener): Promise<Awaited<ReturnType<typeof run>>> {
  return speakingOfOptions(async () => {
    const result = await run((await apiOptions(options)).options, onStage);
    warn(result.warnings, options);
    return result;
  });
}
