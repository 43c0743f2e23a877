import type { OutputFile, TargetDefinition } from "../target.js";
import { provenanceComment } from "../../emit/provenance.js";
import { tsTarget } from "../ts/index.js";
import { emitValidatorModule } from "./module.js";

/**
 * Standalone runtime validators: `isX`/`validateX` per definition, `is`/`validate` by
 * name and `parseMessage`, as validators.ts plus validators.js + validators.d.ts (plain
 * ESM, no dependencies). The guards narrow to the ts target's types (`./types.js`):
 * when `ts` is not among the targets of the run, this target emits `types.ts` itself,
 * so `--target validators` alone produces a complete folder, and both together
 * produce each file once.
 */
export const validatorsTarget = {
  id: "validators",
  description: "runtime validators: out/<version>/validators.ts, validators.js + validators.d.ts (and types.ts they narrow to)",
  async emit(input, options) {
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
    if (!(options.targets as readonly string[]).includes(tsTarget.id)) files.push(...tsTarget.emit(input));
    return files;
  },
} as const satisfies TargetDefinition;
