import type { PieceFormatter } from "../../emit/format.js";
import { fillTemplate, formatTemplate, inBatches, slotOrder } from "../../emit/formatPieces.js";
import type { ModuleSlots } from "./module.js";
import type { ExportItem } from "./transpile.js";

/** `templates/validators/<name>.hbs` with every slot formatted a batch at a time (`formatTemplate`); `raw` slots pass unchanged. */
export function formatSlots(name: string, slots: ModuleSlots, formatter: PieceFormatter, raw: readonly string[] = []): Promise<string> {
  return formatTemplate("validators", name, slots, formatter, raw);
}

/**
 * validators.js for a formatter: each batch of the source's statements stripped of its types
 * (`transpilePiece`), then formatted, in template order, the export clause the transform puts at
 * the end last; the `raw` slots (the header) lead, as line comments the transform would drop.
 * What formatting the transform of the whole file prints: the transform prints no blank line
 * between statements, so the batches join as they are.
 */
export async function formatTranspiled(name: string, slots: ModuleSlots, formatter: PieceFormatter, raw: readonly string[] = []): Promise<string> {
  const { exportClause, transpilePiece } = await import("./transpile.js");
  const lead = raw.map((slot) => (slots[slot] ?? []).join("\n")).join("\n");
  const body: string[] = [];
  const exports: ExportItem[] = [];
  for (const slot of slotOrder("validators", name, slots).filter((s) => !raw.includes(s))) {
    body.push(...(await inBatches(slots[slot] ?? [], async (text) => {
      const js = transpilePiece(text, name);
      exports.push(...js.exports);
      return js.code.trim() === "" ? "" : formatter.piece(js.code);
    })));
  }
  const clause = exportClause(exports);
  if (clause) body.push(await formatter.piece(clause));
  return formatter.finish(`${lead}\n\n${body.join("")}`);
}

/** The slots as they are, for a consumer that reprints them anyway (the JavaScript transform). */
export function fillSlots(name: string, slots: ModuleSlots): string {
  return fillTemplate("validators", name, slots);
}
