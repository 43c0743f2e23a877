/** Report -> one output file in the chosen format. Prettier runs after, as the last stage (see commands/diff.ts). */
import type { OutputFile } from "../../emit/output.js";
import type { DiffReport } from "./build.js";
import { renderHtml } from "./html.js";
import { renderJson } from "./json.js";
import { renderMarkdown } from "./markdown.js";

export const reportFormats = ["md", "json", "html"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export function renderReport(report: DiffReport, format: ReportFormat, path = `diff.${format}`): OutputFile {
  switch (format) {
    case "md":
      return { path, contents: renderMarkdown(report) };
    case "json":
      return { path, contents: renderJson(report) };
    case "html":
      return { path, contents: renderHtml(report) };
  }
}
