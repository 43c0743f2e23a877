import type { BindingLanguage } from "../language.js";
import { keywordOf, segmentRule } from "../names.js";

/** Crates the generated module names by path: a module of that name beside them makes `use` ambiguous. */
const crates = new Set(["std", "core", "alloc", "serde", "serde_json"]);

/** Rust structs and enums with strict serde impls rendered from the binding plan (`bindings/rust/`), rustfmt-clean. */
export const rust = {
  id: "rust",
  description: "Rust types for serde/serde_json with strict decoding: out/<version>/rust/mcp_types.rs + mcp_types/runtime.rs",
  comment: "//",
  names: {
    option: "module",
    noun: "Rust module",
    dotted: false,
    replacement: "_",
    problem: segmentRule(keywordOf("rust"), (s) => (crates.has(s) ? `"${s}" is a crate the generated code uses` : undefined)),
  },
  render: async () => (await import("./render.js")).renderRust,
} as const satisfies BindingLanguage;
