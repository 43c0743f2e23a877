/**
 * Markdown building blocks for text that comes from a schema or the user: a code span
 * no backtick can end early, safe inside a table cell (`|` escaped, no newline).
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/\|/g, "\\|");
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((r) => r.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A table row from already-escaped cells. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(" | ")} |`;
}
