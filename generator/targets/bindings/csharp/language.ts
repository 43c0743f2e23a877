import { packageNamings } from "../../bindingNames.js";
import type { BindingLanguage } from "../language.js";

/** C# records and interfaces for System.Text.Json, rendered from the binding plan. */
export const csharp = {
  id: "csharp",
  description: "C# records for System.Text.Json (.NET 9+): out/<version>/csharp/McpTypes.cs",
  comment: "//",
  names: packageNamings.csharp,
  render: async () => (await import("./render.js")).renderCsharp,
} as const satisfies BindingLanguage;
