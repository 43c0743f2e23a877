/** A pointer up to this long is printed whole. */
const maxChars = 160;
/** Tokens kept at each end of a pointer that is not. */
const headTokens = 6;
const tailTokens = 4;
/** A token longer than this (a 100,000-character property name) keeps only its two ends. */
const maxTokenChars = 40;

/**
 * A JSON pointer as one readable piece of a message line: whole when short; else its first and last tokens around the
 * number of levels left out (`#/definitions/D/items/items/…240 more…/items/items`), each overlong token cut in its
 * middle. Only for reading: the error keeps the whole pointer as data.
 */
export function shortPointer(pointer: string): string {
  if (pointer.length <= maxChars) return pointer;
  const tokens = pointer.split("/").map((t) => (t.length > maxTokenChars ? `${t.slice(0, 24)}…${t.slice(-12)}` : t));
  const short = tokens.join("/");
  if (short.length <= maxChars || tokens.length <= headTokens + tailTokens + 1) return short;
  const left = tokens.length - headTokens - tailTokens;
  return [...tokens.slice(0, headTokens), `…${left} more…`, ...tokens.slice(-tailTokens)].join("/");
}
