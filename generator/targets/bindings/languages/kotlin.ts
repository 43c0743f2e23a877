import type { BindingLanguage } from "../language.js";

/** Kotlin data classes for Jackson (jackson-module-kotlin). */
export const kotlin = {
  id: "kotlin",
  description: "Kotlin data classes for Jackson: out/<version>/kotlin/McpTypes.kt",
  quicktype: "kotlin",
  comment: "//",
  fileName: "McpTypes.kt",
  rendererOptions: { framework: "jackson", package: "io.modelcontextprotocol.schema" },
  postProcess: [currentNamingStrategy],
} as const satisfies BindingLanguage;

/**
 * quicktype's mapper names `PropertyNamingStrategy.LOWER_CAMEL_CASE`, a constant Jackson 2.12
 * deprecated and later removed; `PropertyNamingStrategies` holds it now.
 */
export function currentNamingStrategy(text: string): string {
  return text.replaceAll(
    "PropertyNamingStrategy.LOWER_CAMEL_CASE",
    "com.fasterxml.jackson.databind.PropertyNamingStrategies.LOWER_CAMEL_CASE",
  );
}
