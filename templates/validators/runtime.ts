/**
 * The helpers every generated validators module carries (it has no dependencies): a real
 * module, type-checked and tested with the project. The validators target copies what
 * follows the marker into each validators.ts, dropping `export` from its declarations
 * (they are the module's own, not its API).
 */
import type { ValidateOptions, ValidationError } from "./api.ts";
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

/** A property name as one JSON pointer token. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
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

/**
 * A value nested deeper than the call stack allows (a 100,000-level JSONValue) ends
 * the check with a RangeError: guards answer false and validators report a `depth`
 * error, instead of crashing. Any other exception is not ours to hide.
 */
export function exhausted(e: unknown): false {
  if (e instanceof RangeError) return false;
  throw e;
}

export function depthFailure(e: unknown): { ok: false; errors: ValidationError[] } {
  exhausted(e);
  return { ok: false, errors: [{ path: "", keyword: "depth", message: "value is nested too deeply to validate" }] };
}

/** Thrown by a full error list to end collection; `failure` catches it and nothing else sees it. */
const full: { readonly reason: "maxErrors" } = Object.freeze({ reason: "maxErrors" });

/** `maxErrors` as given when it is a number >= 1 (Infinity: no cap), else the default 100. */
export function errorCap(options: ValidateOptions | undefined): number {
  const max = options?.maxErrors;
  return typeof max === "number" && max >= 1 ? max : 100;
}

/**
 * The errors of a value its check rejected, at most `max`: the list's own `push` ends the
 * walk by throwing once it holds `max` (collectors push only through `push`).
 */
export function failure(
  collect: (v: any, p: string, errs: ValidationError[]) => void,
  value: unknown,
  max: number,
): { ok: false; errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  errors.push = (...items: ValidationError[]): number => {
    for (const item of items) {
      Array.prototype.push.call(errors, item);
      if (errors.length >= max) throw full;
    }
    return errors.length;
  };
  try {
    collect(value, "", errors);
  } catch (e) {
    if (e !== full) return depthFailure(e);
  }
  const list = errors.slice();
  if (list.length === 0) list.push({ path: "", keyword: "internal", message: "rejected without a reported reason" });
  return { ok: false, errors: list };
}

/** A value's JSON type as a union's error report picks members by it ("undefined" and such for what JSON has not). */
export function jsonTypeOf(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}
