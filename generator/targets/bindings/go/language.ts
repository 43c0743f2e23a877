import type { BindingLanguage } from "../language.js";
import { keywordOf, segmentRule } from "../names.js";

/** Go structs and sealed interfaces rendered from the binding plan (`bindings/go/`), gofmt-clean. */
export const go = {
  id: "go",
  description: "Go types with strict, case-sensitive decoding: out/<version>/go/mcp.go + runtime.go (package mcp)",
  comment: "//",
  names: {
    option: "package",
    noun: "Go package",
    dotted: false,
    // Effective Go: package names are one lower-case word, no underscores (`2026-07-28` -> `20260728`).
    replacement: "",
    problem: segmentRule(keywordOf("go"), (s) => (s === "main" ? `"main" is a command, not a package one can import` : undefined)),
  },
  render: async () => (await import("./render.js")).renderGo,
} as const satisfies BindingLanguage;
