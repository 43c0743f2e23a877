import { runtimeFile } from "../../../emit/moduleText.js";

/** The Swift runtime (`McpCodingKey`, `JSONValue`) written at the head of McpTypes.swift: a real Swift file, templates/bindings/swift/McpRuntime.swift. */
export const runtimeSource = (): string => runtimeFile("bindings/swift/McpRuntime.swift");
