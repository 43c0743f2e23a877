import { runtimeFile } from "../../../emit/moduleText.js";

/** The runtime copied beside the generated code: a real source file of the language, shipped as templates/bindings/kotlin/McpRuntime.kt. */
export const runtimeSource = (): string => runtimeFile("bindings/kotlin/McpRuntime.kt");
