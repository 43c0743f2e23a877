import type { LanguageName } from "quicktype-core";
import type { Provenance } from "../../emit/provenance.js";
import type { BindingPlan } from "./plan/model.js";
import type { DiscriminatedUnion } from "./unions.js";

/** A generated file of one language, path relative to out/<version>/<lang>/. */
export interface RenderedFile {
  name: string;
  text: string;
}

/** What a binding language needs: where its files go, how it comments, and how quicktype is told to write it. */
export interface BindingLanguage {
  /** Target id and folder under out/<version>/. */
  readonly id: string;
  readonly description: string;
  /** quicktype's name for the language. */
  readonly quicktype: LanguageName;
  /** Line-comment prefix for the provenance header. */
  readonly comment: string;
  /** File name for single-file output; multi-file languages (Java) keep quicktype's names under `folder`. */
  readonly fileName: string;
  /** Sub-folder for quicktype's own file names (Java's package path). */
  readonly folder?: string;
  /** quicktype renderer options (`rendererOptions`), as quicktype's CLI spells them. */
  readonly rendererOptions: Readonly<Record<string, string | boolean>>;
  /**
   * Fields holding a discriminated union are typed by it (`ContentBlock[]`): the language's
   * post-processing must replace each union's placeholder class (see `toQuicktypeSchema.ts`).
   */
  readonly typedUnions?: boolean;
  /**
   * Small, explained rewrites of quicktype's text (a wrong import, a missing derive, the extra-fields
   * map of open objects), each applied to every file of the language in order.
   */
  readonly postProcess?: readonly ((text: string, context: PostProcessContext) => string)[];
  /**
   * The language's own renderer from the binding plan (`plan/`). When set, quicktype is not used:
   * `quicktype`, `rendererOptions`, `typedUnions` and `postProcess` are ignored. Loaded on use, so
   * a run that emits no binding does not load it.
   */
  readonly render?: () => Promise<(plan: BindingPlan) => RenderedFile[]>;
  /**
   * The provenance header in the language's own safe comment builder, where `comment` + the text is
   * not safe (Java and Kotlin: a `\u000a` in a source path would end a `//` line in Java).
   */
  readonly header?: (provenance: Provenance) => string;
}

/** What a rewrite knows of the model beyond quicktype's text. */
export interface PostProcessContext {
  /**
   * Whether the class quicktype declared as `name` (in the language's casing) is a closed object
   * (`additionalProperties: false`): it gets no map of extra fields. Every other class is open.
   */
  isClosed(name: string): boolean;
  /** Unions decoded by their literal (`type`, `method`) where the language has a decoder for them. */
  unions: readonly DiscriminatedUnion[];
  /** Whether two names are the same type's, compared without case or `_` (quicktype re-cases per language). */
  sameName(a: string, b: string): boolean;
}
