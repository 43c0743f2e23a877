import type { BindingLanguage } from "../language.js";
import { keepExtraFieldsRust, skipAbsentOptionsRust } from "../extraFields/rust.js";
import { decodeUnionsRust } from "../unionDecoders/rust.js";

/** Rust structs and enums deriving serde's Serialize/Deserialize. */
export const rust = {
  id: "rust",
  description: "Rust types for serde/serde_json: out/<version>/rust/mcp_types.rs",
  quicktype: "rust",
  comment: "//",
  fileName: "mcp_types.rs",
  typedUnions: true,
  rendererOptions: { visibility: "public", "skip-serializing-none": true, "derive-debug": true, "derive-clone": true },
  postProcess: [skipAbsentOptionsRust, keepExtraFieldsRust, decodeUnionsRust],
} as const satisfies BindingLanguage;
