import type { BindingLanguage } from "../language.js";

/** Swift Codable structs. */
export const swift = {
  id: "swift",
  description: "Swift Codable structs: out/<version>/swift/McpTypes.swift",
  quicktype: "swift",
  comment: "//",
  fileName: "McpTypes.swift",
  rendererOptions: {},
} as const satisfies BindingLanguage;
