// The runtime helpers of every generated zod.ts: what follows the marker is copied into each, after
// its imports and the shared JSON checks (templates/shared/jsonChecks.ts). A real module of its own
// (type-checked where zod.ts is compiled); its own names start with `$`, and no generated name
// (`XSchema`) is one of the shared checks' names.
import * as z from "zod/v4";
import { deepEqual, formatByte, formatUri, formatUriTemplate, hasOwn } from "../shared/jsonChecks.ts";
// emitted from here

/**
 * An object schema for JSON Schema's default: properties it does not list are allowed and kept
 * (zod's loose mode), while the inferred type lists only the declared ones, as types.ts does
 * (an interface without an index signature).
 */
function $object<S extends z.core.$ZodLooseShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  return z.looseObject(shape) as unknown as z.ZodObject<S, z.core.$strip>;
}

/**
 * An optional property typed as types.ts types it, `name?: T` (not `T | undefined`), so a parsed value is assignable
 * to types.ts under `exactOptionalPropertyTypes` too; zod 3.25's zod/v4 has no `exactOptional`, so the type says it.
 */
type $Optional<S extends z.ZodType> = z.ZodOptional<S> & { _zod: { output: z.output<S> } };

function $optional<S extends z.ZodType>(schema: S): $Optional<S> {
  return schema.optional() as $Optional<S>;
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

/** A schema accepting exactly one JSON value (an object or array `const`), typed as that value. */
function $constant<T>(value: unknown): z.ZodType<T> {
  return z.custom<T>((v) => deepEqual(v, value), { message: "must be equal to constant" });
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
 * What `z.preprocess` returns, spelled so both zod 4 (`ZodPreprocess`, a pipe) and zod 3.25's `zod/v4` (a plain
 * pipe, no `ZodPreprocess`) type it: the same schema, its output and its input types kept (the checks before it
 * only reject), so `z.input` and type guards narrow as on the plain schema.
 */
type $Preprocessed<S extends z.ZodType> = z.ZodPipe<z.core.$ZodTransform<z.input<S>, z.input<S>>, S>;

/**
 * Object keywords checked on the input itself, before zod parses it: zod's output drops an own
 * `__proto__` key (and `z.record` skips it), which JSON Schema counts and checks like any other.
 */
function $onInput<S extends z.ZodType>(schema: S, checks: readonly $Check[]): $Preprocessed<S> {
  return z.preprocess((input, ctx) => {
    if ($isObject(input)) for (const [ok, message] of checks) if (!ok(input)) ctx.addIssue({ code: "custom", message, input });
    return input;
  }, schema) as unknown as $Preprocessed<S>;
}

/**
 * An own property's check: `name` present as an own property and matching `schema`, or absent
 * when not required (zod reads `input[name]`, which finds `toString` on any object).
 */
function $ownProperty(name: string, schema: z.ZodType, required: boolean): (o: Record<string, unknown>) => boolean {
  return (o) => (hasOwn.call(o, name) ? $matches(schema, o[name]) : !required);
}

/** A property slot typed as `schema` whose value `$ownProperty` checks (on the input, before zod runs). */
function $unchecked<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  void schema;
  return z.custom<z.output<S>>(() => true);
}

/** Whether an own `__proto__` value (which zod never sees) matches `values`. */
function $protoMatches(values: z.ZodType): $Check {
  return [(o) => !hasOwn.call(o, "__proto__") || $matches(values, o["__proto__"]), "property __proto__ must be valid"];
}

/** A map: every value matches `values`, `__proto__` included. */
function $record<V extends z.ZodType>(values: V, checks: readonly $Check[] = []): $Preprocessed<z.ZodRecord<z.ZodString, V>> {
  return $onInput(z.record(z.string(), values), [$protoMatches(values), ...checks]);
}

/** An object whose unlisted properties match `values` (an own `__proto__` among them, unless listed). */
function $catchall<S extends z.core.$ZodLooseShape, V extends z.ZodType>(
  shape: S,
  values: V,
  checks: readonly $Check[] = [],
): $Preprocessed<z.ZodObject<S, z.core.$catchall<V>>> {
  const extra = hasOwn.call(shape, "__proto__") ? [] : [$protoMatches(values)];
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
const $formats = {
  uri: formatUri,
  byte: formatByte,
  "uri-template": formatUriTemplate,
} as const;

