/** Escaping for text placed into reports: nothing a description holds can end a tag, a cell or a script. */

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** Markdown inline text (also safe inside a table cell): HTML-significant characters become entities,
 * Markdown punctuation is backslash-escaped, line breaks become spaces. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n/g, " ")
    .replace(/[&<>]/g, (c) => entities[c]!)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}

/** A JSON value as short text for a report cell. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
