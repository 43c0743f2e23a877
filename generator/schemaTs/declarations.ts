/**
 * The top-level statements of a parsed schema.ts that declare something, unwrapped from `export` (whose
 * node carries the JSDoc): the one walk over a file's statements that the readers share.
 */
import type { File, Node, Statement } from "@babel/types";

export interface TopLevel {
  /** The declaration itself (`TSInterfaceDeclaration`, `TSTypeAliasDeclaration`, ...). */
  node: Statement;
  /** The node whose leading comments are its JSDoc: the `export` around it, else itself. */
  documented: Node;
}

export function topLevel(file: File): TopLevel[] {
  return file.program.body.flatMap((s): TopLevel[] => {
    if ((s.type === "ExportNamedDeclaration" || s.type === "ExportDefaultDeclaration") && s.declaration) {
      return [{ node: s.declaration as Statement, documented: s }];
    }
    return [{ node: s, documented: s }];
  });
}
