import type { Model } from "../ir/model.js";
import { child } from "../ir/pointer.js";
import { CodegenError } from "../messages/error.js";
import { entryKindOf } from "./kinds/index.js";
import type { Overlay, OverlayEntry } from "./overlay.js";

/**
 * The model with the overlay's entries for `version` applied, in order (`versions`: the other versions `import`
 * entries read). Pure. An entry whose place is missing,
 * whose name is taken, or that claims what another entry claims, stops generation (exit 2) naming the entry and pointer.
 */
export function applyOverlay(model: Model, overlay: Overlay | undefined, version: string, versions: ReadonlyMap<string, Model> = new Map()): Model {
  if (!overlay) return model;
  const entries = overlay.entries.map((entry, index) => ({ entry, at: child(overlay.pointer, index) })).filter(({ entry }) => appliesTo(entry, version));
  checkConflicts(entries, overlay.file);
  let current = model;
  for (const { entry, at } of entries) {
    const applied = entryKindOf(entry.kind)!.apply(current, entry, { allowCode: overlay.allowCode, versions });
    const where = { file: overlay.file, pointer: at };
    if ("missing" in applied) throw new CodegenError("overlay-no-match", { kind: entry.kind, version, at: applied.missing }, where);
    if ("taken" in applied) throw new CodegenError("overlay-name-taken", { kind: entry.kind, version, at: applied.taken }, where);
    if ("differs" in applied) throw new CodegenError("overlay-places-differ", { kind: entry.kind, version, at: applied.differs }, where);
    if ("referenced" in applied) throw new CodegenError("overlay-still-referenced", { kind: entry.kind, version, at: applied.referenced }, where);
    if ("refused" in applied) throw new CodegenError("overlay-code-refused", { at: applied.refused }, where);
    current = applied.model;
  }
  return current;
}

function appliesTo(entry: OverlayEntry, version: string): boolean {
  return entry.versions === undefined || entry.versions.includes(version);
}

/** Two entries changing the same thing (the same property, name or node) are a conflict, whatever their order. */
function checkConflicts(entries: { entry: OverlayEntry; at: string }[], file: string): void {
  const claimed = new Map<string, string>();
  for (const { entry, at } of entries) {
    for (const claim of entryKindOf(entry.kind)!.claims(entry).map(normalized)) {
      const other = claimed.get(claim);
      if (other !== undefined) throw new CodegenError("overlay-conflict", { other, claim }, { file, pointer: at });
      claimed.set(claim, at);
    }
  }
}

/** `$defs` and `definitions` are one place. */
function normalized(claim: string): string {
  return claim.replace("#/$defs/", "#/definitions/");
}
