/**
 * The helpers every generated validators module carries (it has no dependencies): a real
 * module, type-checked and tested with the project. The validators target copies what
 * follows the marker into each validators.ts, dropping `export` from its declarations
 * (they are the module's own, not its API).
 */
import type { ValidateOptions, ValidationError } from "./api.ts";
// The shared JSON checks (templates/shared/jsonChecks.ts) are emitted before this module's text.
// emitted from here

/** A property name as one JSON pointer token. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
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

/** The list `failure` is filling and its cap (collectors also fill lists of their own, to compare union members). */
let top: ValidationError[] | undefined;
let cap = 100;

/** Collectors push errors only through this: the push that fills `failure`'s list ends the walk. */
export function report(errs: ValidationError[], error: ValidationError): void {
  errs.push(error);
  if (errs === top && errs.length >= cap) throw full;
}

/** `maxErrors` as given when it is a number >= 1 (Infinity: no cap), else the default 100. */
export function errorCap(options: ValidateOptions | undefined): number {
  const max = options?.maxErrors;
  return typeof max === "number" && max >= 1 ? max : 100;
}

/** The errors of a value its check rejected, at most `max`. */
export function failure(
  collect: (v: any, p: string, errs: ValidationError[]) => void,
  value: unknown,
  max: number,
): { ok: false; errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  const outer = { top, cap };
  top = errors;
  cap = max;
  try {
    collect(value, "", errors);
  } catch (e) {
    if (e !== full) return depthFailure(e);
  } finally {
    top = outer.top;
    cap = outer.cap;
  }
  if (errors.length === 0)
    errors.push({ path: "", keyword: "internal", message: "rejected without a reported reason" });
  return { ok: false, errors };
}

/** A value's JSON type as a union's error report picks members by it ("undefined" and such for what JSON has not). */
export function jsonTypeOf(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}
