/**
 * One output folder name per source, safe and distinct: only letters, digits, `.`, `_` and `-`; no leading dot (so
 * `..` and `...json` cannot climb out of the output folder or hide); and two sources with the same base name get
 * `-2`, `-3` (compared without case, for case-insensitive file systems).
 */
export function folderNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = safeName(name);
    let chosen = base;
    for (let n = 2; taken.has(chosen.toLowerCase()); n++) chosen = `${base}-${n}`;
    taken.add(chosen.toLowerCase());
    return chosen;
  });
}

function safeName(name: string): string {
  if (name === "-") return "stdin";
  const cleaned = name
    .normalize("NFC")
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .replace(/^[.]+/, "")
    .slice(0, 100);
  return cleaned === "" || /^_+$/.test(cleaned) ? "schema" : cleaned;
}
