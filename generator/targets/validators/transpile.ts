import { transformSync } from "esbuild";

/**
 * validators.ts -> plain ESM JavaScript: esbuild strips the types, statement by statement
 * (no program, no type-check, no TypeScript compiler). Under built-in formatting its printing
 * is the file's format (nobody reads validators.js); a project's settings format it after.
 */
export function transpile(source: string, fileName: string): string {
  return transformSync(source, {
    loader: "ts",
    format: "esm",
    target: "es2022",
    sourcefile: fileName,
    legalComments: "none",
  }).code;
}

/** One name of the export clause esbuild prints at the end of a module (`local` or `local as exported`). */
export interface ExportItem {
  local: string;
  exported: string;
}

/**
 * `transpile` of some of a file's statements, its export clause taken apart: esbuild gathers a
 * module's exports into one clause at its end, so a file transpiled a few statements at a time
 * is the pieces' code followed by `exportClause` of all their items.
 */
export function transpilePiece(source: string, fileName: string): { code: string; exports: ExportItem[] } {
  const js = transpile(source, fileName);
  const clause = /(?:^|\n)export \{\n([^}]*)\n\};\n$/.exec(js);
  if (!clause) return { code: js, exports: [] };
  const exports = clause[1]!.split(",\n").map((item) => {
    const [local, exported = local] = item.trim().split(" as ");
    return { local: local!, exported: exported! };
  });
  return { code: js.slice(0, clause.index + (js[clause.index] === "\n" ? 1 : 0)), exports };
}

/** The clause as esbuild prints it for the whole file: sorted by exported name. */
export function exportClause(items: readonly ExportItem[]): string {
  if (items.length === 0) return "";
  const sorted = [...items].sort((a, b) => (a.exported < b.exported ? -1 : a.exported > b.exported ? 1 : 0));
  return `export {\n${sorted.map((i) => `  ${i.local === i.exported ? i.local : `${i.local} as ${i.exported}`}`).join(",\n")}\n};\n`;
}
