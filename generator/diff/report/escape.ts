/** Escaping for text placed into reports: nothing a description holds can end a tag, a cell or a script. */

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/**
 * Markdown inline text (also safe inside a table cell or a list item): every line break a renderer
 * knows (CR LF, a lone CR, LF, U+2028/2029, NEL) becomes a space, so nothing can start a line of its
 * own (a `#` heading, a `|` row, a `<details>`); HTML-significant characters become entities and
 * Markdown punctuation is backslash-escaped (`#` too, since `- # x` is a heading inside a list item).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029\u0085\f\v]/g, " ")
    .replace(/[&<>]/g, (c) => entities[c]!)
    .replace(/[\\`*_[\]|~#!]/g, (c) => `\\${c}`);
}

/** A JSON value as short text for a report cell. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
