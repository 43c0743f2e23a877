import type { PieceFormatter } from "./format.js";
import { raw, type Code } from "./code.js";
import { renderTemplate } from "./template.js";

/** A template's slots, each a list of complete top-level statements, unformatted. */
export type TemplateSlots = Record<string, readonly string[]>;

/** About this much source per formatter call: big enough to amortise a call, small enough to keep memory flat. */
const batchChars = 64 * 1024;

/**
 * Render `templates/<folder>/<name>.hbs` with every slot formatted, a batch of statements at a
 * time, so formatting a schema 64 times the spec's size takes 64 times as long, not 64 times the
 * memory. Statements are independent top-level declarations, so formatting them apart prints what
 * formatting the whole file would. `raw` slots pass unchanged (the provenance header's comments).
 */
export async function formatTemplate(folder: string, name: string, slots: TemplateSlots, formatter: PieceFormatter, raw: readonly string[] = []): Promise<string> {
  // Slots hold statements the emitters built (the text of Code fragments): placed as built code.
  const values: Record<string, Code> = {};
  for (const [slot, statements] of Object.entries(slots)) {
    values[slot] = built(raw.includes(slot) ? statements.join("\n") : (await inBatches(statements, formatter.piece)).join("\n"));
  }
  return formatter.finish(tidy(renderTemplate(folder, name, values)));
}

/** The template with its slots as they are, for the format stage (or a transform) to print whole. */
export function fillTemplate(folder: string, name: string, slots: TemplateSlots): string {
  const values = Object.fromEntries(Object.entries(slots).map(([slot, statements]) => [slot, built(statements.join("\n"))]));
  return renderTemplate(folder, name, values);
}

/** The template's slots in the order it places them. */
export function slotOrder(folder: string, name: string, slots: TemplateSlots): string[] {
  const markers = Object.fromEntries(Object.keys(slots).map((slot) => [slot, built(`\n\u0000${slot}\u0000\n`)]));
  return [...renderTemplate(folder, name, markers).matchAll(/\u0000([^\u0000]+)\u0000/g)].map((m) => m[1]!);
}

/** `print` over the statements, about `batchChars` of them at a time, in order. */
export async function inBatches(statements: readonly string[], print: (text: string) => Promise<string>): Promise<string[]> {
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

function built(text: string): Code {
  return raw(text);
}

/** At most one blank line in a row and one newline at the end, as the formatter leaves a whole file. */
function tidy(text: string): string {
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
