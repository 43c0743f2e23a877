import { readFileSync } from "node:fs";
import { projectRoot } from "../../projectRoot.js";
import type { TargetDefinition } from "../target.js";
import { provenanceComment } from "../../emit/provenance.js";
import { pieceFormatter } from "../../emit/format.js";
import { fillTemplate, formatTemplate } from "../../emit/formatPieces.js";
import { emitZod } from "./emitZod.js";

/** The prelude every zod.ts starts with: a real module (templates/zod/prelude.ts), copied verbatim. */
let prelude: string | undefined;
function preludeText(): string {
  prelude ??= readFileSync(`${projectRoot}templates/zod/prelude.ts`, "utf8");
  return prelude;
}

/**
 * zod 4 schemas, `XSchema` per definition (the TypeScript SDK's naming), importing `zod/v4`
 * (a peer dependency of the generated file). Definitions on a ref cycle are annotated with their
 * types.ts type: `needs: ["ts"]` has the orchestrator add `types.ts` when `ts` is not selected.
 */
export const zodTarget = {
  id: "zod",
  description: "zod 4 schemas: out/<version>/zod.ts (`XSchema` per definition; zod is its peer dependency)",
  needs: ["ts"],
  async emit(input, options) {
    const module = emitZod(input.model, input.provenance.location);
    const path = `${input.version}/zod.ts`;
    const slots = {
      // The header escapes what it quotes; the prelude is our own module's text.
      header: [provenanceComment(input.provenance)],
      // Its own line ending, as a formatted slot has: the prelude's first comment follows on the next line.
      typesImport: module.usesTypes ? ['import type * as T from "./types.js";\n'] : [],
      prelude: [preludeText()],
      declarations: module.declarations.map((d) => d.text),
      records: [module.records.text],
    };
    // Formatted here a batch of statements at a time (memory stays flat however big the schema), with the
    // settings of its placement; a project config naming plugins has the format stage take the whole file.
    const formatter = await pieceFormatter(path, options);
    if (!formatter) return [{ path, contents: fillTemplate("zod", "zod.ts", slots) }];
    return [{ path, contents: await formatTemplate("zod", "zod.ts", slots, formatter, ["header"]), formatted: true }];
  },
} as const satisfies TargetDefinition;
