/**
 * An overlay: an SDK's deviations from the spec as reviewable data. Each entry names one change to the IR and
 * says why (`reason`). Entries apply in order to each version's model, right after loading; every target sees
 * the result. Pointers (`at`) are JSON pointers into the schema (`#/definitions/X/properties/y`; `$defs` and
 * `definitions` are the same place), read against the model as the entries before have left it.
 */
import type { JsonValue } from "../ir/model.js";

export interface Overlay {
  /** The file the entries came from (the config, or the file it names), for errors. */
  file: string;
  /** Where the entries list sits in that file (`#/overlay/entries` or `#/entries`). */
  pointer: string;
  /** Entries of kind `normalize` may carry a function's source (`code`): off unless the overlay says so. */
  allowCode: boolean;
  entries: OverlayEntry[];
}

/** One change. Its kind's own members are checked by the kind's definition (kinds/index.ts). */
export interface OverlayEntry {
  kind: string;
  /** Why the SDK differs from the spec here: required, shown to reviewers. */
  reason: string;
  /** The versions it applies to (folder names, e.g. "2025-11-25"); absent: every version. */
  versions?: string[];
  [member: string]: JsonValue | undefined;
}
