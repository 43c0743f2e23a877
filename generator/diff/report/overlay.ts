/** The overlay's fate on a diff's new side, as report rows: each entry with its outcome and why, worded once here. */
import { formatMessage } from "../../messages/catalog.js";
import { basename, dirname, isAbsolute, relative } from "node:path";
import type { Model } from "../../ir/model.js";
import type { Options } from "../../options.js";
import { checkOverlay, type OverlayCheck } from "../../overlay/checkOverlay.js";
import { separateEnvelope } from "../../overlay/separateEnvelope.js";
import type { DiffReport } from "./build.js";

export const overlayTitles = { breaks: "Breaks", obsolete: "Obsolete", applies: "Still applies" } as const;

/** The report with the overlay section; the diff's rows and counts unchanged. */
export function withOverlay(report: DiffReport, check: OverlayCheck): DiffReport {
  const entries = check.entries.map((e) => (e.why ? { ...e, message: formatMessage(e.why) } : e));
  return { ...report, overlay: { ...check, entries } };
}

/**
 * The report with the overlay (when the options carry one) checked against the new side `to`, read as generating
 * it would (message shapes as `envelope` says). `toArg` names the version the entries' `versions` are matched with:
 * a version name, or the folder holding a schema.json. `versions`: the other versions its `import` entries read.
 */
export function withOptionsOverlay(
  report: DiffReport,
  to: Model,
  toArg: string,
  options: Pick<Options, "envelope" | "overlay">,
  versions: ReadonlyMap<string, Model> = new Map(),
): DiffReport {
  if (!options.overlay) return report;
  const version = /\.json$/.test(toArg) ? basename(dirname(toArg)) : toArg;
  const checked = checkOverlay(separateEnvelope(to, options.envelope), options.overlay, version, versions);
  // The file as a reader of the report (or GitHub's `file=`) names it: from the working folder, the same on every machine.
  const file = isAbsolute(checked.file) ? relative(process.cwd(), checked.file) : checked.file;
  return withOverlay(report, { ...checked, file });
}
