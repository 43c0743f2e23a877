import type { Provenance } from "../../emit/provenance.js";
import type { BindingPlan } from "./plan/model.js";
import type { PackageNaming } from "../bindingNames.js";

/** A generated file of one language, path relative to out/<version>/<lang>/. */
export interface RenderedFile {
  name: string;
  text: string;
}

/** What a binding language needs: where its files go, how it comments, and its renderer over the binding plan. */
export interface BindingLanguage {
  /** Target id and folder under out/<version>/. */
  readonly id: string;
  readonly description: string;
  /** Line-comment prefix for the provenance header. */
  readonly comment: string;
  /** Sub-folder for the rendered files, from the package name (Java's package path). */
  readonly folder?: (name: string) => string;
  /** How the package, module or namespace is named (the option `bindings.<id>`); none where the source names none (Swift). */
  readonly names?: PackageNaming;
  /**
   * The language's renderer from the binding plan (`plan/`) and the package, module or namespace name (checked
   * legal; `undefined` without `names`); it names its own files. Loaded on use, so a run that emits no binding does not load it.
   */
  readonly render: () => Promise<(plan: BindingPlan, name: string) => RenderedFile[]>;
  /**
   * The provenance header in the language's own safe comment builder, where `comment` + the text is
   * not safe (Java and Kotlin: a `\u000a` in a source path would end a `//` line in Java).
   */
  readonly header?: (provenance: Provenance) => string;
}
