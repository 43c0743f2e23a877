/** The report as Markdown for a pull-request comment: counts first, then the sections. */
import type { DiffReport, ReportChange } from "./build.js";
import { sections, sectionTitles } from "./build.js";
import { escapeMarkdown as md, valueText } from "./escape.js";
import { levels } from "../types.js";

export function renderMarkdown(report: DiffReport): string {
  const lines: string[] = [];
  lines.push(`# MCP schema diff: ${md(report.from)} → ${md(report.to)}`, "");
  lines.push(`${report.summary.total} changes.`, "");
  lines.push("| Level | Changes | Break clients | Break servers | Break nobody |", "| --- | --: | --: | --: | --: |");
  for (const level of levels) {
    const s = report.summary.byLevelAndSide[level];
    lines.push(`| ${level} | ${report.summary.byLevel[level]} | ${s.client} | ${s.server} | ${s.none} |`);
  }
  const b = report.summary.bySide;
  lines.push(`| all | ${report.summary.total} | ${b.client} | ${b.server} | ${b.none} |`, "");
  for (const section of sections) {
    const changes = report.changes.filter((c) => c.section === section);
    lines.push(`## ${sectionTitles[section]} (${changes.length})`, "");
    if (changes.length === 0) {
      lines.push("None.", "");
      continue;
    }
    lines.push("| Level | Breaks | Path | Change | Before | After | Rule |", "| --- | --- | --- | --- | --- | --- | --- |");
    for (const c of changes) lines.push(row(c));
    lines.push("");
  }
  return lines.join("\n");
}

function row(c: ReportChange): string {
  const cells = [c.level, c.breaks.join(", ") || "none", c.path, c.message, clip(valueText(c.before)), clip(valueText(c.after)), c.rule];
  return `| ${cells.map(md).join(" | ")} |`;
}

/** Long prose (descriptions) is cut in tables; the JSON and HTML reports carry it whole. */
function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
