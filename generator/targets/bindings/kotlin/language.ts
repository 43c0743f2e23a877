import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";

/** Kotlin data classes and sealed interfaces for kotlinx.serialization, rendered from the binding plan. */
export const kotlin = {
  id: "kotlin",
  description: "Kotlin for kotlinx.serialization: out/<version>/kotlin/McpTypes.kt, McpMessages.kt, McpRuntime.kt",
  comment: "//",
  names: packageNamings.kotlin,
  render: async () => (await import("./render.js")).renderKotlin,
} as const satisfies BindingLanguage;
