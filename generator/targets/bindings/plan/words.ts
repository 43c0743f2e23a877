import { createHash } from "node:crypto";

/** Longest identifier a plan derives (in characters of its words): longer names are cut and get a hash of the full name. */
export const maxIdentifierLength = 64;

/**
 * A wire name as lower-case ASCII words: `mimeType` -> mime,type; `_meta` -> meta;
 * `JSONRPCMessage` -> jsonrpc,message; `x-foo.bar` -> x,foo,bar. A name with no ASCII letter
 * or digit becomes `value` plus a hash of it; a name starting with a digit gets an `n` word
 * first; a name longer than `maxIdentifierLength` is cut and ends with a hash of the whole
 * name, so two long names stay distinct and output stays small.
 */
export function wordsOf(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words.length === 0) return ["value", hashWord(name)];
  if (/^[0-9]/.test(words[0]!)) words.unshift("n");
  return fit(words, name);
}

function fit(words: string[], name: string): string[] {
  if (words.join("").length <= maxIdentifierLength) return words;
  const kept: string[] = [];
  let length = 0;
  for (const w of words) {
    const piece = w.slice(0, maxIdentifierLength - 8 - length);
    if (piece.length === 0) break;
    kept.push(piece);
    length += piece.length;
  }
  return [...kept, hashWord(name)];
}

/** 8 hex digits of the name's SHA-256, led by `h` so it is a word of letters and digits. */
function hashWord(name: string): string {
  return `h${createHash("sha256").update(name).digest("hex").slice(0, 7)}`;
}

/**
 * Words for each name of one scope (a record's fields, an enum's values), unique by their
 * joined form: a later name whose words repeat an earlier one's gets its hash appended
 * (`_meta` beside `meta`): which of them is renamed depends only on the schema's order.
 */
export function uniqueWords(names: readonly string[]): string[][] {
  const seen = new Set<string>();
  return names.map((name) => {
    let words = wordsOf(name);
    if (seen.has(words.join(""))) words = [...words, hashWord(name)];
    seen.add(words.join(""));
    return words;
  });
}

/** PascalCase of words (`["call","tool"]` -> `CallTool`). */
export function pascalWords(words: readonly string[]): string {
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/**
 * A declaration name from a spec name: kept as the spec spells it when it already is an ASCII
 * identifier starting with a capital (`JSONRPCRequest`, `Result`), else PascalCase of its words.
 */
export function typeName(specName: string): string {
  if (/^[A-Z][A-Za-z0-9]*$/.test(specName) && specName.length <= maxIdentifierLength) return specName;
  return pascalWords(wordsOf(specName));
}
