import { raw, type Code } from "./code.js";
import { fillTemplate, renderTemplate } from "./template.js";
import { batches } from "./batches.js";
import type { EmittedFile, EmittedPieces, EmittedTemplate } from "./output.js";
import { stripTypes } from "./stripTypes.js";
import { strippedFunctions } from "./layout/strippedLines.js";

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
export async function formatTemplate(file: EmittedTemplate, formatter: PieceFormatter, keep?: (slots: FormattedSlots) => void): Promise<string> {
  const verbatim = file.verbatim ?? [];
  const slots: FormattedSlots = {};
  for (const [slot, statements] of Object.entries(file.slots)) {
    slots[slot] = verbatim.includes(slot) ? statements.join("\n") : (await formatStatements(statements, formatter, formatter.layout, (s) => s)).join("\n");
  }
  keep?.(slots);
  return formatter.finish(tidy(renderSlots(file, slots)));
}

/** A template's slots, each its statements as formatted and joined ("\n" line ends). */
export type FormattedSlots = Record<string, string>;

/** How a JavaScript file is printed from a TypeScript template file (an `EmittedStripped`'s source). */
export interface Stripping {
  /** The source's slots as formatted for this file's settings (when it was formatted so), and the print width. */
  formatted?: { slots: FormattedSlots; width: number } | undefined;
  /** The slots of top-level functions typed only in signatures and one-line declarations (`strippedFunctions`). */
  signatureTyped: readonly string[];
  /** One TypeScript statement as prettier prints it in JavaScript, from the stage's printers, or undefined. */
  layout?: ((statement: string) => string | undefined) | undefined;
}

/**
 * The JavaScript of a TypeScript template file, formatted: slots of functions typed only in their signatures are
 * the formatted TypeScript with the types left out (nothing is formatted twice); every other statement is printed
 * by the stage's printers or stripped of its types and formatted a batch at a time.
 */
export async function formatStripped(source: EmittedTemplate, formatter: PieceFormatter, stripping: Stripping): Promise<string> {
  const verbatim = source.verbatim ?? [];
  const slots: FormattedSlots = {};
  for (const [slot, statements] of Object.entries(source.slots)) {
    if (verbatim.includes(slot)) {
      slots[slot] = statements.join("\n");
      continue;
    }
    const formatted = stripping.formatted;
    const quick = formatted && stripping.signatureTyped.includes(slot) && slot in formatted.slots ? strippedFunctions(formatted.slots[slot]!, formatted.width) : undefined;
    slots[slot] = quick ?? (await formatStatements(statements, formatter, stripping.layout, stripTypes)).join("\n");
  }
  return formatter.finish(tidy(renderSlots(source, slots)));
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
  if ("strippedFrom" in file) throw new Error(`${file.path}: its text is its source's (unformattedStripped)`);
  if ("template" in file) return fillTemplate(file.template.folder, file.template.name, file.slots);
  return `${file.lead}\n\n${file.pieces.join("")}`;
}

/** A TypeScript template file's JavaScript, unformatted: every statement stripped of its types. */
export function unformattedStripped(source: EmittedTemplate): string {
  const verbatim = source.verbatim ?? [];
  const slots = Object.fromEntries(
    Object.entries(source.slots).map(([slot, statements]) => [slot, verbatim.includes(slot) ? statements : statements.map(stripTypes).filter((s) => s.trim() !== "")]),
  );
  return tidy(fillTemplate(source.template.folder, source.template.name, slots));
}

/**
 * A slot's statements as prettier prints them: each one the stage's printers lay out as it is, every run of the
 * others (as `text` gives them to prettier) a batch at a time. Statements are independent, so where the run is cut
 * changes nothing; a statement whose text is empty (a TypeScript declaration, stripped) is left out.
 */
async function formatStatements(
  statements: readonly string[],
  formatter: PieceFormatter,
  layout: ((statement: string) => string | undefined) | undefined,
  text: (statement: string) => string,
): Promise<string[]> {
  if (!layout) return inOrder(batches(statements.map(text).filter((t) => t.trim() !== "")), formatter.piece);
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
      const t = text(s);
      if (t.trim() !== "") run.push(t);
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

/** The template with its formatted slots: statements the emitters built (the text of Code fragments), placed as built code. */
function renderSlots(file: EmittedTemplate, slots: FormattedSlots): string {
  const values: Record<string, Code> = {};
  for (const [slot, text] of Object.entries(slots)) values[slot] = raw(text);
  return renderTemplate(file.template.folder, file.template.name, values);
}

/** At most one blank line in a row and one newline at the end, as the formatter leaves a whole file. */
function tidy(text: string): string {
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
