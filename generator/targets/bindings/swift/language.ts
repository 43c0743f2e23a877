import type { BindingLanguage } from "../language.js";

/** Swift public Codable structs and enums with associated values, rendered from the binding plan. */
export const swift = {
  id: "swift",
  description: "Swift Codable structs and sum-type enums (public): out/<version>/swift/McpTypes.swift",
  comment: "//",
  render: async () => (await import("./render.js")).renderSwift,
} as const satisfies BindingLanguage;
