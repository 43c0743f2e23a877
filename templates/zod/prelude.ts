// The runtime helpers of every generated zod.ts: this file is copied into each, after its header.
// It is a real module of its own (type-checked where zod.ts is compiled); names start with `$`,
// which no generated schema name does.
import * as z from "zod/v4";

const $hasOwn = Object.prototype.hasOwnProperty;

/**
 * An object schema for JSON Schema's default: properties it does not list are allowed and kept
 * (zod's loose mode), while the inferred type lists only the declared ones, as types.ts does
 * (an interface without an index signature).
 */
function $object<S extends z.core.$ZodLooseShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  return z.looseObject(shape) as unknown as z.ZodObject<S, z.core.$strip>;
}

/** Any JSON object (schema.ts's `object`), kept as it is. */
const $anyObject: z.ZodType<object> = z.custom<object>((v) => typeof v === "object" && v !== null && !Array.isArray(v), {
  message: "must be object",
});

/** An object with no declared properties (types.ts's empty interface `{}`), kept as it is. */
const $emptyObject: z.ZodType<{}> = $anyObject;

/** A JSON Schema integer: any integral number (zod's `int()` also rejects integers beyond 2^53). */
function $integer(): z.ZodNumber {
  return z.number().refine(Number.isInteger, { message: "must be integer" });
}

/** Length in code points, as JSON Schema counts it (a surrogate pair is one character). */
function $codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return n;
}

/** JSON equality: arrays by position, objects by own keys in any order. */
function $deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!$deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!$hasOwn.call(b, k) || !$deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** A schema accepting exactly one JSON value (an object or array `const`), typed as that value. */
function $constant<T>(value: unknown): z.ZodType<T> {
  return z.custom<T>((v) => $deepEqual(v, value), { message: "must be equal to constant" });
}

/** No two items deep-equal. */
function $uniqueItems(items: readonly unknown[]): boolean {
  for (let i = 1; i < items.length; i++) for (let j = 0; j < i; j++) if ($deepEqual(items[i], items[j])) return false;
  return true;
}

/** Whether `value` is a JSON object (not an array, not null). */
function $isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `schema` accepts `value`. */
function $matches(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** An object keyword's check: true when the object satisfies it, and the message when not. */
type $Check = readonly [(o: Record<string, unknown>) => boolean, string];

/**
 * Object keywords checked on the input itself, before zod parses it: zod's output drops an own
 * `__proto__` key (and `z.record` skips it), which JSON Schema counts and checks like any other.
 */
function $onInput<S extends z.ZodType>(schema: S, checks: readonly $Check[]): z.ZodPreprocess<S> {
  return z.preprocess((input, ctx) => {
    if ($isObject(input)) for (const [ok, message] of checks) if (!ok(input)) ctx.addIssue({ code: "custom", message, input });
    return input;
  }, schema);
}

/**
 * An own property's check: `name` present as an own property and matching `schema`, or absent
 * when not required (zod reads `input[name]`, which finds `toString` on any object).
 */
function $ownProperty(name: string, schema: z.ZodType, required: boolean): (o: Record<string, unknown>) => boolean {
  return (o) => ($hasOwn.call(o, name) ? $matches(schema, o[name]) : !required);
}

/** A property slot typed as `schema` whose value `$ownProperty` checks (on the input, before zod runs). */
function $unchecked<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  void schema;
  return z.custom<z.output<S>>(() => true);
}

/** Whether an own `__proto__` value (which zod never sees) matches `values`. */
function $protoMatches(values: z.ZodType): $Check {
  return [(o) => !$hasOwn.call(o, "__proto__") || $matches(values, o["__proto__"]), "property __proto__ must be valid"];
}

/** A map: every value matches `values`, `__proto__` included. */
function $record<V extends z.ZodType>(values: V, checks: readonly $Check[] = []): z.ZodPreprocess<z.ZodRecord<z.ZodString, V>> {
  return $onInput(z.record(z.string(), values), [$protoMatches(values), ...checks]);
}

/** An object whose unlisted properties match `values` (an own `__proto__` among them, unless listed). */
function $catchall<S extends z.core.$ZodLooseShape, V extends z.ZodType>(
  shape: S,
  values: V,
  checks: readonly $Check[] = [],
): z.ZodPreprocess<z.ZodObject<S, z.core.$catchall<V>>> {
  const extra = $hasOwn.call(shape, "__proto__") ? [] : [$protoMatches(values)];
  return $onInput(z.object(shape).catchall(values), [...extra, ...checks]);
}

/** oneOf: a union whose value matches exactly one member. */
function $oneOf<T extends readonly [z.ZodType, ...z.ZodType[]]>(members: T): z.ZodUnion<T> {
  return z.union(members).refine((v) => members.filter((m) => $matches(m, v)).length === 1, { message: "must match exactly one schema in oneOf" });
}

/**
 * `patternProperties` over every key (listed ones too) and, for a key neither listed nor matched by a
 * pattern, the additional-properties schema.
 */
function $rest(listed: readonly string[], patterns: readonly (readonly [RegExp, z.ZodType])[], additional: z.ZodType): (o: Record<string, unknown>) => boolean {
  const names = new Set(listed);
  return (o) =>
    Object.keys(o).every((k) => {
      const value = o[k];
      let matched = false;
      for (const [re, schema] of patterns) {
        if (!re.test(k)) continue;
        matched = true;
        if (!$matches(schema, value)) return false;
      }
      return matched || names.has(k) || $matches(additional, value);
    });
}

// Formats, as ajv-formats' "full" mode checks them (the oracle the validators and these schemas agree with).
const $URI_SEPARATOR = /\/|:/;
const $URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const $BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/m;
const $URI_TEMPLATE = /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i;

const $formats = {
  uri: (s: string): boolean => $URI_SEPARATOR.test(s) && $URI.test(s),
  byte: (s: string): boolean => $BYTE.test(s),
  "uri-template": (s: string): boolean => $URI_TEMPLATE.test(s),
} as const;

