import type { TargetEmitter } from "../target.js";
import { provenanceComment } from "../../emit/provenance.js";
import { raw } from "../../emit/code.js";
import { moduleText } from "../../emit/moduleText.js";
import { renderTemplate } from "../../emit/template.js";
import { emitZod } from "./emitZod.js";

/**
 * zod 4 schemas, `XSchema` per definition (the TypeScript SDK's naming), importing `zod/v4`
 * (a peer dependency of the generated file). Definitions on a ref cycle are annotated with their
 * types.ts type: `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected.
 */
export const zodTarget = {
  emit(input, _options) {
    const module = emitZod(input.model, input.provenance.location);
    const contents = renderTemplate("zod", "zod.ts", {
      // The header escapes what it quotes; the runtime is our own modules' text.
      header: raw(provenanceComment(input.provenance)),
      typesImport: raw(module.usesTypes ? 'import type * as T from "./types.js";' : ""),
      runtime: raw(moduleText("shared/jsonChecks.ts") + "\n" + moduleText("zod/prelude.ts")),
      declarations: module.declarations,
      records: module.records,
    });
    return [{ path: `${input.version}/zod.ts`, contents }];
  },
} as const satisfies TargetEmitter;
