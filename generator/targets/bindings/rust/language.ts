import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";

/** Rust structs and enums with strict serde impls rendered from the binding plan (`bindings/rust/`), rustfmt-clean. */
export const rust = {
  id: "rust",
  description: "Rust types for serde/serde_json with strict decoding: out/<version>/rust/mcp_types.rs + mcp_types/runtime.rs",
  comment: "//",
  names: packageNamings.rust,
  render: async () => (await import("./render.js")).renderRust,
} as const satisfies BindingLanguage;
