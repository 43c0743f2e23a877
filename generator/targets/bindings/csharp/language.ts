import type { BindingLanguage } from "../language.js";
import { segmentRule } from "../names.js";
import { csharpUsedNames, keywords } from "./syntax.js";

/** Keywords, and the names the file uses unqualified: a namespace segment of that name would be found first. */
const reserved = new Set([...keywords.split(" "), ...csharpUsedNames]);

/** C# records and interfaces for System.Text.Json, rendered from the binding plan. */
export const csharp = {
  id: "csharp",
  description: "C# records for System.Text.Json (.NET 9+): out/<version>/csharp/McpTypes.cs",
  comment: "//",
  names: {
    option: "namespace",
    noun: "C# namespace",
    dotted: true,
    replacement: "_",
    problem: segmentRule((s) => reserved.has(s)),
  },
  render: async () => (await import("./render.js")).renderCsharp,
} as const satisfies BindingLanguage;
