import { provenanceComment } from "../../emit/provenance.js";
import type { TargetEmitter } from "../target.js";
import type { Model } from "../../ir/model.js";
import { CodegenError } from "../../messages/error.js";
import { bindingNameTemplate, type BindingNames, type Options } from "../../options.js";
import type { BindingLanguage, RenderedFile } from "./language.js";
import { bindingName, bindingNameProblem } from "../bindingNames.js";
import { buildPlan } from "./plan/buildPlan.js";

/** A target for one binding language: out/<version>/<lang>/<file>, each file headed by its provenance. */
export function bindingTarget<L extends BindingLanguage>(language: L) {
  return {
    async emit(input, options) {
      const name = packageName(language, input.version, options);
      const files = await renderFiles(input.model, language, name);
      const header = language.header ? language.header(input.provenance) : provenanceComment(input.provenance, language.comment);
      const folder = language.folder ? `${language.folder(name)}/` : "";
      return files.map((f) => {
        return { path: `${input.version}/${language.id}/${folder}${f.name}`, contents: `${header}\n\n${f.text.trimEnd()}\n` };
      });
    },
  } satisfies TargetEmitter;
}

/**
 * The package, module or namespace of `version` in `language`, from the option `bindings.<id>.<key>`. resolveOptions
 * checked the template; a version name (`--schema my.file.json`) can still spell an illegal one: exit 2 naming the option.
 */
function packageName(language: BindingLanguage, version: string, options: Options): string {
  const naming = language.names;
  if (!naming) return "";
  const template = bindingNameTemplate(options.bindings, language.id as keyof BindingNames);
  const name = bindingName(naming, template, version);
  const problem = bindingNameProblem(naming, name);
  if (problem) throw new CodegenError("binding-name-invalid", { option: `bindings.${language.id}.${naming.option}`, name, version, reason: problem });
  return name;
}

/** The language's renderer over the binding plan of the model. */
async function renderFiles(model: Model, language: BindingLanguage, name: string): Promise<RenderedFile[]> {
  const render = await language.render();
  return render(buildPlan(model), name);
}
