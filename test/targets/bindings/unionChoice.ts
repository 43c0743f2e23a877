/**
 * Union choice fixtures (issue 23): a value several shape members accept decodes as the most
 * specific one. A plain enum schema is an `UntitledSingleSelectEnumSchema`, not the legacy member
 * the spec says to stop using (which declares `enumNames` beside the same required keys); with
 * `enumNames` it is the legacy one. Read by each language's driver as `{type, text}` rows.
 */
export const unionChoiceCases: readonly { type: string; text: string; ok: boolean; at?: string; member?: string }[] = [
  { type: "EnumSchema", text: `{"type":"string","enum":["a","b"]}`, ok: true, member: "UntitledSingleSelectEnumSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"string","enum":["a","b"]}`, ok: true, member: "UntitledSingleSelectEnumSchema" },
  { type: "EnumSchema", text: `{"type":"string","title":"Color","enum":["r","g"],"default":"r"}`, ok: true, member: "UntitledSingleSelectEnumSchema" },
  { type: "EnumSchema", text: `{"type":"string","enum":["a","b"],"enumNames":["A","B"]}`, ok: true, member: "LegacyTitledEnumSchema" },
  { type: "PrimitiveSchemaDefinition", text: `{"type":"string","enum":["a","b"],"enumNames":["A","B"]}`, ok: true, member: "LegacyTitledEnumSchema" },
];

/** The types the drivers must decode for these cases. */
export const unionChoiceTypes: readonly string[] = [...new Set(unionChoiceCases.map((c) => c.type))];
