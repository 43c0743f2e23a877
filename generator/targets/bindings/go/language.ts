import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";

/** Go structs and sealed interfaces rendered from the binding plan (`bindings/go/`), gofmt-clean. */
export const go = {
  id: "go",
  description: "Go types with strict, case-sensitive decoding: out/<version>/go/mcp.go + runtime.go (package mcp)",
  comment: "//",
  names: packageNamings.go,
  render: async () => (await import("./render.js")).renderGo,
} as const satisfies BindingLanguage;
