import { provenanceComment } from "../../emit/provenance.js";
import type { TargetDefinition } from "../target.js";
import type { BindingLanguage } from "./language.js";

/** A target for one binding language: out/<version>/<lang>/<file>, each file headed by its provenance. */
export function bindingTarget<L extends BindingLanguage>(language: L) {
  return {
    id: language.id as L["id"],
    description: language.description,
    async emit(input) {
      // quicktype-core takes ~0.5 s to import: load it only when a binding is emitted, not on every CLI run.
      const { renderBindings } = await import("./renderBindings.js");
      const files = await renderBindings(input.model, language);
      const header = provenanceComment(input.provenance, language.comment);
      const folder = language.folder ? `${language.folder}/` : "";
      return files.map((f) => {
        return { path: `${input.version}/${language.id}/${folder}${f.name}`, contents: `${header}\n\n${f.text.trimEnd()}\n` };
      });
    },
  } satisfies TargetDefinition;
}
