import { raw, type Code } from "./code.js";
import { fillTemplate, renderTemplate } from "./template.js";
import { batches } from "./batches.js";
import type { EmittedFile, EmittedPieces, EmittedTemplate } from "./output.js";

/** A file formatted a few statements at a time, with the settings of its placement resolved once. */
export interface PieceFormatter {
  /** Complete top-level statements of the file, printed as prettier prints them in the whole file ("\n" line ends). */
  piece(text: string): Promise<string>;
  /** The file assembled from its pieces, with the line ends the settings ask for. */
  finish(text: string): string;
  /** One statement as prettier prints it, from the stage's own printers, or undefined where they are not sure. */
  layout?: ((statement: string) => string | undefined) | undefined;
}

/**
 * The template with every slot formatted, a batch of statements at a time, so formatting a schema 64 times the
 * spec's size takes 64 times as long, not 64 times the memory. Statements are independent top-level declarations,
 * so formatting them apart prints what formatting the whole file would. `verbatim` slots pass unchanged (the
 * provenance header's comments).
 */
export async function formatTemplate(file: EmittedTemplate, formatter: PieceFormatter): Promise<string> {
  const verbatim = file.verbatim ?? [];
  // Slots hold statements the emitters built (the text of Code fragments): placed as built code.
  const values: Record<string, Code> = {};
  for (const [slot, statements] of Object.entries(file.slots)) {
    values[slot] = built(verbatim.includes(slot) ? statements.join("\n") : (await formatStatements(statements, formatter)).join("\n"));
  }
  return formatter.finish(tidy(renderTemplate(file.template.folder, file.template.name, values)));
}

/**
 * Pieces of code (a transform's output, a batch of statements each) formatted one by one after their lead: what
 * formatting the whole file prints, since the pieces are cut between statements and printed with no blank line
 * between them, so the formatted pieces join as they are.
 */
export async function formatPieces(file: EmittedPieces, formatter: PieceFormatter): Promise<string> {
  const body = await inOrder(file.pieces, (piece) => (piece.trim() === "" ? Promise.resolve("") : formatter.piece(piece)));
  return formatter.finish(`${file.lead}\n\n${body.join("")}`);
}

/** The file's whole text, unformatted: for a formatter that takes files whole, or a file nobody formats. */
export function unformattedText(file: EmittedFile): string {
  if ("contents" in file) return file.contents;
  if ("template" in file) return fillTemplate(file.template.folder, file.template.name, file.slots);
  return `${file.lead}\n\n${file.pieces.join("")}`;
}

/**
 * A slot's statements as prettier prints them: each one the stage's printers lay out as it is, every run of the
 * others through prettier a batch at a time. Statements are independent, so where the run is cut changes nothing.
 */
async function formatStatements(statements: readonly string[], formatter: PieceFormatter): Promise<string[]> {
  const { layout } = formatter;
  if (!layout) return inOrder(batches(statements), formatter.piece);
  const out: string[] = [];
  let run: string[] = [];
  const flush = async () => {
    if (run.length > 0) out.push(...(await inOrder(batches(run), formatter.piece)));
    run = [];
  };
  for (const s of statements) {
    // A statement not ending in a line end joins the next one without a blank line: only prettier knows that layout.
    const own = s.endsWith("\n") || statements.length === 1 ? layout(s) : undefined;
    if (own === undefined) {
      run.push(s);
      continue;
    }
    await flush();
    out.push(own);
  }
  await flush();
  return out;
}

/** `print` over the texts one at a time, in order: one piece's formatter state in memory at once. */
async function inOrder(texts: readonly string[], print: (text: string) => Promise<string>): Promise<string[]> {
  const out: string[] = [];
  for (const t of texts) out.push(await print(t));
  return out;
}

function built(text: string): Code {
  return raw(text);
}

/** At most one blank line in a row and one newline at the end, as the formatter leaves a whole file. */
function tidy(text: string): string {
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
