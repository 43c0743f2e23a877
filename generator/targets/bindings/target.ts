import { provenanceComment } from "../../emit/provenance.js";
import type { TargetDefinition } from "../target.js";
import type { Model } from "../../ir/model.js";
import type { BindingLanguage, RenderedFile } from "./language.js";
import { buildPlan } from "./plan/buildPlan.js";

/** A target for one binding language: out/<version>/<lang>/<file>, each file headed by its provenance. */
export function bindingTarget<L extends BindingLanguage>(language: L) {
  return {
    id: language.id as L["id"],
    description: language.description,
    async emit(input) {
      const files = await renderFiles(input.model, language);
      const header = language.header ? language.header(input.provenance) : provenanceComment(input.provenance, language.comment);
      const folder = language.folder ? `${language.folder}/` : "";
      return files.map((f) => {
        return { path: `${input.version}/${language.id}/${folder}${f.name}`, contents: `${header}\n\n${f.text.trimEnd()}\n` };
      });
    },
  } satisfies TargetDefinition;
}

/** The language's renderer over the binding plan, or quicktype for a language that has none yet. */
async function renderFiles(model: Model, language: BindingLanguage): Promise<RenderedFile[]> {
  if (language.render) {
    const render = await language.render();
    return render(buildPlan(model));
  }
  // quicktype-core takes ~0.5 s to import: load it only when a binding is emitted, not on every CLI run.
  const { renderBindings } = await import("./renderBindings.js");
  return renderBindings(model, language);
}
