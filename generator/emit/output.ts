/** A generated file, path relative to the output folder (posix separators). */
export interface OutputFile {
  path: string;
  contents: string;
  /**
   * Already in its final form for the run's placement (its target formatted it with that placement's settings,
   * `pieceFormatter`, or nobody reads it): the format stage passes it through.
   */
  formatted?: boolean;
}
