/**
 * The report as GitHub Actions workflow commands: one `::error` per breaking row and one `::warning`
 * per warning (accepted rows excluded), each titled by its rule and naming its path; INFO rows stay in
 * the job summary (the Markdown report), which the command appends to `$GITHUB_STEP_SUMMARY`.
 * Values are escaped as the runner's command parser expects, so a description cannot end a command
 * or start a new one.
 */
import type { DiffReport } from "./build.js";

export function renderGithub(report: DiffReport, file?: string): string {
  const lines: string[] = [];
  for (const c of report.changes) {
    if (c.accepted !== undefined || c.level === "INFO") continue;
    const command = c.level === "ERR" ? "error" : "warning";
    const more = c.locations.length > 1 ? ` (+${c.locations.length - 1} more places)` : "";
    const props = [...(file ? [`file=${property(file)}`] : []), `title=${property(`${c.rule}: ${c.path}`)}`].join(",");
    lines.push(
      `::${command} ${props}::${data(`${c.message} at ${c.path}${more}; breaks ${c.breaks.join(", ") || "nobody"}`)}`,
    );
  }
  const s = report.summary;
  lines.push(
    `::notice title=${property(`MCP schema diff ${report.from} -> ${report.to}`)}::${data(`${s.total} changes: ${s.byLevel.ERR} ERR, ${s.byLevel.WARN} WARN, ${s.byLevel.INFO} INFO`)}`,
  );
  return `${lines.join("\n")}\n`;
}

/** The message part of a workflow command. */
function data(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A `key=value` property of a workflow command. */
function property(text: string): string {
  return data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
