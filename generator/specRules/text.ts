/**
 * `lint-tools`' text output: one line per problem, then a count. Everything that comes from the checked
 * file (its name, a tool's name, a JSON pointer holding property names, messages quoting them) is
 * escaped by `escapeText`, so a name holding `\n::error file=README.md,line=1::FORGED` prints no
 * workflow command and a name holding ESC recolours no terminal.
 */
import type { LintReport } from "./lintTools.js";

/**
 * Text for one output line: backslash doubled, every C0 control, DEL and C1 control as `\xNN`, and the
 * line and paragraph separators (NEL, U+2028, U+2029) as `\uNNNN`; nothing can end the line.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)
    .replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

export function renderLintText(report: LintReport, file: string, version: string): string {
  const lines = [...report.errors, ...report.warnings].map(
    (p) =>
      `${escapeText(file)}: ${p.level} ${escapeText(p.rule)} ${p.tool === undefined ? "" : `tool "${escapeText(p.tool).replace(/"/g, "\\\"")}" `}${escapeText(p.path)}: ${escapeText(p.message)}`,
  );
  lines.push(
    `${report.tools} tool(s), spec ${escapeText(version)}: ${report.errors.length} error(s), ${report.warnings.length} warning(s)`,
  );
  return `${lines.join("\n")}\n`;
}
