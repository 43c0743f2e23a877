/** A generated file, path relative to the output folder (posix separators). */
export interface OutputFile {
  path: string;
  contents: string;
  /** Already in its final form (its target formatted it, or nobody reads it): the format stage passes it through. */
  formatted?: boolean;
}
