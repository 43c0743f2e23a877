import type { Model } from "../ir/model.js";
import type { Options } from "../options.js";
import { applyOverlay } from "./applyOverlay.js";
import { separateEnvelope } from "./separateEnvelope.js";

/**
 * A version's model as the SDK wants it: message shapes as the option says, then the overlay's entries (`versions`:
 * the other versions its `import` entries read). Pure.
 */
export function applyDeviations(
  model: Model,
  version: string,
  options: Pick<Options, "envelope" | "overlay">,
  versions: ReadonlyMap<string, Model> = new Map(),
): Model {
  return applyOverlay(separateEnvelope(model, options.envelope), options.overlay, version, versions);
}
