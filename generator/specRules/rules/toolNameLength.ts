import type { ToolRule } from "../rule.js";
import { toolNameSpec, toolNameVersions } from "./toolNameStated.js";

export const toolNameLength = {
  id: "tool-name-length",
  level: "SHOULD",
  versions: toolNameVersions,
  stated: {
    ...toolNameSpec,
    text: "Tool names SHOULD be between 1 and 128 characters in length (inclusive).",
  },
  subject: "tool",
  check: (tool) => {
    if (typeof tool.name !== "string") return [];
    const length = [...tool.name].length;
    return length >= 1 && length <= 128 ? [] : [{ path: "/name", args: { length } }];
  },
} as const satisfies ToolRule<"tool-name-length">;
