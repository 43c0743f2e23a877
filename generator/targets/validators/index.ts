import type { TargetEmitter } from "../target.js";
import type { EmittedFile } from "../../emit/output.js";
import { provenanceComment } from "../../emit/provenance.js";
import { emitValidatorModule, type ModuleSlots } from "./module.js";
import { emitSpecChecks } from "./specChecks.js";
import { CodegenError } from "../../messages/error.js";

/**
 * Standalone runtime validators: `isX`/`validateX` per definition, `is`/`validate` by
 * name and `parseMessage`, as validators.ts plus validators.js (the same, types left out) + validators.d.ts
 * (plain ESM, no dependencies). The guards narrow to the ts target's types (`./types.js`):
 * `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected, so
 * `--target validators` alone produces a complete folder.
 */
export const validatorsTarget: TargetEmitter = {
  async emit(input) {
    const header = provenanceComment(input.provenance);
    const module = emitValidatorModule({ model: input.model, header, file: input.provenance.location });
    checkModuleSize(sourceChars(module.source), input.provenance.location);
    const path = (name: string) => `${input.version}/${name}`;
    const template = (name: string) => ({ folder: "validators", name });
    const files: EmittedFile[] = [
      { path: path("validators.ts"), template: template("validators.ts"), slots: module.source, verbatim: ["header"] },
      // validators.ts with its types left out: the checks' functions carry types only in their signatures and on
      // one-line `let`/`const` declarations.
      { path: path("validators.js"), strippedFrom: path("validators.ts"), signatureTyped: ["declarations"] },
      { path: path("validators.d.ts"), template: template("validators.d.ts"), slots: module.declarations, verbatim: ["header"] },
    ];
    // The spec's prose rules (x-mcp-header, tool names, _meta keys) for this version, standalone.
    const specChecks = await emitSpecChecks(input.model, input.version, header);
    files.push({ path: `${input.version}/specChecks.js`, contents: specChecks.js }, { path: `${input.version}/specChecks.d.ts`, contents: specChecks.dts });
    return files;
  },
};

/**
 * The most source a validators module may hold: past it the input is refused (exit 2) before the module is assembled,
 * instead of running into V8's 512 MB string limit (exit 3). About 75,000 definitions of the bench's kind.
 */
export const moduleLimitChars = 200 * 1024 * 1024;

/** `chars`, or the refusal of a module past `moduleLimitChars` (the schema named). */
export function checkModuleSize(chars: number, file: string): number {
  if (chars > moduleLimitChars) {
    throw new CodegenError("output-too-large", { target: "validators", megabytes: Math.ceil(chars / 2 ** 20), limit: moduleLimitChars / 2 ** 20 }, { file });
  }
  return chars;
}

function sourceChars(slots: ModuleSlots): number {
  let n = 0;
  for (const statements of Object.values(slots)) for (const s of statements) n += s.length;
  return n;
}

