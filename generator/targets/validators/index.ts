import type { TargetEmitter } from "../target.js";
import type { OutputFile } from "../../emit/output.js";
import { provenanceComment } from "../../emit/provenance.js";
import { fillSlots, formatSlots } from "./formatSlots.js";
import { emitValidatorModule } from "./module.js";
import { emitSpecChecks } from "./specChecks.js";

/**
 * Standalone runtime validators: `isX`/`validateX` per definition, `is`/`validate` by
 * name and `parseMessage`, as validators.ts plus validators.js + validators.d.ts (plain
 * ESM, no dependencies). The guards narrow to the ts target's types (`./types.js`):
 * `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected, so
 * `--target validators` alone produces a complete folder.
 */
export const validatorsTarget = {
  async emit(input, _options) {
    const header = provenanceComment(input.provenance);
    const module = emitValidatorModule({ model: input.model, header, file: input.provenance.location });
    // Loaded on use: only runs that emit validators pay for esbuild's start. It drops line
    // comments, the header among them: the header is put back in front.
    const { transpile } = await import("./transpile.js");
    const js = transpile(fillSlots("validators.ts", module.source), "validators.ts");
    const files: OutputFile[] = [
      {
        path: `${input.version}/validators.ts`,
        contents: await formatSlots("validators.ts", module.source, ["header"]),
        formatted: true,
      },
      { path: `${input.version}/validators.js`, contents: `${header}\n\n${js}`, formatted: true },
      {
        path: `${input.version}/validators.d.ts`,
        contents: await formatSlots("validators.d.ts", module.declarations, ["header"]),
        formatted: true,
      },
    ];
    // The spec's prose rules (x-mcp-header, tool names, _meta keys) for this version, standalone.
    const specChecks = await emitSpecChecks(input.model, input.version, header);
    files.push({ path: `${input.version}/specChecks.js`, contents: specChecks.js }, { path: `${input.version}/specChecks.d.ts`, contents: specChecks.dts });
    return files;
  },
} as const satisfies TargetEmitter;
