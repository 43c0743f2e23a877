/**
 * The report as one self-contained HTML page (no network): summary, filters by level and side,
 * collapsible sections, every place a row shows up. Every value is escaped here; the template only
 * places it. A path breaks only after a `/` (each segment is a no-wrap span, `<wbr>` between), never
 * inside a name.
 */
import { raw } from "../../emit/code.js";
import { renderTemplate, type TemplateValue } from "../../emit/template.js";
import type { DiffReport, ReportChange } from "./build.js";
import { sections, sectionTitles } from "./build.js";
import { escapeHtml as h, valueText } from "./escape.js";
import { levels } from "../types.js";

export function renderHtml(report: DiffReport): string {
  const s = report.summary;
  return renderTemplate("diff", "report.html", escaped({
    title: h(`MCP schema diff: ${report.from} → ${report.to}`),
    from: h(report.from),
    to: h(report.to),
    total: String(s.total),
    rows: String(report.changes.length),
    apart: [
      ...(s.accepted > 0 ? [`${s.accepted} accepted`] : []),
      ...(s.status > 0 ? [`${s.status} status note${s.status === 1 ? "" : "s"}`] : []),
    ].join(", "),
    summaryRows: levels.map((level) => ({
      level,
      count: String(s.byLevel[level]),
      client: String(s.byLevelAndSide[level].client),
      server: String(s.byLevelAndSide[level].server),
      none: String(s.byLevelAndSide[level].none),
    })),
    bySide: { client: String(s.bySide.client), server: String(s.bySide.server), none: String(s.bySide.none) },
    // A section with no row is not drawn: never an empty table.
    sections: sections
      .filter((section) => report.changes.some((c) => c.section === section))
      .map((section) => {
        const changes = report.changes.filter((c) => c.section === section);
        return {
          id: section,
          title: h(sectionTitles[section]),
          count: String(changes.length),
          rows: changes.map((c) => ({
            level: c.level,
            breaks: c.breaks.length === 0 ? "none" : c.breaks.join(" "),
            breaksText: h(c.breaks.join(", ") || "none"),
            path: pathHtml(c.path),
            more: c.locations.length > 1 ? String(c.locations.length - 1) : "",
            locations: c.locations.slice(1).map((l) => ({ path: pathHtml(l.path), rule: h(l.rule) })),
            methods: h(c.methods.join(", ")),
            message: messageHtml(c),
            before: h(valueText(c.before)),
            after: h(valueText(c.after)),
            rule: h(c.rule),
          })),
        };
      }),
    ...overlayHtml(report),
  }));
}

/** The overlay's entries with their outcome on the new side, when an overlay is in effect. */
function overlayHtml(report: DiffReport): { overlay?: Escaped } {
  const o = report.overlay;
  if (!o) return {};
  return {
    overlay: {
      title: h(`Overlay ${o.file} on ${o.version}: ${o.summary.breaks} break, ${o.summary.obsolete} obsolete, ${o.summary.applies} still apply`),
      rows: o.entries.map((e) => ({ outcome: e.outcome, at: pathHtml(e.at), kind: h(e.kind), message: h(e.message ?? ""), reason: h(e.reason) })),
    },
  };
}

type Escaped = string | readonly Escaped[] | { readonly [key: string]: Escaped };

/** Values above, as built text for the template: every string is `h()`-escaped or a count or id of ours. */
function escaped(values: { readonly [key: string]: Escaped }): { readonly [key: string]: TemplateValue } {
  const build = (v: Escaped): TemplateValue =>
    typeof v === "string" ? raw(v) : Array.isArray(v) ? v.map(build) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, build(x as Escaped)]));
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, build(v)]));
}

/** The row's message, the SEP the spec names for it as a link, and an accepted row's reason. */
function messageHtml(c: ReportChange): string {
  const sep = c.sep && c.link ? ` (<a href="${h(c.link)}">${h(c.sep)}</a>)` : "";
  const accepted = c.accepted !== undefined ? ` <strong>Accepted:</strong> ${h(c.accepted)}` : "";
  return `${h(c.message)}${sep}${accepted}`;
}

/** `A/properties/b` -> no-wrap segments joined by `/` and a break opportunity. */
function pathHtml(path: string): string {
  return path
    .split("/")
    .map((segment) => `<span class="seg">${h(segment)}</span>`)
    .join("/<wbr>");
}
