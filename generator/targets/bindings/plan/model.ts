/**
 * The binding plan: what every binding language declares, decided once from the IR and
 * independent of any language. Plain, JSON-serialisable data; `buildPlan` makes it.
 *
 * Every type a language must name is a `Declaration` here (inline objects, enums and unions
 * of the IR are lifted and named); a field's `PlanType` only refers to declarations by name.
 * Names are the spec's own (`JSONRPCRequest`, `Result`) or derived from the parent and the
 * property (`CompleteRequestParamsRef`), never numbered. Wire names are kept verbatim beside
 * language-neutral `words` a language cases into its own identifiers.
 */

import type { JsonValue } from "../../../ir/model.js";

/** A JSON type as the decoder sees it: `integer` is a number written without fraction or exponent. */
export type WireType = "object" | "array" | "string" | "integer" | "number" | "boolean" | "null";

export type ScalarName = "string" | "integer" | "number" | "boolean";

/** The type of a field, an array item, a map value or an alias. */
export type PlanType =
  /** `integer`: a whole number (int64 in every language); `number`: any JSON number, kept in its JSON form. */
  | { kind: "scalar"; type: ScalarName }
  /** Any JSON value (`{}`, `unknown`, the spec's `JSONValue`); a required one stays required. */
  | { kind: "json" }
  /** Exactly this value (`const`): a tag (`"text"`, `"2.0"`) or an error code (`-32601`). */
  | { kind: "literal"; value: string | number | boolean }
  /** A declaration of the plan, by name. */
  | { kind: "ref"; name: string }
  | { kind: "array"; items: PlanType }
  /** A JSON object with any keys whose values are all `values`. */
  | { kind: "map"; values: PlanType }
  /** The type, or JSON `null`. */
  | { kind: "nullable"; type: PlanType };

/** Facts every declaration carries. */
export interface DeclarationInfo {
  /** Unique across the plan; a valid PascalCase name in every language before reserved-word checks. */
  name: string;
  /** JSON pointer of the schema the declaration came from. */
  pointer: string;
  /** `definition`: a definition of the spec under its own name; `inline`: lifted from inside one. */
  origin: "definition" | "inline";
  /** Raw schema text: a language escapes it with its comment builder. */
  doc?: string;
  deprecated?: boolean;
  /** Why, in the source's words (raw text, as `doc`), when `deprecated` and a source says. */
  deprecatedReason?: string;
}

export interface Field {
  /** The key on the wire, verbatim (`_meta`, `$schema`, `mimeType`). */
  wire: string;
  /**
   * Lower-case ASCII words a language joins into its identifier (`mimeType` -> `mime`,`type`;
   * `_meta` -> `meta`). Non-empty, first word starts with a letter, unique within the record.
   */
  words: string[];
  required: boolean;
  type: PlanType;
  /** A value a parser or a constructor fills in when the field is absent (an overlay's `default`; IR `Property.default`). */
  default?: JsonValue;
  doc?: string;
  deprecated?: boolean;
  /** Why, in the source's words, when `deprecated` and a source says. */
  deprecatedReason?: string;
  /** A value that does not decode as `type` reads as absent (an overlay's `loosen` `onInvalid`); only when optional. */
  onInvalid?: "absent";
  /** A number's inclusive bounds (the schema's `minimum`/`maximum`), for languages whose models check them. */
  range?: NumberRange;
  /** A string's pattern (the schema's, or an overlay's: the Python SDK's file-only `Root.uri`), for languages whose models check it. */
  pattern?: string;
}

export interface NumberRange {
  minimum?: number;
  maximum?: number;
}

/** An object with named fields. */
export interface RecordDeclaration extends DeclarationInfo {
  kind: "record";
  /** Other keys are accepted but not kept: decoding drops them (an overlay's `ignore` policy). */
  dropsExtra?: true;
  /** A null for an optional field whose type takes no null decodes as absent (an overlay's `null-absent`). */
  nullAbsent?: true;
  /** Plain data where a language has a dictionary with typed keys (Python's TypedDict): an overlay's `typed-dict`. */
  dictionary?: true;
  /** At least one of these sets of fields (wire names) is present in full (the IR's `requiredAnyOf`). */
  requiredAnyOf?: string[][];
  /** Fields (wire names) whose empty value counts as absent for `requiredAnyOf` (an overlay's `empty-absent`). */
  emptyAbsent?: string[];
  /** In the schema's order. */
  fields: Field[];
  /**
   * What other keys may hold: `null` for a closed object (`additionalProperties: false`: unknown keys
   * are rejected); otherwise the values' type, kept in an extra-field map and written back.
   */
  extra: PlanType | null;
  /**
   * Definitions it extends, as the IR knows them (`CallToolResult` extends `Result`): it repeats their fields,
   * possibly narrowed. For languages with class inheritance; absent when it extends none.
   */
  extends?: string[];
}

/** A string enum. */
export interface EnumDeclaration extends DeclarationInfo {
  kind: "enum";
  /** In the schema's order; `words` as for fields (unique within the enum). */
  values: EnumValue[];
}

/** One value of an enum; deprecated when a source deprecates it while the others stay current. */
export interface EnumValue {
  wire: string;
  words: string[];
  deprecated?: true;
  /** Why, in the source's words, when `deprecated` and a source says. */
  deprecatedReason?: string;
}

