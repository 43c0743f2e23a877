import type { Model } from "../ir/model.js";
import type { OverlayEntry } from "./overlay.js";

/** A member check: undefined when `value` is acceptable, else what it must be. */
export type MemberCheck = (value: unknown) => string | undefined;

/** What an entry's application found: the changed model, or the place where nothing matched. */
/**
 * `missing`: nothing at the pointer; `taken`: the name or property is already there; `refused`: code without `allowCode`;
 * `differs`: one of several places the entry treats as one has another schema; `referenced`: what is removed is
 * still referred to there.
 */
export type Applied = { model: Model } | { missing: string } | { taken: string } | { refused: string } | { differs: string } | { referenced: string };

/** One kind of overlay entry: metadata, then what it claims and how it changes the model. */
export interface EntryKind {
  readonly kind: string;
  readonly description: string;
  /** The kind's own members (beyond kind, reason, versions) and whether each is required. */
  readonly members: Readonly<Record<string, { required: boolean; check: MemberCheck }>>;
  /** A rule across members (undefined: fine), beyond each member's own check. */
  readonly validate?: (entry: Record<string, unknown>) => string | undefined;
  /** What the entry changes (`property:#/definitions/X/properties/y`): two entries claiming one key conflict. */
  claims(entry: OverlayEntry): string[];
  apply(model: Model, entry: OverlayEntry, context: ApplyContext): Applied;
}

export interface ApplyContext {
  /** Whether entries may carry function source (the overlay's `allowCode`). */
  allowCode: boolean;
  /** Other spec versions' models, by version, for `import` entries: loaded as the run loads its own, no overlay. */
  versions: ReadonlyMap<string, Model>;
}
