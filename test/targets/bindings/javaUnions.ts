import { resultUnionCases } from "./resultChecks.js";
import { unionChoiceCases } from "./unionChoice.js";

/**
 * 2026-07-28's shape unions whose members give a key different Java types (issue 23: `EnumSchema`,
 * `PrimitiveSchemaDefinition` and `MultiSelectEnumSchema` were `Object`): each value decodes as `member`, written back as
 * read; the shared union-choice cases (evidence keys, the deprecated member last) come first.
 */
export const javaUnionMembers: readonly { type: string; text: string; member: string }[] = [
  ...unionChoiceCases.flatMap((c) => (c.ok && c.member ? [{ type: c.type, text: c.text, member: c.member }] : [])),
  // resultType decides a union of results: "input_required" is only ever an InputRequiredResult.
  ...resultUnionCases().flatMap((c) => (c.ok && c.member ? [{ type: c.type, text: c.text, member: c.member }] : [])),
  { type: "PrimitiveSchemaDefinition", text: `{"type":"number","minimum":1e3,"default":-0}`, member: "NumberSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"integer"}`, member: "NumberSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"boolean","default":true}`, member: "BooleanSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"string","format":"email","default":"a@b.c"}`, member: "StringSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"string","oneOf":[{"const":"a","title":"A"}]}`, member: "TitledSingleSelectEnumSchema" },
  { type: "EnumSchema", text: `{"type":"array","items":{"type":"string","enum":["a"]},"default":["a"]}`, member: "UntitledMultiSelectEnumSchema" },
  { type: "EnumSchema", text: `{"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]},"maxItems":1}`, member: "TitledMultiSelectEnumSchema" },
  { type: "MultiSelectEnumSchema", text: `{"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}}`, member: "TitledMultiSelectEnumSchema" },
];

/** Values none of the members takes: refused at the key that is wrong. */
export const javaUnionRejections: readonly { type: string; text: string; path: string; why: string }[] = [
  { type: "EnumSchema", text: `{"type":"string","enum":["a"],"default":5}`, path: "/default", why: "a number where every member takes a string or an array" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"number","default":"5"}`, path: "/default", why: "a string default in a number schema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"boolean","default":"x"}`, path: "/default", why: "a string default in a boolean schema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"array","items":{"bogus":1}}`, path: "/items/anyOf", why: "items of neither multi-select shape" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"string","default":null}`, path: "/default", why: "null where the schema takes none" },
  // read-resource-example: resultType "complete" but no cacheScope/ttlMs, so no member (InputRequiredResult is not one).
  ...resultUnionCases().flatMap((c) => (!c.ok && c.at ? [{ type: c.type, text: c.text, path: c.at, why: "a complete result lacking its required keys" }] : [])),
];