/** Another name for a type (`Cursor` = string, `Role`-like maps, the any-JSON `JSONValue`). */
export interface AliasDeclaration extends DeclarationInfo {
  kind: "alias";
  type: PlanType;
}

/** A sum type. */
export interface UnionDeclaration extends DeclarationInfo {
  kind: "union";
  union: TaggedUnion | ShapeUnion;
  /** Spelled as the bare union of its members where a language can (an overlay's `bare-union`; IR `UnionNode.spelling`). */
  bare?: true;
}

/**
 * Every member a record that requires `property` to be a distinct string literal
 * (`ContentBlock` by `type`, `ClientRequest` by `method`).
 */
export interface TaggedUnion {
  kind: "tagged";
  property: string;
  /** In the schema's order. */
  members: { value: string; name: string }[];
}

/**
 * Members told apart by their shape (`JSONRPCMessage`, `ServerResult`, `RequestId`): a decoder
 * keeps the members whose `wire` type matches and whose `literals` hold, then takes the first, in
 * this order, that decodes, trying those whose `requiredKeys` are present and that hold one of
 * their `evidenceKeys` before the rest. That is the most specific member that accepts the value:
 * the order puts a member before every member whose required keys are a strict subset of its own
 * (a request, `id`+`method`, before a notification, `method`), or, with the same required keys,
 * whose declared keys are (`LegacyTitledEnumSchema`, which adds `enumNames`, before
 * `UntitledSingleSelectEnumSchema`): such a member is tried first only when the value holds a key
 * that makes it the closer fit (its `evidenceKeys`). An integer comes before a number, any JSON
 * last; otherwise a member the schema does not deprecate before one it does, then the schema's order.
 */
export interface ShapeUnion {
  kind: "shape";
  members: ShapeMember[];
}

export interface ShapeMember {
  /** A scalar, an array, or a ref to a declaration. */
  type: PlanType;
  /** PascalCase name for the variant, unique within the union (the declaration's name, `String`, `Integer`). */
  variant: string;
  /** The JSON type this member accepts (`number` also accepts an integer); `any`: every JSON value (tried last). */
  wire: WireType | "any";
  /** For object members: every key the member declares, sorted. */
  keys: string[];
  /** For object members: the keys the member requires, sorted. */
  requiredKeys: string[];
  /** Required keys of `requiredKeys` that no other object member of the union requires, sorted. */
  distinguishingKeys: string[];
  /** Required keys whose value is a constant (a tag, `jsonrpc: "2.0"`), sorted by key. */
  literals: { property: string; value: JsonValue }[];
  /**
   * Optional keys this member declares and a later member with the same required keys (and
   * compatible constants) does not, sorted: when not empty, a value holding none of them is no
   * evidence for this member, which is then tried after the members that match (as if it lacked a
   * required key). `{"type":"string","enum":["a"]}` is thus an `UntitledSingleSelectEnumSchema`,
   * the same with `enumNames` a `LegacyTitledEnumSchema`.
   */
  evidenceKeys: string[];
  /**
   * In a union of results one of which a result's own `resultType` names (generator/facts/resultType.ts):
   * the member is a candidate only when the value's `property` (absent: `absent`) is `value` (`equals`),
   * or only when it is not (`!equals`). Without it the member's shape alone decides.
   */
  selector?: MemberSelector;
}

/** When a shape member may be taken, as a property of the value says (`ShapeMember.selector`). */
export interface MemberSelector {
  property: string;
  value: string;
  absent: string;
  equals: boolean;
}

export type Declaration = RecordDeclaration | EnumDeclaration | AliasDeclaration | UnionDeclaration;

/** A method as a message decoder dispatches it. */
export interface PlanMethod {
  method: string;
  /** The declaration of the whole message (`CallToolRequest`); it includes the envelope's fields or extends them. */
  message: string;
  /** The declaration that answers it, when the spec pairs one (requests only). */
  result: string | null;
  /**
   * Other declarations that may answer it, sorted: what its response type also lists (2026-07-28's
   * `InputRequiredResult`) or task augmentation (2025-11-25's `CreateTaskResult`); empty for notifications.
   */
  alternatives: string[];
  /**
   * Every result its response may hold, in the order a decoder tries them: `result`, then `alternatives`; empty
   * without `result`. Where the version's `resultType` decides (generator/facts/resultType.ts: 2026-07-28, draft) and
   * one of them is the selector's member, each carries the `selector` that says when it may be taken, as a shape
   * union's members do; without one its shape alone decides.
   */
  results: PlanResult[];
}

/** A result a method's response may hold (`PlanMethod.results`). */
export interface PlanResult {
  /** The declaration. */
  name: string;
  selector?: MemberSelector;
}

/** What a one-call JSON-RPC decoder needs (like TypeScript's `parseMessage`); absent when the schema lacks the envelopes. */
export interface PlanMessages {
  envelopes: { request: string; notification: string; result: string; error: string };
  /** Sorted by method; when both directions define a method, the first source's definition. */
  requests: PlanMethod[];
  notifications: PlanMethod[];
}

export interface BindingPlan {
  /** The model's source (a version name). */
  source: string;
  /** Spec definitions first, in name order, each followed by what was lifted out of it. */
  declarations: Declaration[];
  messages?: PlanMessages;
}
