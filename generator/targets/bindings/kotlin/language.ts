import type { BindingLanguage } from "../language.js";
import { segmentRule } from "../names.js";
import { keywords } from "./syntax.js";

const hard = new Set(keywords.split(" "));

/** Kotlin data classes and sealed interfaces for kotlinx.serialization, rendered from the binding plan. */
export const kotlin = {
  id: "kotlin",
  description: "Kotlin for kotlinx.serialization: out/<version>/kotlin/McpTypes.kt, McpMessages.kt, McpRuntime.kt",
  comment: "//",
  names: {
    option: "package",
    noun: "Kotlin package",
    dotted: true,
    replacement: "_",
    // kotlinc: "Only the Kotlin standard library is allowed to use the 'kotlin' package".
    problem: segmentRule((s) => hard.has(s), (s, i) => (i === 0 && s === "kotlin" ? `"kotlin.*" is reserved for the standard library` : undefined)),
  },
  render: async () => (await import("./render.js")).renderKotlin,
} as const satisfies BindingLanguage;
