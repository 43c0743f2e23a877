/**
 * The report as GitHub Actions workflow commands: one `::error` per breaking row and one `::warning`
 * per warning, each titled by its rule and naming its path and the SEP it belongs to; an accepted row
 * is a `::notice` with the ignore file's reason, never an error. INFO rows stay in the job summary (the
 * Markdown report), which the command appends to `$GITHUB_STEP_SUMMARY`. Values are escaped as the
 * runner's command parser expects (`escape.ts`), so a description cannot end a command or start a new one.
 */
import type { DiffReport, ReportChange } from "./build.js";
import { escapeWorkflowData as data, escapeWorkflowProperty as property } from "./escape.js";

export function renderGithub(report: DiffReport, file?: string): string {
  const lines: string[] = [];
  for (const c of report.changes) {
    if (c.level === "INFO" && c.accepted === undefined) continue;
    const command = c.accepted !== undefined ? "notice" : c.level === "ERR" ? "error" : "warning";
    const title = `${c.accepted !== undefined ? `accepted ${c.level} ` : ""}${c.rule}: ${c.path}`;
    const props = [...(file ? [`file=${property(file)}`] : []), `title=${property(title)}`].join(",");
    lines.push(`::${command} ${props}::${data(text(c))}`);
  }
  for (const e of report.overlay?.entries ?? []) {
    if (e.outcome === "applies") continue;
    const title = `overlay entry ${e.outcome}: ${e.kind} ${e.at}`;
    const props = [`file=${property(report.overlay!.file)}`, `title=${property(title)}`].join(",");
    lines.push(`::${e.outcome === "breaks" ? "error" : "warning"} ${props}::${data(`${e.message ?? ""}; reason: ${e.reason}`)}`);
  }
  const s = report.summary;
  lines.push(
    `::notice title=${property(`MCP schema diff ${report.from} -> ${report.to}`)}::${data(`${s.total} changes: ${s.byLevel.ERR} ERR, ${s.byLevel.WARN} WARN, ${s.byLevel.INFO} INFO; ${s.accepted} accepted`)}`,
  );
  return `${lines.join("\n")}\n`;
}

function text(c: ReportChange): string {
  const more = c.locations.length > 1 ? ` (+${c.locations.length - 1} more places)` : "";
  const sep = c.link ? ` (${c.sep}: ${c.link})` : "";
  const why = c.accepted !== undefined ? `; accepted: ${c.accepted}` : "";
  return `${c.message} at ${c.path}${more}; breaks ${c.breaks.join(", ") || "nobody"}${sep}${why}`;
}
