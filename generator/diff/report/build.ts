/**
 * Changes -> the report every format renders: one row per cause (`groupCauses`), each keeping every
 * place it shows up and the methods it reaches; counts first, rows grouped into sections.
 */
import { groupCauses, type Cause } from "../causes.js";
import { acceptedFor, applySeverity, type Policy } from "../policy.js";
import { changeMessage } from "../messages.js";
import { sepUrl } from "../links.js";
import { ruleById } from "../rules/index.js";
import type { Change, Level, Side } from "../types.js";
import type { OverlayCheck, OverlayEntryCheck } from "../../overlay/checkOverlay.js";

export type Section = "breaking" | "accepted" | "deprecated" | "removed" | "added" | "changed";
export const sections = [
  "breaking",
  "accepted",
  "deprecated",
  "removed",
  "added",
  "changed",
] as const satisfies readonly Section[];
export const sectionTitles: Record<Section, string> = {
  breaking: "Breaking",
  accepted: "Accepted",
  deprecated: "Deprecated",
  removed: "Removed",
  added: "Added",
  changed: "Changed",
};

/** A report row: a cause (see causes.ts), with its message and section. */
export interface ReportChange extends Omit<Cause, "impact"> {
  message: string;
  section: Section;
  /** Where the SEP the spec names for it is read (`sep`), when it names one. */
  link?: string;
  /** The ignore file's reason, when the row is an accepted change: reported, not gated on. */
  accepted?: string;
}

export interface DiffSummary {
  /** Rows (causes) that are changes and not accepted. */
  total: number;
  /** Rows the ignore file accepts: listed with their reason, counted apart (never breaking). */
  accepted: number;
  /** Rows that state the versions rather than a change (still deprecated, unresolvable): counted apart. */
  status: number;
  /** Places every row shows up in (the flat change count). */
  locations: number;
  byLevel: Record<Level, number>;
  /** Changes that break each side (a change breaking both counts for both); `none`: breaks nobody. */
  bySide: Record<Side | "none", number>;
  /** The same counts per level. */
  byLevelAndSide: Record<Level, Record<Side | "none", number>>;
}

/** An overlay entry's outcome on the new side (`withOverlay` in overlay.ts), its `why` worded. */
export interface ReportOverlayEntry extends OverlayEntryCheck {
  /** `why`, worded; absent for an entry that applies. */
  message?: string;
}

export interface ReportOverlay extends Omit<OverlayCheck, "entries"> {
  entries: ReportOverlayEntry[];
}

export interface DiffReport {
  from: string;
  to: string;
  summary: DiffSummary;
  changes: ReportChange[];
  /** With an overlay in effect: whether each entry still applies to the new side (`withOverlay`). */
  overlay?: ReportOverlay;
}

export function buildReport(from: string, to: string, changes: readonly Change[], policy: Policy = {}): DiffReport {
  const out: ReportChange[] = groupCauses(applySeverity(changes, policy.severity)).map((c) => ({
    rule: c.rule,
    level: c.level,
    breaks: [...c.breaks],
    path: c.path,
    before: c.before,
    after: c.after,
    message: changeMessage(c),
    args: c.args,
    section: sectionOf(c),
    methods: c.methods,
    definitions: c.definitions,
    locations: c.locations,
    ...(c.sep ? { sep: c.sep, link: sepUrl(c.sep) } : {}),
  }));
  for (const row of out) {
    const accepted = acceptedFor(row, policy.accepted ?? []);
    if (accepted) {
      row.accepted = accepted.reason;
      row.section = "accepted";
    }
  }
  return { from, to, summary: summarizeChanges(out), changes: out };
}

/** A row stating the versions (still deprecated, unresolvable) rather than a change. */
export function isStatus(rule: string): boolean {
  const r = ruleById(rule);
  return r !== undefined && "status" in r && r.status === true;
}

/** ERR changes are "Breaking"; the rest go by their rule's category. */
function sectionOf(c: Pick<Change, "level" | "rule">): Section {
  if (c.level === "ERR") return "breaking";
  return ruleById(c.rule)?.category ?? "changed";
}

/** Counts of the rows that are changes still to review: accepted rows and status rows are counted apart. */
function summarizeChanges(all: readonly ReportChange[]): DiffSummary {
  const zero = () => ({ client: 0, server: 0, none: 0 });
  const status = all.filter((c) => isStatus(c.rule));
  const accepted = all.filter((c) => c.accepted !== undefined && !isStatus(c.rule));
  const changes = all.filter((c) => c.accepted === undefined && !isStatus(c.rule));
  const s: DiffSummary = {
    total: changes.length,
    accepted: accepted.length,
    status: status.length,
    locations: all.reduce((n, c) => n + c.locations.length, 0),
    byLevel: { ERR: 0, WARN: 0, INFO: 0 },
    bySide: zero(),
    byLevelAndSide: { ERR: zero(), WARN: zero(), INFO: zero() },
  };
  for (const c of changes) {
    s.byLevel[c.level]++;
    for (const side of c.breaks.length === 0 ? (["none"] as const) : c.breaks) {
      s.bySide[side]++;
      s.byLevelAndSide[c.level][side]++;
    }
  }
  return s;
}
