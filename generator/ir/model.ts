/**
 * The intermediate model (IR): plain, typed, JSON-serialisable data.
 * Ingest builds it from a schema.json; every target and the differ read only this.
 *
 * A `TypeNode` is a discriminated union on `kind`. Consumers switch over it
 * exhaustively and end with `assertNever`.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type Dialect = "draft-07" | "2020-12";

/** A JSON type name as JSON Schema spells it. */
export type JsonTypeName = "string" | "number" | "integer" | "boolean" | "null" | "object" | "array";

export type PrimitiveName = "string" | "number" | "integer" | "boolean" | "null";

/** Assertions that narrow a type without changing its shape. All optional. */
export interface Constraints {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

/** Every key of `Constraints`, for registries that must cover them all (a test checks each has an emitter). */
export const constraintKeywords = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
] as const satisfies readonly (keyof Constraints)[];

/** Compile-time proof that `constraintKeywords` lists every key of `Constraints`. */
export type MissingConstraintKeyword = Exclude<keyof Constraints, (typeof constraintKeywords)[number]>;
const constraintKeywordsComplete: MissingConstraintKeyword extends never ? true : false = true;
void constraintKeywordsComplete;

/**
 * That an item is deprecated. Present means deprecated: by the `deprecated` keyword, a patch, or the spec's
 * schema.ts `@deprecated` tag, whose text is the reason.
 */
export interface Deprecation {
  /** Why, and what to use instead, in the source's words (the tag's text); absent when no source says. */
  reason?: string;
}

/** One value of an enum that a source deprecates while the others stay current. */
export interface DeprecatedValue {
  value: JsonValue;
  deprecated: Deprecation;
}

/** Facts every node may carry. */
export interface NodeInfo {
  /** JSON pointer (RFC 6901, with leading `#`) of the schema this node came from. */
  pointer: string;
  description?: string;
  deprecated?: Deprecation;
  /** Name for an anonymous object that a target must name: `<Parent><Property>`, unique in the model. */
  suggestedName?: string;
  /**
   * Input rewrites an overlay declares for this place, applied in order before the value is checked
   * (e.g. `{}` read as `{ form: {} }`). Only targets that parse (zod) apply them; the wire type is unchanged.
   */
  normalize?: Normalization[];
}

/** An overlay's declared rewrite: a value deep-equal to `when` is read as `read`; or, opted in, a function's source. */
export type Normalization = { kind: "replace"; when: JsonValue; read: JsonValue } | { kind: "code"; code: string };

export interface AnyNode extends NodeInfo {
  /** `{}` or `true`: any JSON value. */
  kind: "any";
  /** `any` where schema.ts writes `any` (TypeScript targets spell it so); absent: `unknown`. */
  spelling?: "any";
}

export interface NeverNode extends NodeInfo {
  /** `false`, or `not: {}`: no value. */
  kind: "never";
}

export interface RefNode extends NodeInfo {
  kind: "ref";
  /** Name of a definition in `Model.definitions`. */
  target: string;
}

export interface PrimitiveNode extends NodeInfo {
  kind: "primitive";
  type: PrimitiveName;
  constraints: Constraints;
}

export interface LiteralNode extends NodeInfo {
  /** `const`: exactly this JSON value (deep equality). */
  kind: "literal";
  value: JsonValue;
}

export interface EnumNode extends NodeInfo {
  kind: "enum";
  values: JsonValue[];
  /** Values deprecated on their own (each is one of `values`), in `values` order. */
  deprecatedValues?: DeprecatedValue[];
}

export interface Property {
  name: string;
  required: boolean;
  type: TypeNode;
  description?: string;
  deprecated?: Deprecation;
  /** A value a parser fills in when the property is absent (an overlay's `default`); the wire type is unchanged. */
  default?: JsonValue;
  /**
   * `absent`: a value that does not match `type` is read as if the property were absent (an overlay's
   * `onInvalid`; zod's `.catch(undefined)`), so one malformed optional member does not reject its object.
   * Only on optional properties. A target that cannot express it rejects the value as the spec does.
   */
  onInvalid?: "absent";
}

/**
 * What an object says of properties it does not list.
 * `unspecified`: additionalProperties absent (JSON Schema allows them; schema.ts has no index signature).
 * `open`: `additionalProperties: true` (what schema.ts's `object` becomes).
 * `closed`: `additionalProperties: false`.
 * `schema`: extra properties must match `type`; `{}` (schema.ts's `[key: string]: unknown`) is `schema` with `any`.
 */
export type Additional =
  | { kind: "unspecified" }
  | { kind: "open" }
  | { kind: "closed" }
  | { kind: "schema"; type: TypeNode };

