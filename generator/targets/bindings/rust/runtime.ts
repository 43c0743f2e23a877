import { runtimeFile } from "../../../emit/moduleText.js";

/** The runtime copied beside the generated code: a real source file of the language, shipped as templates/bindings/rust/runtime.rs. */
export const runtimeSource = (): string => runtimeFile("bindings/rust/runtime.rs");
