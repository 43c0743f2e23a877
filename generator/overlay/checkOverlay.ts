import type { Model } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import type { Message } from "../messages/catalog.js";
import { entryKindOf } from "./kinds/index.js";
import { obsoleteRuleOf } from "./obsolete/rules.js";
import type { Overlay } from "./overlay.js";

/**
 * `applies`: the entry still changes the version as written. `obsolete`: the version already says what the entry
 * asks (remove it). `breaks`: generating the version would stop at it (exit 2): its place is gone, its name is
 * taken, it conflicts with an earlier entry, or it carries code without `allowCode`.
 */
export type OverlayOutcome = "applies" | "obsolete" | "breaks";
export const overlayOutcomes = ["breaks", "obsolete", "applies"] as const satisfies readonly OverlayOutcome[];

export interface OverlayEntryCheck {
  /** Where the entry sits in its file (`#/overlay/entries/3`). */
  at: string;
  kind: string;
  reason: string;
  outcome: OverlayOutcome;
  /** Why, as data (wording in the catalog); absent for `applies`. */
  why?: Message<"overlay-entry-missing" | "overlay-entry-taken" | "overlay-entry-conflict" | "overlay-entry-code" | "overlay-entry-differs" | "overlay-entry-referenced" | "overlay-entry-obsolete">;
}

export interface OverlayCheck {
  file: string;
  version: string;
  summary: Record<OverlayOutcome, number>;
  entries: OverlayEntryCheck[];
}

/**
 * Each overlay entry for `version`, tried in order against `model` (the new side) as `applyOverlay` would, without
 * stopping: an entry that breaks is skipped and the next tried against the model as it stands. Pure.
 */
export function checkOverlay(model: Model, overlay: Overlay, version: string, versions: ReadonlyMap<string, Model> = new Map()): OverlayCheck {
  const entries: OverlayEntryCheck[] = [];
  const claimed = new Map<string, string>();
  let current = model;
  overlay.entries.forEach((entry, index) => {
    if (entry.versions !== undefined && !entry.versions.includes(version)) return;
    const at = child(overlay.pointer, index);
    const kind = entryKindOf(entry.kind)!;
    const row = { at, kind: entry.kind, reason: entry.reason };
    const claims = kind.claims(entry).map((c) => c.replace("#/$defs/", "#/definitions/"));
    const clash = claims.find((c) => claimed.has(c));
    for (const c of claims) if (!claimed.has(c)) claimed.set(c, at);
    if (clash !== undefined) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-conflict", args: { other: claimed.get(clash)!, claim: clash } } });
    const rule = obsoleteRuleOf(entry.kind);
    if (rule?.obsolete(current, entry)) return entries.push({ ...row, outcome: "obsolete", why: { id: "overlay-entry-obsolete", args: { kind: entry.kind, when: rule.when } } });
    const applied = kind.apply(current, entry, { allowCode: overlay.allowCode, versions });
    if ("missing" in applied) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-missing", args: { at: applied.missing } } });
    if ("taken" in applied) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-taken", args: { at: applied.taken } } });
    if ("differs" in applied) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-differs", args: { at: applied.differs } } });
    if ("referenced" in applied) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-referenced", args: { at: applied.referenced } } });
    if ("refused" in applied) return entries.push({ ...row, outcome: "breaks", why: { id: "overlay-entry-code", args: { at: applied.refused } } });
    current = applied.model;
    return entries.push({ ...row, outcome: "applies" });
  });
  const summary = { applies: 0, obsolete: 0, breaks: 0 };
  for (const e of entries) summary[e.outcome]++;
  return { file: overlay.file, version, summary, entries };
}