export interface ObjectNode extends NodeInfo {
  kind: "object";
  /**
   * Open definitions (names in `Model.definitions`) this object extends: it lists all of their properties
   * and, like them, admits any other property. Sorted by name. schema.json flattens schema.ts's
   * `interface X extends Y`; ingest restores it (see `ingest/inferExtends.ts`).
   */
  extends?: string[];
  /** Sorted by the schema's order (meaningful: it is the spec's own order). */
  properties: Property[];
  /** Names required by `required` that have no schema under `properties`. */
  requiredOnly: string[];
  additional: Additional;
  /**
   * `drop`: keys the object does not list are accepted (as `additional` says) but a parser does not keep them
   * (an overlay's `ignore` policy: pydantic's `extra="ignore"`, zod's default strip). Absent: kept.
   */
  unknownKeys?: "drop";
  /**
   * `absent`: a `null` for an optional property whose schema takes no null reads as if the key were left out (an
   * overlay's `null-absent`: SDKs that dump optional fields as null). The wire type is unchanged; writers omit it.
   */
  optionalNull?: "absent";
  /**
   * `dictionary`: kept as plain data, a dictionary whose listed keys are typed (an overlay's `typed-dict`: the SDK's
   * `RequestParamsMeta` TypedDict), where a target has such a type (Python's spanning layer); others make their record.
   */
  holder?: "dictionary";
  /**
   * At least one of these sets of properties is present in full (the spec's prose "At least one of `inputRequests` or
   * `requestState` MUST be present", which schema.json states in prose only): set by an overlay's `presence-rule`, never
   * by ingest (an `anyOf` in the schema stays the validators' union). Each set in the entry's order. Only the `python`
   * and `python-all` targets check it so far.
   */
  requiredAnyOf?: string[][];
  /**
   * Properties whose empty value (`{}`, `[]`, `""`) counts as absent for `requiredAnyOf` (an overlay's `empty-absent`:
   * the Python SDK reads `inputRequests: {}` as no input requests). Sorted; only names a set of `requiredAnyOf` lists.
   */
  emptyAbsent?: string[];
  patternProperties: { pattern: string; type: TypeNode }[];
  propertyNames?: TypeNode;
  constraints: Constraints;
}

export interface MapNode extends NodeInfo {
  /**
   * An object with no listed properties whose every value matches `values`. A bare `{ "type": "object" }`
   * (nothing listed, additionalProperties absent) is the open record: values `any` (schema.ts's `Record<string, unknown>`).
   */
  kind: "map";
  values: TypeNode;
  propertyNames?: TypeNode;
  constraints: Constraints;
}

export interface ArrayNode extends NodeInfo {
  kind: "array";
  /** Tuple prefix (`prefixItems`, or draft-07 array-form `items`). */
  prefixItems: TypeNode[];
  /** Items after the prefix; `any` when unconstrained. */
  items: TypeNode;
  contains?: TypeNode;
  constraints: Constraints;
}

export interface UnionNode extends NodeInfo {
  /** `anyOf` (exclusive=false), `oneOf` (exclusive=true) or `type: [..]`. */
  kind: "union";
  members: TypeNode[];
  exclusive: boolean;
  /**
   * `bare`: a language that makes a union a type of its own (Python's `RootModel` class with a shape discriminator)
   * spells it as the bare union of its members instead, each member chosen as that language's own union type
   * chooses (pydantic's smart mode): an overlay's `bare-union`. The wire type is unchanged.
   */
  spelling?: "bare";
}

export interface IntersectionNode extends NodeInfo {
  /** `allOf`, or keywords beside `$ref`/`anyOf` in one schema. */
  kind: "intersection";
  members: TypeNode[];
}

export interface NotNode extends NodeInfo {
  kind: "not";
  type: TypeNode;
}

/**
 * A schema with assertions but no `type`: each case applies only to values of
 * that JSON type, every other value passes. (`{ "minimum": 1 }` accepts "a".)
 */
export interface SwitchNode extends NodeInfo {
  kind: "switch";
  cases: { when: "object" | "array" | "string" | "number"; type: TypeNode }[];
}

export type TypeNode =
  | AnyNode
  | NeverNode
  | RefNode
  | PrimitiveNode
  | LiteralNode
  | EnumNode
  | ObjectNode
  | MapNode
  | ArrayNode
  | UnionNode
  | IntersectionNode
  | NotNode
  | SwitchNode;

export type TypeKind = TypeNode["kind"];

export const typeKinds = [
  "any",
  "never",
  "ref",
  "primitive",
  "literal",
  "enum",
  "object",
  "map",
  "array",
  "union",
  "intersection",
  "not",
  "switch",
] as const satisfies readonly TypeKind[];

export interface Definition {
  /** The spec's own name (`CallToolRequest`). */
  name: string;
  pointer: string;
  description?: string;
  deprecated?: Deprecation;
  type: TypeNode;
}

/** A keyword the ingest saw but does not model; a target that needs it refuses to generate. */
export interface Unsupported {
  keyword: string;
  pointer: string;
}

/** A name the ingest had to change to keep names unique. */
export interface Rename {
  pointer: string;
  wanted: string;
  chosen: string;
}

export interface Model {
  /** Where it came from: a version name, a path or a URL. */
  source: string;
  dialect: Dialect;
  /** Definitions in name order. */
  definitions: Definition[];
  /** The root schema's own type, when the root is not only a definitions holder (test suites). */
  root?: TypeNode;
  unsupported: Unsupported[];
  renames: Rename[];
  /** schema.ts's exported constants (`LATEST_PROTOCOL_VERSION`, error codes), in declaration order; absent without schema.ts. */
  constants?: Constant[];
}

/** `export const NAME = value;` from schema.ts. */
export interface Constant {
  name: string;
  value: JsonValue;
  description?: string;
}

export function assertNever(value: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}
