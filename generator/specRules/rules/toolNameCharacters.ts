import type { ToolRule } from "../rule.js";
import { toolNameSpec, toolNameVersions } from "./toolNameStated.js";

const allowed = /^[A-Za-z0-9_.-]$/;

export const toolNameCharacters = {
  id: "tool-name-characters",
  level: "SHOULD",
  versions: toolNameVersions,
  stated: {
    ...toolNameSpec,
    text: "The following SHOULD be the only allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-), and dot (.)",
  },
  subject: "tool",
  check: (tool) => {
    if (typeof tool.name !== "string") return [];
    const bad = [...new Set([...tool.name].filter((c) => !allowed.test(c)))];
    return bad.length === 0
      ? []
      : [
          {
            path: "/name",
            args: {
              name: JSON.stringify(tool.name),
              characters: bad.map((c) => JSON.stringify(c)).join(", "),
            },
          },
        ];
  },
} as const satisfies ToolRule<"tool-name-characters">;
