/**
 * Safe building blocks for emitted code (after Ajv's `_`/`Name`).
 * Code is assembled only from `Code` fragments; any plain value interpolated into
 * the `code` tag is JSON-quoted, so a schema string can never escape its literal.
 */

export interface Code {
  readonly kind: "code";
  readonly text: string;
}

/** A name checked for a target language: valid syntax, not a reserved word. */
export interface Identifier {
  readonly kind: "identifier";
  readonly text: string;
}

type Interpolated = Code | Identifier | string | number | boolean | null | readonly unknown[] | { [key: string]: unknown };

export function code(strings: TemplateStringsArray, ...values: Interpolated[]): Code {
  let text = strings[0]!;
  values.forEach((v, i) => {
    text += render(v) + strings[i + 1]!;
  });
  return { kind: "code", text };
}

/** Raw code from a trusted constant of the generator itself (never from a schema). */
export function raw(text: string): Code {
  return { kind: "code", text };
}

export function join(parts: readonly (Code | Identifier)[], separator = ""): Code {
  return { kind: "code", text: parts.map((p) => p.text).join(separator) };
}

export const empty: Code = { kind: "code", text: "" };

function render(v: Interpolated): string {
  if (isFragment(v)) return v.text;
  return quote(v);
}

function isFragment(v: unknown): v is Code | Identifier {
  return typeof v === "object" && v !== null && !Array.isArray(v) && ((v as Code).kind === "code" || (v as Identifier).kind === "identifier") && typeof (v as Code).text === "string" && Object.keys(v).length === 2;
}

/**
 * JSON text that is also a safe JavaScript/TypeScript literal: U+2028/2029 and `<`
 * are escaped too, so the literal is inert inside a script tag or an old JS parser.
 */
export function quote(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error(`cannot quote ${typeof value}`);
  return json.replace(/[\u2028\u2029<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A JavaScript expression that evaluates to exactly the JSON value `value`.
 * Primitives are JSON-quoted literals; arrays and objects go through `JSON.parse` of a
 * quoted string, because an object literal would turn a `"__proto__"` key into a
 * prototype assignment instead of an own property.
 */
export function literalValue(value: unknown): Code {
  if (value === null || typeof value !== "object") return raw(quote(value));
  return raw(`JSON.parse(${quote(JSON.stringify(value))})`);
}

/**
 * A readable JavaScript literal for the JSON value `value` (for `as const` tables a reader looks
 * at). Strings are quoted as `quote` does; every key is quoted, and a `__proto__` key is written
 * computed (`["__proto__"]`): only the plain form sets the prototype, the computed one defines an
 * own property, so the literal holds exactly the keys of `value`.
 */
export function jsLiteral(value: unknown): Code {
  return raw(literalText(value));
}

function literalText(value: unknown): string {
  if (value === null || typeof value !== "object") return quote(value);
  if (Array.isArray(value)) return `[${value.map(literalText).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${k === "__proto__" ? `[${quote(k)}]` : quote(k)}: ${literalText(v)}`,
  );
  return `{ ${entries.join(", ")} }`;
}

/** `new RegExp(<pattern>, <flags>)` with the pattern as a quoted string: it cannot end its literal early. */
export function regExp(pattern: string, flags: string): Code {
  return raw(`new RegExp(${quote(pattern)}, ${quote(flags)})`);
}
