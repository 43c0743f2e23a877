/**
 * Report -> one output file in the chosen format. Prettier runs after on JSON and HTML only (see
 * commands/diff.ts): Markdown is written as rendered, since table formatting pads every row.
 */
import type { OutputFile } from "../../emit/output.js";
import type { DiffReport } from "./build.js";
import { renderHtml } from "./html.js";
import { renderJson } from "./json.js";
import { renderMarkdown } from "./markdown.js";
import { renderGithub } from "./github.js";
import type { ReportFormat } from "./formats.js";

export { reportFormats, type ReportFormat } from "./formats.js";

export function renderReport(report: DiffReport, format: ReportFormat, path = `diff.${format}`): OutputFile {
  switch (format) {
    case "md":
      return { path, contents: renderMarkdown(report) };
    case "json":
      return { path, contents: renderJson(report) };
    case "html":
      return { path, contents: renderHtml(report) };
    case "github":
      // Workflow commands, not a file prettier knows: `.txt` passes the format stage unchanged.
      return { path: path.replace(/\.github$/, ".txt"), contents: renderGithub(report) };
  }
}
