/**
 * The report as Markdown for a pull-request comment (GitHub caps one at 65,536 characters). First what
 * a reviewer acts on: what a client SDK and a server SDK must change (the breaking rows, each once per
 * side it breaks) and the deprecations with their reason and replacement. Then every row, by section,
 * in collapsed `<details>` blocks; description-only edits last, as a list of places. Rows the ignore
 * file accepts are counted apart and listed with their reasons, never as breaking. A row whose SEP the
 * spec names links to it. Tables are written
 * unpadded and never reformatted. The JSON and HTML reports carry every location and value in full.
 */
import type { DiffReport, ReportChange } from "./build.js";
import { sections, sectionTitles } from "./build.js";
import { overlayTitles } from "./overlay.js";
import { escapeMarkdown as md } from "./escape.js";
import type { Side } from "../types.js";

const sideTitle: Record<Side, string> = {
  client: "What a client SDK must change",
  server: "What a server SDK must change",
};
/** Places listed beside a row before the rest is counted ("+12 more"); the JSON lists them all. */
const shownLocations = 3;

export function renderMarkdown(report: DiffReport): string {
  const s = report.summary;
  const out: string[] = [];
  out.push(`## MCP schema diff: ${md(report.from)} → ${md(report.to)}`, "");
  const apart = [
    ...(s.accepted > 0 ? [`${s.accepted} accepted`] : []),
    ...(s.status > 0 ? [`${s.status} status note${s.status === 1 ? "" : "s"}`] : []),
  ];
  out.push(
    `${s.total} changes (${s.byLevel.ERR} breaking, ${s.byLevel.WARN} warnings, ${s.byLevel.INFO} info) in ${s.locations} places` +
      `${apart.length > 0 ? `; apart from them ${apart.join(", ")}` : ""}. ` +
      `Breaking for clients: ${s.byLevelAndSide.ERR.client}; for servers: ${s.byLevelAndSide.ERR.server}.`,
    "",
  );
  const accepted = report.changes.filter((c) => c.accepted !== undefined);
  const prose = report.changes.filter((c) => c.rule === "description-changed" && c.accepted === undefined);
  const rows = report.changes.filter((c) => c.rule !== "description-changed" && c.accepted === undefined);
  for (const side of ["client", "server"] as const) {
    const breaking = rows.filter((c) => c.level === "ERR" && c.breaks.includes(side));
    out.push(`### ${sideTitle[side]} (${breaking.length})`, "");
    if (breaking.length === 0) out.push("Nothing breaks.", "");
    else out.push(...breaking.map((c) => `- ${md(c.message)}${link(c)}: ${where(c)}`), "");
  }
  if (accepted.length > 0) {
    out.push(`### Accepted (${accepted.length})`, "");
    out.push(
      ...accepted.map(
        (c) => `- ${c.level} ${code(c.rule)}: ${md(c.message)}${link(c)}: ${where(c)}. **Reason:** ${md(c.accepted!)}`,
      ),
      "",
    );
  }
  const deprecated = rows.filter((c) => c.rule === "newly-deprecated");
  out.push(`### Newly deprecated (${deprecated.length})`, "");
  if (deprecated.length === 0) out.push("None.", "");
  for (const c of deprecated) {
    const reason = String(c.args.note ?? "");
    const replacement = String(c.args.replacement ?? "");
    out.push(
      `- ${c.args.target} ${where(c)}${reason ? `: ${md(reason)}` : ""}${replacement ? ` **Instead:** ${md(replacement)}` : ""}`,
    );
  }
  if (deprecated.length > 0) out.push("");
  for (const section of sections) {
    const inSection = rows.filter((c) => c.section === section);
    if (inSection.length === 0) continue;
    out.push(`<details><summary>${sectionTitles[section]} (${inSection.length})</summary>`, "");
    out.push("| Level | Breaks | Change | Where | Rule |", "| --- | --- | --- | --- | --- |");
    for (const c of inSection)
      out.push(
        `| ${c.level} | ${c.breaks.join(", ") || "none"} | ${cell(c.message)}${link(c)} | ${where(c)} | ${cell(c.rule)} |`,
      );
    out.push("", "</details>", "");
  }
  out.push(...overlayMarkdown(report));
  if (prose.length > 0) {
    out.push(`<details><summary>Description-only edits (${prose.length})</summary>`, "");
    out.push(...prose.map((c) => `- ${where(c)}`), "", "</details>", "");
  }
  return out.join("\n");
}

/** Each overlay entry's outcome on the new side: what breaks and what is obsolete listed, the rest collapsed. */
function overlayMarkdown(report: DiffReport): string[] {
  const o = report.overlay;
  if (!o) return [];
  const out = [`### Overlay (${o.summary.breaks} break, ${o.summary.obsolete} obsolete, ${o.summary.applies} still apply)`, ""];
  out.push(`Entries of ${code(o.file)} tried against ${md(o.version)}.`, "");
  for (const outcome of ["breaks", "obsolete"] as const) {
    const rows = o.entries.filter((e) => e.outcome === outcome);
    if (rows.length > 0) out.push(`**${overlayTitles[outcome]}**`, "", ...rows.map((e) => `- ${code(e.at)} (${md(e.kind)}): ${md(e.message ?? "")} **Reason:** ${md(e.reason)}`), "");
  }
  const applies = o.entries.filter((e) => e.outcome === "applies");
  if (applies.length > 0) out.push(`<details><summary>${overlayTitles.applies} (${applies.length})</summary>`, "", ...applies.map((e) => `- ${code(e.at)} (${md(e.kind)})`), "", "</details>", "");
  return out;
}

/** The cause's place, a few more places it shows up, and how many methods it reaches. */
function where(c: ReportChange): string {
  const more = c.locations.length - 1;
  const listed = c.locations.slice(1, 1 + shownLocations).map((l) => code(l.path));
  const rest = more > shownLocations ? ` +${more - shownLocations} more` : "";
  const also = more > 0 ? ` (also ${listed.join(", ")}${rest})` : "";
  const methods =
    c.methods.length > 0 && !c.path.startsWith("methods/")
      ? `; ${c.methods.length} method${c.methods.length === 1 ? "" : "s"}`
      : "";
  return `${code(c.path)}${also}${methods}`;
}

/** The SEP the spec names for the row: its id (`SEP-2577`, checked by the report) and our URL for it. */
function link(c: ReportChange): string {
  return c.sep && c.link && /^SEP-\d+$/.test(c.sep) ? ` ([${c.sep}](${c.link}))` : "";
}

function code(text: string): string {
  return `<code>${md(text)}</code>`;
}

function cell(text: string): string {
  return md(text);
}
