import { code, join, raw, type Code } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import { unionPlaceholderProperty } from "../toQuicktypeSchema.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a discriminated union as its placeholder struct (see `toQuicktypeSchema.ts`),
 * so every field holding one is typed `ContentBlock`, `Vec<ContentBlock>`, ... That struct becomes
 * an enum with one variant per member: decoding reads the literal (`type`, `method`) and decodes
 * that member's struct (no trying in order); encoding writes the member as it is (untagged).
 */
export function decodeUnionsRust(text: string, context: PostProcessContext): string {
  const structs = [...text.matchAll(/^pub struct (\w+) \{$/gm)].map((m) => m[1]!);
  const placeholders = [
    ...text.matchAll(/^#\[derive\([^)\n]*\)\]\n(?:#\[serde\([^\n]*\)\]\n)?pub struct (\w+) \{\n(?: {4}#\[[^\n]*\n)* {4}pub (\w+): Option<serde_json::Value>,\n\}\n/gm),
  ];
  let result = text;
  for (const union of context.unions) {
    const found = placeholders.find((m) => context.sameName(m[2]!, unionPlaceholderProperty(union.name)));
    if (!found) continue;
    const name = found[1]!;
    const members = union.cases.map((c) => structs.find((s) => s !== name && context.sameName(s, c.member)));
    if (members.some((m) => m === undefined)) throw new Error(`rust bindings: a member of ${union.name} has no struct`);
    result = result.replace(found[0], sumType(union, name, members as string[]));
  }
  return result;
}

function sumType(union: DiscriminatedUnion, name: string, members: string[]): string {
  const type = identifier(name, "rust");
  const variants = members.map((m) => identifier(m, "rust"));
  const cases = union.cases.map(
    (c, i) =>
      code`            Some(${rustString(c.value)}) => serde_json::from_value(value).map(${type}::${variants[i]!}).map_err(serde::de::Error::custom),
`,
  );
  return code`/// One of the members, told apart by the literal of its ${rustString(union.property)} property.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum ${type} {
${join(variants.map((v) => code`    ${v}(${v}),
`))}}

impl<'de> Deserialize<'de> for ${type} {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        let tag = value.get(${rustString(union.property)}).and_then(|t| t.as_str()).map(|t| t.to_string());
        match tag.as_deref() {
${join(cases)}            other => Err(serde::de::Error::custom(format!("no member of {} has this literal: {:?}", ${rustString(union.name)}, other))),
        }
    }
}

`.text;
}

/** A Rust string literal: `"`, `\` and control characters escaped, `\u{..}` for the rest of the unusual. */
function rustString(value: string): Code {
  const body = [...value]
    .map((c) => {
      if (c === '"' || c === "\\") return `\\${c}`;
      if (c === "\n") return "\\n";
      if (c === "\t") return "\\t";
      if (c === "\r") return "\\r";
      const cp = c.codePointAt(0)!;
      return cp < 0x20 || cp === 0x7f || cp === 0x2028 || cp === 0x2029 ? `\\u{${cp.toString(16)}}` : c;
    })
    .join("");
  return raw(`"${body}"`);
}
