import ts from "typescript";

export interface Transpiled {
  js: string;
  dts: string;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  declaration: true,
  isolatedDeclarations: true,
  removeComments: false,
};

/**
 * validators.ts -> plain ESM JavaScript and its declarations, file by file (no
 * program, no type-check: the module is written so each half needs only itself).
 */
export function transpile(source: string, fileName: string): Transpiled {
  const js = ts.transpileModule(source, { compilerOptions, fileName, reportDiagnostics: false }).outputText;
  const declaration = ts.transpileDeclaration(source, { compilerOptions, fileName, reportDiagnostics: true });
  const problems = declaration.diagnostics ?? [];
  if (problems.length > 0) {
    const text = problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ");
    throw new Error(`validators: declarations of ${fileName} need explicit types: ${text}`);
  }
  return { js, dts: declaration.outputText };
}
