import type { TargetEmitter } from "../target.js";
import type { OutputFile } from "../../emit/output.js";
import { provenanceComment } from "../../emit/provenance.js";
import { raw } from "../../emit/code.js";
import { runtimeFile } from "../../emit/moduleText.js";
import { renderTemplate } from "../../emit/template.js";
import { methodMembers } from "../../mcp/methods.js";
import { planMessages } from "../../facts/messages.js";
import { definitionNames } from "../../facts/names.js";


/**
 * A typed, validated dispatch core and request/response pairing per version: dispatch.ts wires
 * methods.ts (the method table, `Handlers`), validators.ts (`parseMessage`, `validate`) and the
 * runtime rpc.ts. A schema without JSON-RPC envelopes or methods gets no files.
 */
export const dispatchTarget = {
  emit(input, _options) {
    const { model } = input;
    if (methodMembers(model).length === 0 || planMessages(model, definitionNames(model)) === undefined) return [];
    const header = provenanceComment(input.provenance);
    const files: OutputFile[] = [
      { path: `${input.version}/dispatch.ts`, contents: renderTemplate("dispatch", "dispatch.ts", { header: raw(header) }) },
      { path: `${input.version}/rpc.ts`, contents: `${header}\n\n${runtimeFile("dispatch/rpc.ts")}` },
    ];
    return files;
  },
} as const satisfies TargetEmitter;
