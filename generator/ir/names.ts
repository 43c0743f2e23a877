/** Name helpers shared by ingest and targets. */

export function pascalCase(text: string): string {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  if (joined === "") return "Value";
  return /^[0-9]/.test(joined) ? `N${joined}` : joined;
}

/** Keeps the spec's casing of an existing PascalCase name, capitalising only the first letter. */
export function upperFirst(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
