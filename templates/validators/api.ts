/**
 * The types every generated validators module declares, in its .ts and its .d.ts alike.
 * A real module (type-checked with the project); the validators target copies what
 * follows the marker below verbatim.
 */
// emitted from here

/** One failed assertion: where (a JSON pointer into the value, "" for the value itself), which keyword, and why. */
export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
}

/** `validateX`'s answer: the value, typed, or the errors found (at most `maxErrors`). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** How `validateX` reports. */
export interface ValidateOptions {
  /** Stop collecting after this many errors (default 100): a hostile value cannot make the report huge. */
  maxErrors?: number;
}
