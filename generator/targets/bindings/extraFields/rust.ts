import { code, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";

/**
 * Open objects keep the properties their struct does not list: each open struct gets a
 * `#[serde(flatten)]` map that collects every other key on decode and writes them back on encode.
 * `serde_json::Map` is ordered (a BTreeMap), so output is deterministic.
 */
export function keepExtraFieldsRust(text: string, context: PostProcessContext): string {
  return text.replace(/^pub struct (\w+) \{\n([\s\S]*?)^\}\n/gm, (block, name: string, body: string) => {
    if (context.isClosed(name)) return block;
    const fields = new Set([...body.matchAll(/^ {4}pub (\w+): /gm)].map((m) => m[1]!));
    const field = identifier(["extra", "extra_fields", "extra_"].find((f) => !fields.has(f))!, "rust");
    const type = identifier(name, "rust");
    return code`pub struct ${type} {
${raw(body.trimEnd())}

    /// Properties the schema does not list, kept as they were.
    #[serde(flatten)]
    pub ${field}: serde_json::Map<String, serde_json::Value>,
}
`.text;
  });
}

/**
 * quicktype's `skip-serializing-none` misses some optional fields (any JSON, and unions it
 * re-declares for the optional case), which it then writes as `null`. Every `Option` field
 * skips `None`, so an absent field stays absent.
 */
export function skipAbsentOptionsRust(text: string): string {
  const attribute = '#[serde(skip_serializing_if = "Option::is_none")]';
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const field = /^(\s*)pub \w+: Option<.*>,$/.exec(line);
    if (field) {
      let i = out.length - 1;
      while (i >= 0 && /^\s*#\[/.test(out[i]!)) i--;
      if (!out.slice(i + 1).some((l) => l.trim() === attribute)) out.push(`${field[1]}${attribute}`);
    }
    out.push(line);
  }
  return out.join("\n");
}
