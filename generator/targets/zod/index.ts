import type { TargetEmitter } from "../target.js";
import { provenanceComment } from "../../emit/provenance.js";
import { moduleText } from "../../emit/moduleText.js";
import { emitZod } from "./emitZod.js";
import { code, join } from "../../emit/code.js";
import { identifier } from "../../emit/identifier.js";
import type { Model } from "../../ir/model.js";

/**
 * zod 4 schemas, `XSchema` per definition (the TypeScript SDK's naming), importing `zod/v4`
 * (a peer dependency of the generated file). Definitions on a ref cycle are annotated with their
 * types.ts type: `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected.
 */
export const zodTarget: TargetEmitter = {
  emit(input, options) {
    const module = emitZod(input.model, input.provenance.location);
    const slots = {
      // The header escapes what it quotes; the runtime is our own modules' text.
      header: [provenanceComment(input.provenance)],
      // Statements, as every slot holds: the template has no code of its own, so formatting the slots formats it all
      // (the output stage does, a batch of statements at a time: memory stays flat however big the schema).
      imports: [`import * as z from ${JSON.stringify(options.zodImport)};`, ...(module.usesTypes ? ['import type * as T from "./types.js";'] : []), ...constantsExport(input.model)],
      runtime: [moduleText("shared/jsonChecks.ts"), moduleText("zod/prelude.ts")],
      declarations: module.declarations.map((d) => d.text),
      records: [module.records.text],
    };
    return [{ path: `${input.version}/zod.ts`, template: { folder: "zod", name: "zod.ts" }, slots, verbatim: ["header"] }];
  },
};

/** schema.ts's constants, re-exported from types.ts (one binding: `export *` of both modules does not clash). */
function constantsExport(model: Model): string[] {
  const names = (model.constants ?? []).map((c) => code`${identifier(c.name)}`);
  return names.length === 0 ? [] : [code`export { ${join(names, ", ")} } from "./types.js";`.text];
}
