import { provenanceComment } from "../../emit/provenance.js";
import type { TargetEmitter } from "../target.js";
import type { Model } from "../../ir/model.js";
import type { BindingLanguage, RenderedFile } from "./language.js";
import { buildPlan } from "./plan/buildPlan.js";

/** A target for one binding language: out/<version>/<lang>/<file>, each file headed by its provenance. */
export function bindingTarget<L extends BindingLanguage>(language: L) {
  return {
    async emit(input) {
      const files = await renderFiles(input.model, language);
      const header = language.header ? language.header(input.provenance) : provenanceComment(input.provenance, language.comment);
      const folder = language.folder ? `${language.folder}/` : "";
      return files.map((f) => {
        return { path: `${input.version}/${language.id}/${folder}${f.name}`, contents: `${header}\n\n${f.text.trimEnd()}\n` };
      });
    },
  } satisfies TargetEmitter;
}

/** The language's renderer over the binding plan of the model. */
async function renderFiles(model: Model, language: BindingLanguage): Promise<RenderedFile[]> {
  const render = await language.render();
  return render(buildPlan(model));
}
