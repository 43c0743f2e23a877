/**
 * Escaping for text placed into reports, one function per format: nothing a schema holds can end a tag,
 * a cell, a script or a workflow command, nor reach a terminal or CI log as a control sequence. Every C0
 * control, DEL and C1 control (ESC, CSI `\x9b` among them) is shown as `\xNN`; line and paragraph
 * separators as the format allows.
 */

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** C0 controls, DEL and C1 controls, except tab and LF (formats that keep lines handle those themselves). */
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function hex(c: string): string {
  return `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}

/** HTML text or attribute value: markup characters as entities, controls as `\xNN`, separators as references. */
export function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => entities[c]!)
    .replace(/[\u2028\u2029]/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`)
    .replace(controls, hex);
}

/**
 * Markdown inline text (also safe inside a table cell or a list item): every line break a renderer
 * knows (CR LF, a lone CR, LF, U+2028/2029, NEL) becomes a space, so nothing can start a line of its
 * own (a `#` heading, a `|` row, a `<details>`); HTML-significant characters become entities,
 * Markdown punctuation is backslash-escaped (`#` too, since `- # x` is a heading inside a list item),
 * and any other control shows as `\xNN`.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029\u0085\f\v]/g, " ")
    .replace(/[&<>]/g, (c) => entities[c]!)
    .replace(/[\\`*_[\]|~#!]/g, (c) => `\\${c}`)
    .replace(/\t/g, " ")
    .replace(controls, hex);
}

/**
 * The message part of a GitHub workflow command: `%`, CR and LF as the runner's parser unescapes them
 * (so a value cannot end the command or start another), other controls as `\xNN`, separators as `\u2028`.
 */
export function escapeWorkflowData(text: string): string {
  return text
    .replace(/%/g, "%25")
    .replace(/\r/g, "%0D")
    .replace(/\n/g, "%0A")
    .replace(/[\u2028\u2029\u0085]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/\t/g, " ")
    .replace(controls, hex);
}

/** A `key=value` property of a workflow command: its data, with `:` and `,` escaped too. */
export function escapeWorkflowProperty(text: string): string {
  return escapeWorkflowData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** JSON text: `JSON.stringify` escapes C0 controls; DEL, C1 controls and U+2028/2029 are escaped here too. */
export function escapeJsonText(json: string): string {
  return json.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A JSON value as short text for a report cell. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
