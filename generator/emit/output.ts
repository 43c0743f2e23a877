/** A generated file in its final form: path relative to the output folder (posix separators), and its text. */
export interface OutputFile {
  path: string;
  contents: string;
}

/** A template's slots, each a list of complete top-level statements, unformatted. */
export type TemplateSlots = Record<string, readonly string[]>;

/**
 * A generated file as a target returns it: code, unformatted. The output stage (emit/format.ts) formats it for the
 * run's placement; no target formats, and none decides how its file is formatted.
 * - `text`: the whole file.
 * - `template`: `templates/<folder>/<name>.hbs` whose slots hold top-level statements, so the stage can format a
 *   huge file a batch of statements at a time in flat memory. `verbatim` slots (line comments) are placed as they are.
 * - `pieces`: code already cut into runs of complete statements (a transform's output, a batch at a time), printed
 *   in order after `lead` and a blank line.
 * - `strippedFrom`: JavaScript printed from a TypeScript `template` file of the same run, its types left out.
 */
export type EmittedFile = EmittedText | EmittedTemplate | EmittedPieces | EmittedStripped;

interface Emitted {
  path: string;
  /**
   * Read by tools only (the run's manifest). The built-in formatting leaves its printer's layout as it is; a
   * project's formatting still applies, so `prettier --check` passes over the folder.
   */
  machineRead?: boolean;
}

export interface EmittedText extends Emitted {
  contents: string;
}

export interface EmittedTemplate extends Emitted {
  template: { folder: string; name: string };
  slots: TemplateSlots;
  verbatim?: readonly string[];
}

export interface EmittedPieces extends Emitted {
  lead: string;
  pieces: readonly string[];
}

export interface EmittedStripped extends Emitted {
  /** The path of the TypeScript file (an `EmittedTemplate` emitted in the same run, before this one). */
  strippedFrom: string;
  /**
   * Slots of that file whose statements are top-level functions with types only in their signatures and on one-line
   * `let`/`const` declarations: the stage strips those from the formatted TypeScript instead of formatting again.
   */
  signatureTyped?: readonly string[];
}
