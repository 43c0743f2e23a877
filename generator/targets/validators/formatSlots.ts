import { format } from "../../emit/format.js";
import { raw, type Code } from "../../emit/code.js";
import { renderTemplate } from "../../emit/template.js";
import type { ModuleSlots } from "./module.js";

/** About this much source per formatter call: big enough to amortise a call, small enough to keep memory flat. */
const batchChars = 64 * 1024;

/**
 * Render `templates/validators/<name>.hbs` with every slot formatted, a batch of statements
 * at a time, so formatting a schema 64 times the spec's size takes 64 times as long, not
 * 64 times the memory. Statements are independent top-level declarations, so formatting
 * them apart prints what formatting the whole file would. `raw` slots pass unchanged.
 */
export async function formatSlots(name: string, slots: ModuleSlots, raw: readonly string[] = []): Promise<string> {
  // Slots hold statements the emitters built (the text of Code fragments): placed as built code.
  const values: Record<string, Code> = {};
  for (const [slot, statements] of Object.entries(slots)) {
    values[slot] = built(raw.includes(slot) ? statements.join("\n") : await formatStatements(name, statements));
  }
  return tidy(renderTemplate("validators", name, values));
}

/** The slots as they are, for a consumer that reprints them anyway (the JavaScript transform). */
export function fillSlots(name: string, slots: ModuleSlots): string {
  const values = Object.fromEntries(Object.entries(slots).map(([slot, statements]) => [slot, built(statements.join("\n"))]));
  return renderTemplate("validators", name, values);
}

function built(text: string): Code {
  return raw(text);
}

async function formatStatements(name: string, statements: readonly string[]): Promise<string> {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const [file] = await format([{ path: name, contents: batch.join("\n") }]);
    out.push(file!.contents);
    batch = [];
    size = 0;
  };
  for (const s of statements) {
    batch.push(s);
    size += s.length;
    if (size >= batchChars) await flush();
  }
  await flush();
  return out.join("\n");
}

/** At most one blank line in a row and one newline at the end, as the formatter leaves a whole file. */
function tidy(text: string): string {
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
