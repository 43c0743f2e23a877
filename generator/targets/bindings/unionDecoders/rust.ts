import { code, join, raw, type Code } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";
import type { DiscriminatedUnion } from "../unions.js";

/**
 * quicktype declares a union of structs as `Option<serde_json::Value>`. A discriminated union
 * becomes an enum with one variant per member: decoding reads the literal (`type`, `method`) and
 * decodes that member's struct; encoding writes the member as it is (untagged). Fields holding
 * such a union stay `serde_json::Value` (quicktype's structs).
 */
export function decodeUnionsRust(text: string, context: PostProcessContext): string {
  const structs = [...text.matchAll(/^pub struct (\w+) \{$/gm)].map((m) => m[1]!);
  return text.replace(/^pub type (\w+) = Option<serde_json::Value>;\n/gm, (line, name: string) => {
    const union = context.unions.find((u) => context.sameName(u.name, name));
    if (!union) return line;
    const members = union.cases.map((c) => structs.find((s) => context.sameName(s, c.member)));
    if (members.some((m) => m === undefined)) return line;
    return sumType(union, name, members as string[]);
  });
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
