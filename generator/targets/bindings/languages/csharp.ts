import type { BindingLanguage } from "../language.js";

/** C# classes for System.Text.Json. */
export const csharp = {
  id: "csharp",
  description: "C# classes for System.Text.Json: out/<version>/csharp/McpTypes.cs",
  quicktype: "csharp",
  comment: "//",
  fileName: "McpTypes.cs",
  rendererOptions: { framework: "SystemTextJson", namespace: "ModelContextProtocol.Schema" },
} as const satisfies BindingLanguage;
