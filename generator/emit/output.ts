/** A generated file, path relative to the output folder (posix separators). */
export interface OutputFile {
  path: string;
  contents: string;
}
