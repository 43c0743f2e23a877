/** Changes -> the report every format renders: counts first, changes grouped into sections. */
import type { JsonValue } from "../../ir/model.js";
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

export interface ReportChange {
  rule: string;
  level: Level;
  breaks: Side[];
  path: string;
  before: JsonValue;
  after: JsonValue;
  message: string;
  section: Section;
}

export interface DiffSummary {
  total: number;
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

export function buildReport(from: string, to: string, changes: readonly Change[]): DiffReport {
  const out: ReportChange[] = changes.map((c) => ({
    rule: c.rule,
    level: c.level,
    breaks: [...c.breaks],
    path: c.path,
    before: c.before,
    after: c.after,
    message: changeMessage(c),
    section: sectionOf(c),
  }));
  return { from, to, summary: summarizeChanges(out), changes: out };
}

/** ERR changes are "Breaking"; the rest go by their rule's category. */
function sectionOf(c: Change): Section {
  if (c.level === "ERR") return "breaking";
  return ruleById(c.rule)?.category ?? "changed";
}

function summarizeChanges(changes: readonly ReportChange[]): DiffSummary {
  const zero = () => ({ client: 0, server: 0, none: 0 });
  const s: DiffSummary = {
    total: changes.length,
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
