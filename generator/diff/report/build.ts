/**
 * Changes -> the report every format renders: one row per cause (`groupCauses`), each keeping every
 * place it shows up and the methods it reaches; counts first, rows grouped into sections.
 */
import { groupCauses, type Cause } from "../causes.js";
import { acceptedFor, applySeverity, type Policy } from "../policy.js";
import { changeMessage } from "../messages.js";
import { ruleById } from "../rules/index.js";
import type { Change, Level, Side } from "../types.js";

export type Section = "breaking" | "deprecated" | "removed" | "added" | "changed";
export const sections = ["breaking", "deprecated", "removed", "added", "changed"] as const satisfies readonly Section[];
export const sectionTitles: Record<Section, string> = {
  breaking: "Breaking",
  deprecated: "Deprecated",
  removed: "Removed",
  added: "Added",
  changed: "Changed",
};

/** A report row: a cause (see causes.ts), with its message and section. */
export interface ReportChange extends Omit<Cause, "impact"> {
  message: string;
  section: Section;
  /** The ignore file's reason, when the row is an accepted change: reported, not gated on. */
  accepted?: string;
}

export interface DiffSummary {
  /** Rows (causes). */
  total: number;
  /** Places the causes show up in (the flat change count). */
  locations: number;
  byLevel: Record<Level, number>;
  /** Changes that break each side (a change breaking both counts for both); `none`: breaks nobody. */
  bySide: Record<Side | "none", number>;
  /** The same counts per level. */
  byLevelAndSide: Record<Level, Record<Side | "none", number>>;
}

export interface DiffReport {
  from: string;
  to: string;
  summary: DiffSummary;
  changes: ReportChange[];
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
  }));
  for (const row of out) {
    const accepted = acceptedFor(row, policy.accepted ?? []);
    if (accepted) row.accepted = accepted.reason;
  }
  return { from, to, summary: summarizeChanges(out), changes: out };
}

/** ERR changes are "Breaking"; the rest go by their rule's category. */
function sectionOf(c: Pick<Change, "level" | "rule">): Section {
  if (c.level === "ERR") return "breaking";
  return ruleById(c.rule)?.category ?? "changed";
}

function summarizeChanges(changes: readonly ReportChange[]): DiffSummary {
  const zero = () => ({ client: 0, server: 0, none: 0 });
  const s: DiffSummary = {
    total: changes.length,
    locations: changes.reduce((n, c) => n + c.locations.length, 0),
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
