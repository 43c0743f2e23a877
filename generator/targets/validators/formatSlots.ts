import type { PieceFormatter } from "../../emit/format.js";
import { raw, type Code } from "../../emit/code.js";
import { renderTemplate } from "../../emit/template.js";
import type { ModuleSlots } from "./module.js";
import type { ExportItem } from "./transpile.js";

/** About this much source per formatter call: big enough to amortise a call, small enough to keep memory flat. */
const batchChars = 64 * 1024;

/**
 * Render `templates/validators/<name>.hbs` with every slot formatted, a batch of statements
 * at a time, so formatting a schema 64 times the spec's size takes 64 times as long, not
 * 64 times the memory. Statements are independent top-level declarations, so formatting
 * them apart prints what formatting the whole file would. `raw` slots pass unchanged.
 */
export async function formatSlots(name: string, slots: ModuleSlots, formatter: PieceFormatter, raw: readonly string[] = []): Promise<string> {
  // Slots hold statements the emitters built (the text of Code fragments): placed as built code.
  const values: Record<string, Code> = {};
  for (const [slot, statements] of Object.entries(slots)) {
    values[slot] = built(raw.includes(slot) ? statements.join("\n") : (await inBatches(statements, formatter.piece)).join("\n"));
  }
  return formatter.finish(tidy(renderTemplate("validators", name, values)));
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
  for (const slot of slotOrder(name, slots).filter((s) => !raw.includes(s))) {
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

/** The template's slots in the order it places them (the template holds only slots and line comments). */
function slotOrder(name: string, slots: ModuleSlots): string[] {
  const markers = Object.fromEntries(Object.keys(slots).map((slot) => [slot, built(`\n\u0000${slot}\u0000\n`)]));
  return [...renderTemplate("validators", name, markers).matchAll(/\u0000([^\u0000]+)\u0000/g)].map((m) => m[1]!);
}

/** The slots as they are, for a consumer that reprints them anyway (the JavaScript transform). */
export function fillSlots(name: string, slots: ModuleSlots): string {
  const values = Object.fromEntries(Object.entries(slots).map(([slot, statements]) => [slot, built(statements.join("\n"))]));
  return renderTemplate("validators", name, values);
}

function built(text: string): Code {
  return raw(text);
}

/** `print` over the statements, about `batchChars` of them at a time. */
async function inBatches(statements: readonly string[], print: (text: string) => Promise<string>): Promise<string[]> {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    out.push(await print(batch.join("\n")));
    batch = [];
    size = 0;
  };
  for (const s of statements) {
    batch.push(s);
    size += s.length;
    if (size >= batchChars) await flush();
  }
  await flush();
  return out;
}

/** At most one blank line in a row and one newline at the end, as the formatter leaves a whole file. */
function tidy(text: string): string {
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
