/**
 * JSON Schema's value checks every generated checking module carries: validators.ts and zod.ts
 * (neither has dependencies beyond zod). A real module, type-checked and tested with the project;
 * the targets copy what follows the marker, dropping `export` (the helpers are the module's own).
 */
// emitted from here

export const hasOwn = Object.prototype.hasOwnProperty;

/** Length in code points, as JSON Schema counts it (a surrogate pair is one character). */
export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return n;
}

/**
 * JSON equality: arrays by position, objects by own keys in any order; 1 equals 1.0. An array
 * element that is `undefined` (a hole: not JSON) equals nothing, so a sparse array is compared
 * only up to its first hole.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      if (x === undefined || y === undefined || !deepEqual(x, y)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k of keys) if (!hasOwn.call(y, k) || !deepEqual(x[k], y[k])) return false;
  return true;
}

/**
 * No two items deep-equal: a Set while items are primitives, pairwise once an object or array
 * appears. Stops at the first duplicate, so a sparse array (its holes read as equal
 * `undefined`s) ends at its second hole, however long it claims to be.
 */
export function uniqueItems(items: readonly unknown[]): boolean {
  const n = items.length;
  const seen = new Set<unknown>();
  let i = 0;
  for (; i < n; i++) {
    const x = items[i];
    if (x !== null && typeof x === "object") break;
    if (seen.has(x)) return false;
    seen.add(x);
  }
  if (i === n) return true;
  for (i = 1; i < n; i++) for (let j = 0; j < i; j++) if (deepEqual(items[i], items[j])) return false;
  return true;
}

// Formats, as ajv-formats' "full" mode checks them (the oracle these validators agree with).
const URI_SEPARATOR = /\/|:/;
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/m;
const URI_TEMPLATE =
  /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i;

// Fast paths for uri and byte: simpler regexes (V8 runs them 2-3x faster) that accept only
// strings the full regex accepts; whatever they do not accept goes to the full regex, so
// verdicts are the full regex's. test/targets/validators/formats.test.ts compares them.
// (uri-template has none: most templates hold an expression, which a fast path would miss.)

/**
 * Inside URI: a scheme, `:`, then one or more path characters or `/`, then optional
 * query and fragment. URI's hier-part takes any such run: starting with a path
 * character (its rootless path), with one `/` (its absolute path), or with `//` (`\/?\/`
 * as one `/`, an empty host, then the rest as its path-abempty). The `:` passes
 * URI_SEPARATOR. (Case-insensitive without `u`: only ASCII letters fold, as in URI.)
 */
const URI_SIMPLE =
  /^[a-z][a-z0-9+\-.]*:[a-z0-9\-._~!$&'()*+,;=:@/]+(?:\?[a-z0-9\-._~!$&'()*+,;=:@/?]*)?(?:#[a-z0-9\-._~!$&'()*+,;=:@/?]*)?$/i;

/**
 * Inside BYTE: one line (no line terminator) of base64 characters, then up to two `=`,
 * of a length divisible by 4. With n characters before the `=`s, that is BYTE's
 * `(?:[A-Za-z0-9+/]{4})*` when none follow, its `[A-Za-z0-9+/]{3}=` (n % 4 = 3) for one
 * and `[A-Za-z0-9+/]{2}==` (n % 4 = 2) for two.
 */
const BYTE_SIMPLE = /^[A-Za-z0-9+/]*={0,2}$/;

export function formatUri(s: string): boolean {
  return URI_SIMPLE.test(s) || (URI_SEPARATOR.test(s) && URI.test(s));
}

export function formatByte(s: string): boolean {
  return (s.length % 4 === 0 && BYTE_SIMPLE.test(s)) || BYTE.test(s);
}

export function formatUriTemplate(s: string): boolean {
  return URI_TEMPLATE.test(s);
}
