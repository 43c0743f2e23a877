import type { LanguageName } from "quicktype-core";

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
   * Small, explained rewrites of quicktype's text (a wrong import, a missing derive),
   * each applied to every file of the language in order.
   */
  readonly postProcess?: readonly ((text: string) => string)[];
}
