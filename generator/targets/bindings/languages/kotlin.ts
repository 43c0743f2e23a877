import type { BindingLanguage } from "../language.js";

/** Kotlin data classes for Jackson. */
export const kotlin = {
  id: "kotlin",
  description: "Kotlin data classes for Jackson: out/<version>/kotlin/McpTypes.kt",
  quicktype: "kotlin",
  comment: "//",
  fileName: "McpTypes.kt",
  rendererOptions: { framework: "jackson", package: "io.modelcontextprotocol.schema" },
} as const satisfies BindingLanguage;
