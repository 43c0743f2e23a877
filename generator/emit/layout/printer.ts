/**
 * A printer that lays out one top-level statement exactly as prettier prints it under prettier's default options
 * at a given print width, or says it cannot be sure (undefined): prettier then prints that statement.
 */
export interface LayoutPrinter {
  name: string;
  /** The file extensions whose statements it knows (prettier's parser for them must print the same). */
  extensions: readonly string[];
  /** The statement (its text as the target emitted it) as prettier prints it, or undefined. */
  print(statement: string, printWidth: number): string | undefined;
  /**
   * The same TypeScript statement as prettier prints it in JavaScript, its types left out (validators.js from
   * validators.ts), or undefined: then it is stripped of its types and prettier prints it.
   */
  printStripped?(statement: string, printWidth: number): string | undefined;
}
