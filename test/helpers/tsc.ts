import ts from "typescript";

export interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

/** Type-check files with TypeScript 5.9's API (strict); returns every diagnostic. */
export function typecheck(files: string[], options: ts.CompilerOptions = {}): Diagnostic[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
    ...options,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const pos = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    return {
      file: d.file?.fileName ?? "",
      line: pos ? pos.line + 1 : 0,
      message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    };
  });
}

/** Names of the interfaces and type aliases a declaration file exports. */
export function exportedTypeNames(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? "", ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  for (const s of source.statements) {
    const exported = ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s))) names.push(s.name.text);
  }
  return names;
}
