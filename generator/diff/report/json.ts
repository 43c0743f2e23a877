/** The report as JSON, in the shape schema/diff-report.schema.json describes. */
import type { DiffReport } from "./build.js";

export function renderJson(report: DiffReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
