/** The report as JSON, in the shape schema/diff-report.schema.json describes; no raw control or separator. */
import type { DiffReport } from "./build.js";
import { escapeJsonText } from "./escape.js";

export function renderJson(report: DiffReport): string {
  return `${escapeJsonText(JSON.stringify(report, null, 2))}\n`;
}
