import type { BindingLanguage } from "../language.js";

/** Rust structs and enums deriving serde's Serialize/Deserialize. */
export const rust = {
  id: "rust",
  description: "Rust types for serde/serde_json: out/<version>/rust/mcp_types.rs",
  quicktype: "rust",
  comment: "//",
  fileName: "mcp_types.rs",
  rendererOptions: { visibility: "public", "skip-serializing-none": true, "derive-debug": true, "derive-clone": true },
  postProcess: [skipAbsentAnyFields],
} as const satisfies BindingLanguage;

/**
 * quicktype's `skip-serializing-none` skips `None` on every optional field except those of any-JSON
 * type (`Option<serde_json::Value>`), which it writes as `null`. Skip those too, so an absent field
 * stays absent (a JSON `null` there reads as `None` and is then omitted: see docs/bindings.md).
 */
export function skipAbsentAnyFields(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (const line of lines) {
    const field = /^(\s*)pub \w+: Option<serde_json::Value>,$/.exec(line);
    const attribute = `${field?.[1] ?? ""}#[serde(skip_serializing_if = "Option::is_none")]`;
    if (field && !out.slice(-2).some((l) => l === attribute)) out.push(attribute);
    out.push(line);
  }
  return out.join("\n");
}
