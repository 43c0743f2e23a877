import type { TargetEmitter } from "../target.js";
import { provenanceComment } from "../../emit/provenance.js";
import { moduleText } from "../../emit/moduleText.js";
import { emitZod } from "./emitZod.js";

/**
 * zod 4 schemas, `XSchema` per definition (the TypeScript SDK's naming), importing `zod/v4`
 * (a peer dependency of the generated file). Definitions on a ref cycle are annotated with their
 * types.ts type: `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected.
 */
export const zodTarget: TargetEmitter = {
  emit(input) {
    const module = emitZod(input.model, input.provenance.location);
    const slots = {
      // The header escapes what it quotes; the runtime is our own modules' text.
      header: [provenanceComment(input.provenance)],
      // Statements, as every slot holds: the template has no code of its own, so formatting the slots formats it all
      // (the output stage does, a batch of statements at a time: memory stays flat however big the schema).
      imports: ['import * as z from "zod/v4";', ...(module.usesTypes ? ['import type * as T from "./types.js";'] : [])],
      runtime: [moduleText("shared/jsonChecks.ts"), moduleText("zod/prelude.ts")],
      declarations: module.declarations.map((d) => d.text),
      records: [module.records.text],
    };
    return [{ path: `${input.version}/zod.ts`, template: { folder: "zod", name: "zod.ts" }, slots, verbatim: ["header"] }];
  },
};
