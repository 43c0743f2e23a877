import type { TargetDefinition } from "../target.js";
import type { OutputFile } from "../../emit/output.js";
import { provenanceComment } from "../../emit/provenance.js";
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
  id: "validators",
  description: "runtime validators: out/<version>/validators.ts, validators.js + validators.d.ts (and types.ts they narrow to)",
  needs: ["ts"],
  async emit(input, _options) {
    const header = provenanceComment(input.provenance);
    const source = emitValidatorModule({ model: input.model, header, file: input.provenance.location });
    // The TypeScript compiler takes ~0.5 s to load: only runs that emit validators pay for it.
    const { transpile } = await import("./transpile.js");
    const { js, dts } = transpile(source, "validators.ts");
    // The transpiler drops the header along with the erased type import it is attached to.
    const files: OutputFile[] = [
      { path: `${input.version}/validators.ts`, contents: source },
      { path: `${input.version}/validators.js`, contents: `${header}\n\n${js}` },
      { path: `${input.version}/validators.d.ts`, contents: `${header}\n\n${dts}` },
    ];
    // The spec's prose rules (x-mcp-header, tool names, _meta keys) for this version, standalone.
    const specChecks = await emitSpecChecks(input.model, input.version, header);
    files.push({ path: `${input.version}/specChecks.js`, contents: specChecks.js }, { path: `${input.version}/specChecks.d.ts`, contents: specChecks.dts });
    return files;
  },
} as const satisfies TargetDefinition;
