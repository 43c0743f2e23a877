import { batches } from "../../emit/batches.js";
import { slotOrder } from "../../emit/template.js";
import type { ModuleSlots } from "./module.js";
import type { ExportItem } from "./transpile.js";

/**
 * validators.js as pieces: each batch of the source's statements stripped of its types (`transpilePiece`), in
 * template order, the export clause the transform puts at the end last; the `verbatim` slots (the header) lead, as
 * line comments the transform would drop. Joined, the pieces are the transform of the whole file (the transform
 * prints no blank line between statements); apart, each is small enough to format in flat memory.
 */
export async function transpiledPieces(name: string, slots: ModuleSlots, verbatim: readonly string[]): Promise<{ lead: string; pieces: string[] }> {
  // Loaded on use: only runs that emit validators pay for esbuild's start.
  const { exportClause, transpilePiece } = await import("./transpile.js");
  const lead = verbatim.map((slot) => (slots[slot] ?? []).join("\n")).join("\n");
  const pieces: string[] = [];
  const exports: ExportItem[] = [];
  for (const slot of slotOrder("validators", name, slots).filter((s) => !verbatim.includes(s))) {
    for (const batch of batches(slots[slot] ?? [])) {
      const js = transpilePiece(batch, name);
      exports.push(...js.exports);
      pieces.push(js.code);
    }
  }
  const clause = exportClause(exports);
  if (clause) pieces.push(clause);
  return { lead, pieces };
}
